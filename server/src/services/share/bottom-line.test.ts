import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import { composeReading } from '../interpreter/reader/compose-reading'
import { understandQuestion } from '@tarot/core/reading/question-intent'
import { NEUTRAL_QUESTIONS, bottomLine, echoesQuestion, questionFreeBottomLine, questionWords, sentences, wholeSentences, withoutQuestionWords } from './bottom-line'

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

  it('keeps the sentence that names a card after an opening that only says which way the cards lean, past the usual length', () => {
    const neutral = 'In short, the cards lean no more to yes than to no.'
    const second = 'The Tower sets the tone (sudden change and upheaval), and where love lands depends less on luck than on how you meet what the Star puts in front of you: hope and renewal.'
    const text = `${neutral} ${second}\n\nMore.`
    expect(`${neutral} ${second}`.length).toBeGreaterThan(220)
    expect(bottomLine(text, 'en')).toBe(neutral)
    expect(bottomLine(text, 'en', ['The Tower', 'The Star'])).toBe(`${neutral} ${second}`)
    // An opening that names a card stands alone as before.
    const named = `In short, the Tower asks you to slow down, whatever the week brings. ${second}`
    expect(bottomLine(named, 'en', ['The Tower', 'The Star'])).toBe('In short, the Tower asks you to slow down, whatever the week brings.')
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

/** Questions that name what a share must not: a choice's options, people, ages and places. */
const PRIVATE: Record<Language, { question: string; secrets: string[] }[]> = {
  'zh-Hans': [
    { question: '我该去字节还是留在腾讯？', secrets: ['字节', '腾讯'] },
    { question: '小王今年32岁，我该不该在北京和他结婚？', secrets: ['小王', '32', '北京', '结婚'] },
    { question: '我应该换工作吗？', secrets: ['工作'] },
  ],
  'zh-Hant': [
    { question: '我該去台積電還是留在聯發科？', secrets: ['台積電', '聯發科'] },
    { question: '小美今年28歲，我該不該搬去高雄跟她住？', secrets: ['小美', '28', '高雄'] },
  ],
  en: [
    { question: 'Should I take the offer from Google or stay at Microsoft?', secrets: ['google', 'microsoft', 'offer'] },
    { question: 'Will Tom and I still be together in Berlin when I turn 35?', secrets: ['tom', 'berlin', '35'] },
  ],
}

describe('the bottom line of a share that keeps its question private', () => {
  it("names a question's options, people, numbers and places, not the words that make it a question", () => {
    expect(questionWords('我该去字节还是留在腾讯？')).toEqual(expect.arrayContaining(['字节', '腾讯']))
    expect(questionWords('我该去字节还是留在腾讯？')).not.toContain('还是')
    expect(questionWords('小王今年32岁，我该不该在北京和他结婚？')).toEqual(expect.arrayContaining(['小王', '32', '北京', '结婚']))
    expect(questionWords('Should I marry Al in Paris before I turn 35?')).toEqual(expect.arrayContaining(['marry', 'al', 'paris', '35']))
    expect(questionWords('Should I marry Al in Paris before I turn 35?')).not.toEqual(expect.arrayContaining(['should']))
    expect(questionWords('小王今年３２岁，Ｔｏｍ呢？')).toEqual(expect.arrayContaining(['32', '３２', 'tom']))
  })

  it('finds a Latin word whole (Tom, not bottom) and a number whole (35, not 2035)', () => {
    const words = questionWords('Will Tom come back by 35?')
    expect(echoesQuestion('At the bottom of it, in 2035, balance.', words)).toBe(false)
    expect(echoesQuestion("Tom's card is balance.", words)).toBe(true)
  })

  it("takes the question's words out of a text as a last guard, with the quotation marks they leave empty", () => {
    const words = questionWords('我该去字节还是留在腾讯？')
    expect(withoutQuestionWords('一句话概括：“字节”和“腾讯”都照到了，由你来定。', words)).toBe('一句话概括：和都照到了，由你来定。')
    expect(withoutQuestionWords('In short: "Google" or "Microsoft", the choice is yours.', questionWords('Google or Microsoft?'))).toBe('In short: or, the choice is yours.')
  })

  it.each(LANGUAGES)('asks each neutral question as the kind it stands for (%s)', (language) => {
    for (const [kind, question] of Object.entries(NEUTRAL_QUESTIONS[language])) expect(understandQuestion(question).kind).toBe(kind)
  })

  it("keeps the reading's own line when it says nothing of the question", () => {
    const text = '先说结论：这组牌提醒你慢下来。试着先照顾好自己。\n\n后面还有很多话。'
    expect(questionFreeBottomLine({ interpretation: text, question: '小王今年32岁，我该不该结婚？', language: 'zh-Hans', spreadId: 'cnc', cards: draw(3, 1) })).toBe(
      '先说结论：这组牌提醒你慢下来。试着先照顾好自己。',
    )
  })

  it.each(LANGUAGES)("says none of the question's words for the offline reader's readings of every spread, and still has a line for almost all (%s)", (language) => {
    const leaks: string[] = []
    let shown = 0
    let total = 0
    for (const [spreadId, n] of Object.entries(SPREADS)) {
      for (const { question, secrets } of PRIVATE[language]) {
        for (let seed = 1; seed <= 8; seed += 1) {
          const cards = draw(n, seed * 7 + n)
          const text = composeReading({ question, language, spreadId, cards }).paragraphs.join('\n\n')
          const line = questionFreeBottomLine({ interpretation: text, question, language, spreadId, cards })
          total += 1
          if (line === null) continue
          shown += 1
          const said = secrets.filter((s) => (/[\u4e00-\u9fff]/.test(s) ? line.includes(s) : new RegExp(`(?<![a-z0-9])${s}(?![a-z0-9])`, 'i').test(line)))
          if (said.length > 0 || !/[。！？.!?][”」』"']?$/.test(line)) leaks.push(`${spreadId} ${seed} ${question}: ${line}`)
        }
      }
    }
    expect(leaks).toEqual([])
    expect(shown / total).toBeGreaterThan(0.95)
  })
})
