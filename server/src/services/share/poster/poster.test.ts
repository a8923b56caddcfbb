import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { BUNDLED_CATALOGUE, localizeSpread, spreadIds, spreadLayout } from '@tarot/core/spreads'
import { cardName } from '@tarot/content/card-names'
import { cardText } from '@tarot/content/cards'
import { describe, expect, it } from 'vitest'
import { CERTAINTY } from '../../../lib/certainty-words'
import { composeReading } from '../../interpreter/reader/compose-reading'
import { bottomLine, namesACard } from '../bottom-line'
import { POSTER_PIXELS, readingPoster, todayPoster } from './compose'
import type { GlyphCache } from './glyphs'
import { qrCode } from './poster-code'
import { refusedWords } from './poster-texts'
import { emWidth } from './text-layout'

// Widths from the estimate instead of the fonts: these tests read words, not pixels.
const glyphs = { width: (_face: unknown, text: string, size: number) => emWidth(text) * size, prepare: () => undefined, line: () => '' } as unknown as GlyphCache
const code = qrCode('https://example.com/tarot/h5app/')

const refused = (text: string) => refusedWords(text, CERTAINTY)

describe('poster wording (WeChat accepts reflection, not fortune-telling)', () => {
  it("prints no certainty or fortune-telling word on any spread's poster, in any language and shape", () => {
    const problems: string[] = []
    for (const language of LANGUAGES) {
      for (const spreadId of spreadIds(BUNDLED_CATALOGUE)) {
        const layout = spreadLayout(BUNDLED_CATALOGUE, spreadId)!
        const cards = layout.positions.map((_, i) => ({ id: CARD_IDS[i]!, orientation: i % 2 ? ('reversed' as const) : ('upright' as const), name: cardName(CARD_IDS[i]!, language) }))
        for (const size of ['story', 'chat'] as const) {
          const poster = readingPoster({
            language,
            size,
            spreadName: localizeSpread(BUNDLED_CATALOGUE, spreadId, language)!.name,
            layout,
            cards,
            bottomLine: null,
            question: null,
            day: '2026-11-27',
            code,
            glyphs,
          })
          for (const text of poster.texts) for (const word of refused(text)) problems.push(`${language} ${spreadId} ${size}: “${word}” in “${text}”`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it("prints no such word on today's card poster, for every card either way up", () => {
    const problems: string[] = []
    for (const language of LANGUAGES) {
      for (const id of CARD_IDS) {
        for (const orientation of ['upright', 'reversed'] as const) {
          const text = cardText(id, language)!
          const poster = todayPoster({
            language,
            size: 'story',
            card: { id, orientation, name: cardName(id, language) },
            keywords: text.keywords[orientation],
            meaning: text[orientation].match(/^[^。！？.!?]+[。！？.!?]/)?.[0] ?? text[orientation],
            day: '2026-11-27',
            code,
            glyphs,
          })
          for (const line of poster.texts) for (const word of refused(line)) problems.push(`${language} ${id} ${orientation}: “${word}” in “${line}”`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('would catch a certainty word (the check itself works)', () => {
    expect(refused('这段关系注定会成功')).toContain('注定')
    expect(refused('Success is guaranteed.')).toContain('guaranteed')
    expect(refused('你一定会成功')).toContain('一定会')
  })
})

describe('poster layout', () => {
  it('turns reversed cards 180° and keeps upright ones as drawn', () => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const cards = [
      { id: 'Major00', orientation: 'upright' as const, name: 'The Fool' },
      { id: 'Cups04', orientation: 'reversed' as const, name: 'Four of Cups' },
      { id: 'Coins08', orientation: 'upright' as const, name: 'Eight of Pentacles' },
    ]
    const { svg } = readingPoster({ language: 'en', size: 'story', spreadName: 'Choice', layout, cards, bottomLine: 'In short, rest first.', question: null, day: '2026-11-27', code, glyphs })
    expect(svg.match(/rotate\(180\)/g)).toHaveLength(1)
    expect(svg).toContain(`width="${POSTER_PIXELS.story.width}" height="${POSTER_PIXELS.story.height}"`)
  })

  it.each(['story', 'chat'] as const)("labels a model-written reading 内容由 AI 生成 and a built-in one as the app's program, in each language (%s)", (size) => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const cards = layout.positions.map((_, i) => ({ id: CARD_IDS[i]!, orientation: 'upright' as const, name: 'x' }))
    const base = { size, spreadName: '选择', layout, cards, bottomLine: '先说结论。', question: null, day: '2026-11-27', code, glyphs }
    const printed = (language: Language, author: 'llm' | 'offline' | null) => readingPoster({ ...base, language, author }).texts.join('\n')
    expect(printed('zh-Hans', 'llm')).toContain('内容由 AI 生成')
    expect(printed('zh-Hant', 'llm')).toContain('內容由 AI 生成')
    expect(printed('en', 'llm')).toContain('AI-generated')
    expect(printed('zh-Hans', 'offline')).toContain('内置程序')
    expect(printed('zh-Hans', 'offline')).not.toContain('AI 生成')
    expect(printed('zh-Hans', null)).not.toMatch(/AI 生成|内置程序/)
  })

  it('prints the question only when it is given', () => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const cards = layout.positions.map((_, i) => ({ id: CARD_IDS[i]!, orientation: 'upright' as const, name: 'x' }))
    const base = { language: 'zh-Hans' as Language, size: 'chat' as const, spreadName: '选择', layout, cards, bottomLine: '先说结论。', day: '2026-11-27', code, glyphs }
    expect(readingPoster({ ...base, question: null }).texts.join('')).not.toContain('问题')
    expect(readingPoster({ ...base, question: '我该换工作吗？' }).texts.join('')).toContain('我该换工作吗？')
  })

  it.each(LANGUAGES)("prints the offline reader's bottom line as whole sentences on both shapes, with or without the question (%s)", (language) => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const question = { 'zh-Hans': '我和他的关系接下来会怎样发展？', 'zh-Hant': '我和他的關係接下來會怎樣發展？', en: 'What do I need to know about my relationship with my partner?' }[language]
    const problems: string[] = []
    for (let i = 0; i < 24; i += 1) {
      const cards = [0, 1, 2].map((k) => ({
        id: CARD_IDS[(i * 7 + k * 23) % 78]!,
        orientation: (i + k) % 3 ? ('upright' as const) : ('reversed' as const),
        name: cardName(CARD_IDS[(i * 7 + k * 23) % 78]!, language),
      }))
      const line = bottomLine(
        composeReading({ question, language, spreadId: 'cnc', cards }).paragraphs.join('\n\n'),
        language,
        cards.map((c) => c.name),
      )!
      for (const size of ['story', 'chat'] as const) {
        for (const asked of [null, question]) {
          const { texts } = readingPoster({ language, size, spreadName: 'x', layout, cards, bottomLine: line, question: asked, day: '2026-11-27', code, glyphs })
          // The note's lines come last, after the cards' names (which the line names too).
          const labels = cards.map((c) => c.name)
          const printed = texts.slice(texts.findIndex((t, k) => k >= 5 && !labels.includes(t) && line.includes(t.trim())))
          const shown = printed
            .join(language === 'en' ? ' ' : '')
            .replace(/\s+/g, ' ')
            .trim()
          // The question may be cut (the person's own words, two lines at most); the bottom line never is: whole sentences of it.
          if (printed.some((t) => t.endsWith('…')) || !/[。！？.!?][”」』"')）]?$/.test(shown) || !line.includes(shown))
            problems.push(`${size}${asked ? ' with the question' : ''}: ${printed.join('|')}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it.each(['story', 'chat'] as const)('leads with a line that says something of the cards when the bottom line opens with a neutral leaning (en, %s)', (size) => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const cards = [
      { id: 'Major16', orientation: 'upright' as const, name: cardName('Major16', 'en') },
      { id: 'Major17', orientation: 'reversed' as const, name: cardName('Major17', 'en') },
      { id: 'Cups02', orientation: 'upright' as const, name: cardName('Cups02', 'en') },
    ]
    const neutral = 'In short, the cards lean no more to yes than to no.'
    const line = `${neutral} The Tower sets the tone (sudden change and upheaval), and where love lands depends less on luck than on how you meet what the Star puts in front of you: hope and renewal.`
    const { texts } = readingPoster({ language: 'en', size, spreadName: 'Past, Present, Future', layout, cards, bottomLine: line, question: null, day: '2026-11-27', code, glyphs })
    const note = texts.slice(5 + cards.length).join(' ')
    expect(note).toContain('The Tower sets the tone')
    expect(note).not.toBe(neutral)
  })

  it("never prints a neutral leaning alone when the offline reader's bottom line names a card after it (every language, both shapes)", () => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const questions = { 'zh-Hans': '我这次面试能通过吗？', 'zh-Hant': '我這次面試能通過嗎？', en: 'Will I pass this interview?' }
    const problems: string[] = []
    for (const language of LANGUAGES) {
      for (let i = 0; i < 40; i += 1) {
        const cards = [0, 1, 2].map((k) => ({
          id: CARD_IDS[(i * 5 + k * 31) % 78]!,
          orientation: (i + k) % 2 ? ('upright' as const) : ('reversed' as const),
          name: cardName(CARD_IDS[(i * 5 + k * 31) % 78]!, language),
        }))
        const names = cards.map((c) => c.name)
        const line = bottomLine(composeReading({ question: questions[language], language, spreadId: 'cnc', cards }).paragraphs.join('\n\n'), language, names)
        if (!line) continue
        for (const size of ['story', 'chat'] as const) {
          const { texts } = readingPoster({ language, size, spreadName: 'x', layout, cards, bottomLine: line, question: null, day: '2026-11-27', code, glyphs })
          const note = texts.slice(5 + cards.length).join(language === 'en' ? ' ' : '')
          if (note && !namesACard(note, names)) problems.push(`${language} ${size}: ${note}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('balances a row of cards and the bottom line between the heading and the code, with no empty band above the cards', () => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'cnc')!
    const cards = layout.positions.map((_, i) => ({ id: CARD_IDS[i]!, orientation: 'upright' as const, name: 'The Fool' }))
    let codeTop = 0
    const spy: typeof code = (x, y, size) => {
      codeTop = y
      return code(x, y, size)
    }
    for (const bottomLine of ['In short, rest first.', 'In short, the cards point to a pause before a new start. Try giving yourself a quiet week before you decide, and then one more.']) {
      const { svg } = readingPoster({ language: 'en', size: 'story', spreadName: 'Choice', layout, cards, bottomLine, question: null, day: '2026-11-27', code: spy, glyphs })
      // Each card is a group translated to its centre, with the art drawn from minus half its height.
      const tops = [...svg.matchAll(/translate\(([\d.]+) ([\d.]+)\) rotate\(0\)"><rect[^>]*\/><g transform="rotate\(0\)"><svg x="[-\d.]+" y="(-[\d.]+)"/g)].map((m) => Number(m[2]) + Number(m[3]))
      expect(tops).toHaveLength(3)
      const note = /<rect x="80" y="([\d.]+)" width="\d+" height="(\d+)" rx="24"/.exec(svg)!
      const noteBottom = Number(note[1]) + Number(note[2])
      // The date line of a one-line spread name sits at y = 320.
      const above = Math.min(...tops) - 320
      const below = codeTop - noteBottom
      expect(below).toBeGreaterThan(30)
      expect(Math.abs(above - below), `${above} above the cards, ${below} below the note`).toBeLessThan(60)
    }
  })
})
