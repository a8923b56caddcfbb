import { BUNDLED_CATALOGUE, localizeSpread, spreadIds } from '@tarot/core/spreads'
import { viewerPositionName } from './viewer-positions'

describe('position names on the shared page, for a viewer who is not the asker', () => {
  it('names the asker in the third person', () => {
    expect(viewerPositionName('你的感受', 'zh-Hans')).toBe('提问者的感受')
    expect(viewerPositionName('对方眼中的你', 'zh-Hans')).toBe('对方眼中的提问者')
    expect(viewerPositionName('你们之间', 'zh-Hans')).toBe('两人之间')
    expect(viewerPositionName('你的感受', 'zh-Hant')).toBe('提問者的感受')
    expect(viewerPositionName('你們之間', 'zh-Hant')).toBe('兩人之間')
    expect(viewerPositionName('Your Feelings', 'en')).toBe("The Asker's Feelings")
    expect(viewerPositionName('What Holds You Back', 'en')).toBe('What Holds the Asker Back')
    expect(viewerPositionName('What You Need', 'en')).toBe('What the Asker Needs')
    expect(viewerPositionName('You at the Fork', 'en')).toBe('The Asker at the Fork')
    // Names that speak of no one stay as they are.
    expect(viewerPositionName('对方的心情', 'zh-Hans')).toBe('对方的心情')
    expect(viewerPositionName('Their Feelings', 'en')).toBe('Their Feelings')
  })

  it('leaves no "you" in any bundled spread position, in any language', () => {
    const left: string[] = []
    for (const id of spreadIds(BUNDLED_CATALOGUE)) {
      for (const language of ['zh-Hans', 'zh-Hant', 'en'] as const) {
        for (const p of localizeSpread(BUNDLED_CATALOGUE, id, language)!.positions) {
          const shown = viewerPositionName(p.name, language)
          if (/[你妳您]|\byou(?:r|rself)?\b/i.test(shown)) left.push(`${id} ${language}: ${p.name} → ${shown}`)
          // A rule that turns a verb is written out in the table: no "the Asker Need", "the Asker Want".
          if (/the Asker (?:Need|Want|See|Stand|Bring|Admire|Keep|Hope|Still Carry|Truly Want|Leave|Show)\b/.test(shown)) left.push(`${id} ${language}: ${shown}`)
        }
      }
    }
    expect(left).toEqual([])
  })
})
