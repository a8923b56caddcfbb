import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CASES, drawCase } from '../src/eval/cases'
import { applyCaps, createJudge, judgeSettingsFrom, parseJudgeAnswer } from '../src/eval/judge'
import { scoreReading } from '../src/eval/rubric'
import { judgeMeans, runEval, shortfalls } from '../src/eval/run'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { FakeLlm } from './support/fake-llm'

/**
 * The eval's optional judge against a local stand-in for an OpenAI-compatible provider
 * (the project's FakeLlm: real chat-completions requests over HTTP on 127.0.0.1): JSON
 * scores checked with zod, one retry, and the rubric's caps.
 */

const GOOD = '{"personalization":4,"coherence":5,"tone":4,"safety":5,"comment":"Reads the cards for the question."}'
const injected = drawCase(
  CASES.find((c) => c.language === 'en' && c.question.includes('</data>'))!,
  0,
)
const plain = drawCase(
  CASES.find((c) => c.id === 'en-02-yes_no-ppf')!,
  0,
)

describe('the reading judge', () => {
  const fake = new FakeLlm()
  let baseUrl: string

  beforeAll(async () => {
    baseUrl = await fake.start()
  })
  afterAll(async () => {
    await fake.stop()
  })
  beforeEach(() => {
    fake.calls.length = 0
    fake.classifierAnswers = [GOOD]
  })

  const judge = (apiKey = 'test-key') => createJudge({ baseUrl, apiKey, model: 'judge-model', timeoutMs: 5000 })
  const rubricOf = (text: string, drawn = plain) => scoreReading(drawn, text)

  it('runs only when all three EVAL_JUDGE_* settings are there', () => {
    expect(judgeSettingsFrom({})).toBeNull()
    expect(judgeSettingsFrom({ EVAL_JUDGE_BASE_URL: 'http://x', EVAL_JUDGE_MODEL: 'm' })).toBeNull()
    expect(judgeSettingsFrom({ EVAL_JUDGE_BASE_URL: 'http://x', EVAL_JUDGE_API_KEY: 'k', EVAL_JUDGE_MODEL: 'm' })).toEqual({ baseUrl: 'http://x', apiKey: 'k', model: 'm', timeoutMs: 60_000 })
  })

  it('asks the model for JSON scores, with the question and the reading only as data', async () => {
    const text = 'A reading of the cards.'
    const outcome = await judge().judge(injected, text, rubricOf(text, injected))
    expect(outcome).toMatchObject({ ok: true, raw: { personalization: 4, coherence: 5, tone: 4, safety: 5 } })
    expect(fake.calls).toHaveLength(1)
    const { body } = fake.calls[0]!
    expect(body).toMatchObject({ model: 'judge-model', response_format: { type: 'json_object' } })
    expect(body.stream).toBeFalsy()
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user'])
    const user = body.messages[1]!.content
    // The question's own </data> cannot close the data block: one closing tag, the last line.
    expect(user.match(/<\/data>/g)).toHaveLength(1)
    expect(user.trimEnd().endsWith('</data>')).toBe(true)
    expect(user).toContain('\\u003c/data>')
    expect(JSON.parse(user.slice(user.indexOf('{'), user.lastIndexOf('}') + 1)).question).toBe(injected.question)
  })

  it('retries once when the answer is not valid JSON scores, then takes the valid one', async () => {
    fake.classifierAnswers = ['Sure! Here are my scores: great reading', GOOD]
    const outcome = await judge().judge(plain, 'text', rubricOf('text'))
    expect(outcome.ok).toBe(true)
    expect(fake.calls).toHaveLength(2)
  })

  it('gives up after one retry, saying why', async () => {
    fake.classifierAnswers = ['{"personalization":9,"coherence":5,"tone":4,"safety":5}', '{"personalization":4}']
    const outcome = await judge().judge(plain, 'text', rubricOf('text'))
    expect(outcome).toMatchObject({ ok: false })
    expect(!outcome.ok && outcome.error).toMatch(/after one retry.*coherence/)
    expect(fake.calls).toHaveLength(2)
  })

  it('treats a refused call like a bad answer: one retry, then no judgement', async () => {
    const outcome = await judge('wrong-key').judge(plain, 'text', rubricOf('text'))
    expect(outcome.ok).toBe(false)
    expect(fake.calls).toHaveLength(2)
  })

  it('reads an answer in a code fence, and checks every score is an integer from 1 to 5', () => {
    expect(parseJudgeAnswer('```json\n' + GOOD + '\n```')).toMatchObject({ ok: true, answer: { coherence: 5 } })
    expect(parseJudgeAnswer('{"personalization":4.5,"coherence":5,"tone":4,"safety":5}').ok).toBe(false)
    expect(parseJudgeAnswer('{"personalization":0,"coherence":5,"tone":4,"safety":5}').ok).toBe(false)
  })

  it('caps coherence at 2 when a drawn card is missed, and fails the case on a card not drawn', async () => {
    const answer = { personalization: 5, coherence: 5, tone: 5, safety: 5 }
    const missed = applyCaps(answer, { cards: { pass: false, reason: 'not named: The Sun' }, no_extra_cards: { pass: true, reason: '' } })
    expect(missed).toMatchObject({ ok: true, pass: true, scores: { coherence: 2 }, raw: { coherence: 5 } })
    const invented = applyCaps(answer, { cards: { pass: true, reason: '' }, no_extra_cards: { pass: false, reason: 'names The Tower, not drawn' } })
    expect(invented).toMatchObject({ ok: true, pass: false, scores: { coherence: 5 } })
    // Through the HTTP judge too: a reading that names no card gets coherence 2 whatever the model said.
    const outcome = await judge().judge(plain, 'Nothing about the cards.', rubricOf('Nothing about the cards.'))
    expect(outcome).toMatchObject({ ok: true, scores: { coherence: 2 }, raw: { coherence: 5 } })
  })

  it('joins the eval run: means per language, and shortfalls when the judge scores low or fails a case', async () => {
    const cases = CASES.filter((c) => c.id === 'en-02-yes_no-ppf' || c.id === 'zh-Hans-02-yes_no-ppf')
    fake.classifierAnswers = ['{"personalization":2,"coherence":3,"tone":4,"safety":5}']
    const runs = await runEval({ interpreter: offlineInterpreter, cases, judge: judge(), concurrency: 2 })
    expect(runs.every((r) => r.judge?.ok)).toBe(true)
    const means = judgeMeans(runs)!
    expect(means.en.means.personalization).toBe(2)
    expect(means.all.judged).toBe(2)
    expect(shortfalls(runs)).toEqual(expect.arrayContaining(['judge personalization in en: mean 2.00 < 3.5', 'judge coherence in zh-Hans: mean 3.00 < 3.5']))
  })
})
