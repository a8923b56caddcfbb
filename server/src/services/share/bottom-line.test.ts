import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import { composeReading } from '../interpreter/reader/compose-reading'
import { bottomLine, sentences, wholeSentences } from './bottom-line'

/** A seeded draw of n distinct cards, so every run reads the same spreads. */
function draw(n: number, seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const ids = [...CARD_IDS]
  const cards: { id: string; orientation: 'upright' | 'reversed' }[] = []
  while (cards.length < n) cards.push({ id: ids.splice(Math.floor(next() * ids.length), 1)[0]!, orientation: next() < 0.35 ? 'reversed' : 'upright' })
  return cards
}

const QUESTIONS: Record<Language, string[]> = {
  'zh-Hans': ['我和他的关系接下来会怎样发展？', '我应该换工作吗？', '接下来三个月我该专注什么？'],
  'zh-Hant': ['我和他的關係接下來會怎樣發展？', '我應該換工作嗎？', '接下來三個月我該專注什麼？'],
  en: ['Should I take the new job offer in another city?', 'What do I need to know about my relationship?', 'What should I focus on for the next three months?'],
}
const SPREADS = { one: 1, ppf: 3, cnc: 3, obst: 5, horse: 7, celtic: 10 }

describe('the bottom line of a shared reading', () => {
  it('takes the first two sentences of the first paragraph, without Markdown or headings', () => {
    const text = '## Overview\n\n**In short**, the cards point to a pause. Try resting before you choose. Then more.\n\nSecond paragraph.'
    expect(bottomLine(text, 'en')).toBe('In short, the cards point to a pause. Try resting before you choose.')
  })

  it('works sentence by sentence in Chinese', () => {
    expect(bottomLine('先说结论：这组牌提醒你慢下来。试着先照顾好自己。后面还有很多话。', 'zh-Hans')).toBe('先说结论：这组牌提醒你慢下来。试着先照顾好自己。')
  })

  it('leaves a long second sentence out instead of cutting it', () => {
    const second = `接着${'这张牌提醒你把注意力放回自己身上'.repeat(6)}。`
    expect(bottomLine(`先说结论：这组牌提醒你慢下来。${second}`, 'zh-Hans')).toBe('先说结论：这组牌提醒你慢下来。')
    const long = `Then ${'the card asks you to bring your attention back to yourself, '.repeat(4)}and rest.`
    expect(bottomLine(`In short: slow down. ${long}`, 'en')).toBe('In short: slow down.')
  })

  it('keeps a long first sentence whole, and shows none rather than a cut one past any reasonable length', () => {
    const long = `${'很长的一句话，'.repeat(15)}说完了。`
    expect(bottomLine(`${long}下一句。`, 'zh-Hans')).toBe(long)
    expect(bottomLine(`${'很长的一句话，'.repeat(40)}。`, 'zh-Hans')).toBeNull()
  })

  it('keeps a closing quote with its sentence and does not break at a decimal point', () => {
    expect(sentences('He said "rest." Then go. It is 3.5 days away.')).toEqual(['He said "rest."', 'Then go.', 'It is 3.5 days away.'])
    expect(sentences('牌面说：“先停一停。”再往前走。')).toEqual(['牌面说：“先停一停。”', '再往前走。'])
  })

  it('gives one or two whole sentences that fit, or null when the first does not', () => {
    expect(wholeSentences('One. Two words.', 'en', (line) => line.length <= 20)).toBe('One. Two words.')
    expect(wholeSentences('One. Two words.', 'en', (line) => line.length <= 6)).toBe('One.')
    expect(wholeSentences('One sentence.', 'en', (line) => line.length <= 6)).toBeNull()
  })

  it.each(LANGUAGES)("ends on a whole sentence for the offline reader's long readings (%s)", (language) => {
    const cut: string[] = []
    for (const [spreadId, n] of Object.entries(SPREADS)) {
      for (const question of QUESTIONS[language]) {
        for (let seed = 1; seed <= 12; seed += 1) {
          const text = composeReading({ question, language, spreadId, cards: draw(n, seed * 13 + n) }).paragraphs.join('\n\n')
          const line = bottomLine(text, language)
          if (line === null) continue
          // Whole sentences from the start of the reading's first paragraph, closed by their mark.
          const first = text.split('\n\n')[0]!.replace(/\s+/g, ' ')
          if (line.endsWith('…') || !/[。！？.!?][”」』"']?$/.test(line) || !first.startsWith(line)) cut.push(`${spreadId} ${seed}: ${line}`)
        }
      }
    }
    expect(cut).toEqual([])
  })
})
