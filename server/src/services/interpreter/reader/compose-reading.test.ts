import { cardReadingText } from '@tarot/content/card-reading'
import { cardText } from '@tarot/content/cards'
import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { BUNDLED_CATALOGUE, localizeSpread } from '@tarot/core/spreads'
import { describe, expect, it } from 'vitest'
import type { InterpretationInput } from '../interpreter'
import { composeReading } from './compose-reading'

type Drawn = InterpretationInput['cards'][number]

/** A seeded draw of n distinct cards, so every run reads the same spreads. */
function draw(n: number, seed: number): Drawn[] {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const ids = [...CARD_IDS]
  const cards: Drawn[] = []
  while (cards.length < n) {
    const [id] = ids.splice(Math.floor(next() * ids.length), 1)
    cards.push({ id: id!, orientation: next() < 0.35 ? 'reversed' : 'upright' })
  }
  return cards
}

const read = (question: string, spreadId: string, cards: Drawn[], language: Language = 'en') => composeReading({ question, language, spreadId, cards })
const nameOf = (id: string, language: Language) => cardText(id, language)!.name.replace(/^The /, '')
const SPREAD_SIZES = { one: 1, ppf: 3, obst: 5, horse: 7, celtic: 10 } as const

describe('the built-in reader', () => {
  it.each(LANGUAGES)('names every card and every position of the spread, and no other card (%s)', (language) => {
    for (const [spreadId, n] of Object.entries(SPREAD_SIZES)) {
      const cards = draw(n, n * 7)
      const text = read('What do I need to know about my work?', spreadId, cards, language).paragraphs.join('\n\n')
      for (const c of cards) expect(text, `${spreadId} ${c.id}`).toContain(nameOf(c.id, language))
      for (const position of localizeSpread(BUNDLED_CATALOGUE, spreadId, language)!.positions) expect(text, spreadId).toContain(position.name)
      const drawn = new Set(cards.map((c) => c.id))
      // Chinese names can sit inside longer ones (星币十 in 星币十一 does not exist, but 皇后 is in 圣杯王后), so check the full English deck only.
      if (language === 'en') for (const id of CARD_IDS) if (!drawn.has(id) && / of /.test(cardText(id, 'en')!.name)) expect(text, `${spreadId} names ${id}`).not.toContain(cardText(id, 'en')!.name)
    }
  })

  it('reads the same draw the same way every time, and a different draw differently', () => {
    const cards = draw(3, 11)
    expect(read('Will I pass the exam?', 'ppf', cards)).toEqual(read('Will I pass the exam?', 'ppf', cards))
    expect(read('Will I pass the exam?', 'ppf', draw(3, 12)).paragraphs[0]).not.toEqual(read('Will I pass the exam?', 'ppf', cards).paragraphs[0])
  })

  it('opens a yes/no question with a leaning, never a verdict', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const opening = read('Will I get the job?', 'ppf', draw(3, seed)).paragraphs[0]!
      expect(opening).toMatch(/\b(?:yes|no|either way|divided|not yet)\b/i)
      expect(opening).not.toMatch(/\b(?:definitely|certainly|destined|guaranteed)\b/i)
    }
  })

  it('turns a question about another person toward what the asker can see and do', () => {
    const opening = read('Does he still like me?', 'pyramid', draw(4, 5)).paragraphs[0]!
    expect(opening).toMatch(/\byou\b/i)
    expect(opening).not.toMatch(/\b(?:he|she) (?:still )?(?:loves|likes) you\b/i)
  })

  it('weighs option against option in a choice spread, naming both sides', () => {
    const cards = draw(5, 9)
    const opening = read('Should I stay in Beijing or move home?', 'two', cards).paragraphs[0]!
    // The first option's and the second option's cards are both in the bottom line.
    expect(opening).toContain(nameOf(cards[1]!.id, 'en'))
    expect(opening).toContain(nameOf(cards[2]!.id, 'en'))
  })

  it('reads the card for the question’s topic: study, wellbeing, family and a hobby turned side business', () => {
    const card = { id: 'Wands03', orientation: 'upright' as const }
    const cases: [string, Language, string][] = [
      ['这次考研能上岸吗？', 'zh-Hans', cardReadingText('Wands03', 'zh-Hans')!.study.upright],
      ['最近总是睡不好，我该怎么调整？', 'zh-Hans', cardReadingText('Wands03', 'zh-Hans')!.health.upright],
      ['How can I get along better with my parents?', 'en', cardReadingText('Wands03', 'en')!.bonds.upright],
      ['我该不该把爱好变成副业？', 'zh-Hans', cardText('Wands03', 'zh-Hans')!.career.upright],
    ]
    for (const [question, language, expected] of cases) expect(read(question, 'one', [card], language).paragraphs.join('\n'), question).toContain(expected)
  })

  it('tells a past card in the past', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const past = read('How do I find my footing after moving?', 'ppf', draw(3, seed)).paragraphs.find((p) => p.startsWith('Past · '))!
      expect(past.split('\n')[1]).toMatch(/\b(?:have been|has been|came before|was|looking back|behind you)\b/i)
    }
  })

  it.each(LANGUAGES)('relates the cards: at least one passage naming two cards for every three drawn (%s)', (language) => {
    for (const [spreadId, n] of Object.entries(SPREAD_SIZES)) {
      if (n < 3) continue
      const cards = draw(n, n * 13)
      const names = cards.map((c) => nameOf(c.id, language))
      const { paragraphs } = read('Where is my career heading?', spreadId, cards, language)
      const start = paragraphs.findIndex((p, i) => i > 0 && p.startsWith('## ') && !paragraphs[i + 1]?.includes(' · '))
      const relating = paragraphs.slice(start).filter((p) => names.filter((name) => p.includes(name)).length >= 2)
      expect(relating.length, spreadId).toBeGreaterThanOrEqual(Math.floor(n / 3))
    }
  })

  it('says what stands out only when it does', () => {
    const single = read('What should I focus on?', 'one', [{ id: 'Coins03', orientation: 'upright' }]).paragraphs.join('\n')
    expect(single).not.toMatch(/\b1 of the 1\b|strongest element|major arcana/i)
    const swords = read('What do I need to see?', 'obst', ['Swords02', 'Swords05', 'Swords09', 'Cups04', 'Major09'].map((id) => ({ id, orientation: 'upright' as const }))).paragraphs.join('\n')
    expect(swords).toMatch(/3 of the 5 cards are Swords|Swords keep turning up|3 Swords among 5/)
  })

  it('groups a spread above ten cards by rows instead of a paragraph per card', () => {
    const { paragraphs } = read('What is my path this year?', 'fool', draw(21, 3))
    const headings = paragraphs.filter((p) => p.startsWith('## '))
    expect(headings.length).toBeLessThanOrEqual(6)
    expect(paragraphs.length).toBeLessThan(14)
  })

  it.each(LANGUAGES)('never uses certainty or fate words (%s)', (language) => {
    for (let seed = 1; seed <= 30; seed++) {
      const text = read('Will we get back together?', seed % 2 ? 'ppf' : 'celtic', draw(seed % 2 ? 3 : 10, seed), language).paragraphs.join('\n')
      expect(text).not.toMatch(/一定会|一定會|注定|必然|绝对|絕對|必定|\bdefinitely\b|\bdestined\b|\bguaranteed\b/i)
    }
  })

  it('keeps its length in step with the spread', () => {
    const words = (spreadId: string, n: number) => read('What do I need to know about my work?', spreadId, draw(n, 21)).paragraphs.join(' ').split(/\s+/).length
    expect(words('one', 1)).toBeGreaterThanOrEqual(150)
    expect(words('one', 1)).toBeLessThanOrEqual(300)
    expect(words('celtic', 10)).toBeGreaterThanOrEqual(700)
    expect(words('celtic', 10)).toBeLessThanOrEqual(1100)
  })
})
