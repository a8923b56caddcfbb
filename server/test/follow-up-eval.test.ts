import { describe, expect, it } from 'vitest'
import { EVAL_LANGUAGES } from '../src/eval/cases'
import { FOLLOW_UP_THRESHOLDS, followUpSection, openingKey, pastedSentence } from '../src/eval/follow-ups'
import { FOLLOW_UP_CASES } from '../src/eval/follow-up-set'
import type { EvalSection, FollowUpCase } from '../src/eval/sets'
import type { Interpreter } from '../src/services/interpreter/interpreter'
import { offlineInterpreter } from '../src/services/interpreter/offline'

/**
 * The follow-up section of the eval on the built-in reader, held to its thresholds in every language. The cases
 * here are the scorer's own (written with the reader); FOLLOW_UP_CASES was written apart from it.
 */
const up = (id: string) => ({ id, orientation: 'upright' as const })
const down = (id: string) => ({ id, orientation: 'reversed' as const })
const mum = [up('Swords05'), up('Cups06'), down('Major14')]
const lend = [up('Coins05'), up('Major17'), down('Wands04')]

const OWN: FollowUpCase[] = [
  {
    id: 'en-own-01',
    language: 'en',
    question: 'Will I finish my half marathon this spring?',
    spreadId: 'one',
    cards: [up('Major16')],
    message: 'So should I sign up?',
    expect: 'decision',
    topic: 'health',
    action: ['sign up'],
  },
  {
    id: 'en-own-02',
    language: 'en',
    question: 'Will I finish my half marathon this spring?',
    spreadId: 'one',
    cards: [up('Major16')],
    earlier: ['So should I sign up?'],
    message: "Does the Tower mean I'll get injured? my knee is sore",
    expect: 'fear',
    topic: 'health',
    card: 'Major16',
    body: true,
  },
  {
    id: 'en-own-03',
    language: 'en',
    question: 'Is my mum still angry with me?',
    spreadId: 'ppf',
    cards: mum,
    earlier: ['Will she call me?'],
    message: 'What does the Six of Cups say about her?',
    expect: 'card',
    topic: 'family',
    card: 'Cups06',
  },
  {
    id: 'en-own-04',
    language: 'en',
    question: 'Should I lend my brother the $4,000 deposit?',
    spreadId: 'ppf',
    cards: lend,
    message: 'Should I lend him the money or keep my savings?',
    expect: 'decision',
    topic: 'family',
    action: ['lend him the money', 'keep your savings', 'keep my savings'],
  },
  {
    id: 'en-own-05',
    language: 'en',
    question: 'Should I lend my brother the $4,000 deposit?',
    spreadId: 'ppf',
    cards: lend,
    earlier: ['What does the Star mean here?'],
    message: 'What about the deposit?',
    expect: 'detail',
    topic: 'family',
    detail: ['deposit', '$4,000'],
  },
  {
    id: 'en-own-06',
    language: 'en',
    question: 'Will I pass my teaching interview?',
    spreadId: 'one',
    cards: [up('Major16')],
    message: 'Does the Tower mean I will fail?',
    expect: 'fear',
    topic: 'study',
    card: 'Major16',
  },
  { id: 'en-own-07', language: 'en', question: 'Is my mum still angry with me?', spreadId: 'ppf', cards: mum, message: 'Give me a recipe for dumplings', expect: 'off_topic', topic: 'family' },
  { id: 'en-own-08', language: 'en', question: 'Is my mum still angry with me?', spreadId: 'ppf', cards: mum, message: 'Write me Python code to sort a list', expect: 'off_topic', topic: 'family' },
  {
    id: 'zh-Hans-own-01',
    language: 'zh-Hans',
    question: '我这个春天能跑完半马吗？',
    spreadId: 'one',
    cards: [up('Major16')],
    message: '那我要不要报名？',
    expect: 'decision',
    topic: 'health',
    action: ['报名'],
  },
  {
    id: 'zh-Hans-own-02',
    language: 'zh-Hans',
    question: '我这个春天能跑完半马吗？',
    spreadId: 'one',
    cards: [up('Major16')],
    earlier: ['那我要不要报名？'],
    message: '高塔是不是代表我会受伤？我膝盖有点疼',
    expect: 'fear',
    topic: 'health',
    card: 'Major16',
    body: true,
  },
  {
    id: 'zh-Hans-own-03',
    language: 'zh-Hans',
    question: '妈妈还在生我的气吗？',
    spreadId: 'ppf',
    cards: mum,
    earlier: ['她会主动找我吗？'],
    message: '圣杯六说的是什么？',
    expect: 'card',
    topic: 'family',
    card: 'Cups06',
  },
  {
    id: 'zh-Hans-own-04',
    language: 'zh-Hans',
    question: '我要不要把四千块押金借给弟弟？',
    spreadId: 'ppf',
    cards: lend,
    message: '那我到底该不该借给他？',
    expect: 'decision',
    topic: 'family',
    action: ['借给他'],
  },
  {
    id: 'zh-Hans-own-05',
    language: 'zh-Hans',
    question: '我要不要把四千块押金借给弟弟？',
    spreadId: 'ppf',
    cards: lend,
    earlier: ['星星在这里是什么意思？'],
    message: '那四千块钱呢？',
    expect: 'detail',
    topic: 'family',
    detail: ['四千'],
  },
  {
    id: 'zh-Hans-own-06',
    language: 'zh-Hans',
    question: '这次教资面试我能过吗？',
    spreadId: 'one',
    cards: [up('Major16')],
    message: '高塔是不是代表我会失败？',
    expect: 'fear',
    topic: 'study',
    card: 'Major16',
  },
  { id: 'zh-Hans-own-07', language: 'zh-Hans', question: '妈妈还在生我的气吗？', spreadId: 'ppf', cards: mum, message: '教我做红烧肉吧，要详细的做法', expect: 'off_topic', topic: 'family' },
  { id: 'zh-Hans-own-08', language: 'zh-Hans', question: '妈妈还在生我的气吗？', spreadId: 'ppf', cards: mum, message: '帮我写一段Python代码', expect: 'off_topic', topic: 'family' },
  {
    id: 'zh-Hant-own-01',
    language: 'zh-Hant',
    question: '我這個春天跑得完半馬嗎？',
    spreadId: 'one',
    cards: [up('Major16')],
    message: '那我要不要報名？',
    expect: 'decision',
    topic: 'health',
    action: ['報名'],
  },
  {
    id: 'zh-Hant-own-02',
    language: 'zh-Hant',
    question: '我這個春天跑得完半馬嗎？',
    spreadId: 'one',
    cards: [up('Major16')],
    earlier: ['那我要不要報名？'],
    message: '高塔是不是代表我會受傷？膝蓋有點痛',
    expect: 'fear',
    topic: 'health',
    card: 'Major16',
    body: true,
  },
  {
    id: 'zh-Hant-own-03',
    language: 'zh-Hant',
    question: '媽媽還在生我的氣嗎？',
    spreadId: 'ppf',
    cards: mum,
    earlier: ['她會主動找我嗎？'],
    message: '聖杯六說的是什麼？',
    expect: 'card',
    topic: 'family',
    card: 'Cups06',
  },
  {
    id: 'zh-Hant-own-04',
    language: 'zh-Hant',
    question: '我要不要把四千塊押金借給弟弟？',
    spreadId: 'ppf',
    cards: lend,
    message: '那我到底該不該借給他？',
    expect: 'decision',
    topic: 'family',
    action: ['借給他'],
  },
  {
    id: 'zh-Hant-own-05',
    language: 'zh-Hant',
    question: '我要不要把四千塊押金借給弟弟？',
    spreadId: 'ppf',
    cards: lend,
    earlier: ['星星在這裡是什麼意思？'],
    message: '那四千塊錢呢？',
    expect: 'detail',
    topic: 'family',
    detail: ['四千'],
  },
  {
    id: 'zh-Hant-own-06',
    language: 'zh-Hant',
    question: '這次教甄面試我會過嗎？',
    spreadId: 'one',
    cards: [up('Major16')],
    message: '高塔是不是代表我會失敗？',
    expect: 'fear',
    topic: 'study',
    card: 'Major16',
  },
  { id: 'zh-Hant-own-07', language: 'zh-Hant', question: '媽媽還在生我的氣嗎？', spreadId: 'ppf', cards: mum, message: '教我做紅燒肉，要詳細的做法', expect: 'off_topic', topic: 'family' },
  { id: 'zh-Hant-own-08', language: 'zh-Hant', question: '媽媽還在生我的氣嗎？', spreadId: 'ppf', cards: mum, message: '幫我寫一段Python程式碼', expect: 'off_topic', topic: 'family' },
]

function below(section: EvalSection): string[] {
  return section.rows.flatMap((row) =>
    EVAL_LANGUAGES.flatMap((l) => {
      const r = row.byLanguage[l]
      return r.total > 0 && r.passed / r.total < row.threshold ? [`${row.criterion} ${l}: ${r.passed}/${r.total}\n  ${row.failures.filter((f) => f.startsWith(l)).join('\n  ')}`] : []
    }),
  )
}

describe('the follow-up eval', () => {
  it('states its thresholds: 90% for what a reader does, and at most half the answers with a recall or invite line', () => {
    expect(FOLLOW_UP_THRESHOLDS).toEqual({ answers: 0.9, topic: 0.9, pasted: 0.9, openings: 0.9, asides: 0.5 })
  })

  it('catches what people complained of: a pasted paragraph, a repeated opening, a love reading of one’s mother, a "both sides" answer', async () => {
    expect(
      pastedSentence(
        'The Tower asks you to rebuild on firmer ground, starting with the basics today.',
        'Earlier: The Tower asks you to rebuild on firmer ground, starting with the basics today.',
        'en',
      ),
    ).not.toBeNull()
    expect(pastedSentence('高塔提醒你，先把基础打牢，再在更结实的地面上重新搭建起来。', '前面说过：高塔提醒你，先把基础打牢，再在更结实的地面上重新搭建起来。', 'zh-Hans')).not.toBeNull()
    expect(pastedSentence('Rest today.', 'Rest today.', 'en')).toBeNull()
    expect(openingKey('You asked about the Star. It says…', 'en')).toBe(openingKey('You asked about the Moon too.', 'en'))
    // A reader that drifts to love, pastes the reading and answers every decision with "both sides".
    const bad: Interpreter = {
      name: 'bad',
      interpret: (input, signal) => offlineInterpreter.interpret(input, signal),
      async *followUp(input) {
        yield `Both sides have cards speaking, maybe an old lover. ${input.interpretation.split('\n\n')[0]}`
      },
    }
    const section = await followUpSection(bad, OWN)
    const rows = Object.fromEntries(section.rows.map((r) => [r.criterion, r]))
    for (const l of EVAL_LANGUAGES) {
      expect(rows['answers what was asked']!.byLanguage[l].passed / rows['answers what was asked']!.byLanguage[l].total, l).toBeLessThan(0.9)
      expect(rows['nothing pasted']!.byLanguage[l].passed, l).toBeLessThan(rows['nothing pasted']!.byLanguage[l].total)
    }
    expect(rows['topic kept']!.byLanguage.en.passed).toBeLessThan(rows['topic kept']!.byLanguage.en.total)
    expect(rows['openings distinct']!.failures.length).toBeGreaterThan(0)
  })

  it('the built-in reader meets every threshold on the follow-up set (FOLLOW_UP_CASES, written apart from the reader), in every language', async () => {
    const section = await followUpSection(offlineInterpreter)
    expect(FOLLOW_UP_CASES.length).toBeGreaterThanOrEqual(90)
    for (const l of EVAL_LANGUAGES) expect(section.rows[0]!.byLanguage[l].total, l).toBeGreaterThanOrEqual(30)
    expect(below(section)).toEqual([])
  }, 60_000)

  it('the built-in reader meets every threshold on the scorer’s own cases, in every language', async () => {
    const section = await followUpSection(offlineInterpreter, OWN)
    for (const row of section.rows) for (const l of EVAL_LANGUAGES) expect(row.byLanguage[l].total, `${row.criterion} ${l}`).toBeGreaterThan(0)
    expect(below(section)).toEqual([])
  })
})
