import { CARD_GROUPS, searchCards } from './card-groups'

describe('card picker groups and search', () => {
  it('groups all 78 cards: 22 majors, then 14 of each suit', () => {
    expect(CARD_GROUPS.map((g) => [g.key, g.ids.length])).toEqual([
      ['major', 22],
      ['Wands', 14],
      ['Cups', 14],
      ['Swords', 14],
      ['Coins', 14],
    ])
    expect(new Set(CARD_GROUPS.flatMap((g) => g.ids)).size).toBe(78)
  })

  it('finds cards by name in the current language, and by the English name', () => {
    expect(searchCards('星币', 'zh-Hans').flatMap((g) => g.ids)).toHaveLength(14)
    expect(searchCards('星幣王牌', 'zh-Hant')).toEqual([{ key: 'Coins', ids: ['Coins01'] }])
    expect(searchCards('fool', 'zh-Hans')).toEqual([{ key: 'major', ids: ['Major00'] }])
    expect(searchCards('  queen of CUPS ', 'en')).toEqual([{ key: 'Cups', ids: ['Cups13'] }])
    expect(searchCards('nothing like this', 'en')).toEqual([])
    expect(searchCards('', 'en')).toHaveLength(5)
  })
})
