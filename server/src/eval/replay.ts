import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Language } from '@tarot/core/language'
import { type AnswerProblem, readingProblem } from '../services/interpreter/answer-check'
import { CASES, type DrawnCase, drawCase } from './cases'
import { markdownTable } from './report'
import { CRITERIA, type Scores, scoreReading } from './rubric'

/**
 * The reading eval without a network (`npm run eval:readings -- --replay <dir>`): recorded model answers to the
 * eval's own cases, scored through the answer check the server runs before storing or charging (`readingProblem`)
 * and the eval's rubric (`scoreReading`). A good answer must pass both; a bad one (a refusal, an injection obeyed,
 * a card not drawn, the wrong script, English in Chinese…) must be discarded by the check, for the reason recorded.
 *
 * One answer per file (`*.md`), a header of `key: value` lines between `---` lines, then the answer as the model
 * wrote it:
 *
 *     ---
 *     case: en-09-reflection-one     (an eval case id; its cards are the case's seeded draw)
 *     draw: 0                        (optional, 0 by default)
 *     expect: good                   (or `bad: <problem>`: what the answer check must find, `refusal`, `leak`…)
 *     ---
 *     The answer…
 */
export interface RecordedAnswer {
  /** The file's name without `.md`. */
  name: string
  drawn: DrawnCase
  /** `good`, or the answer check's finding a bad one must get (`refusal`, `leak` for an injection obeyed, `foreign_card`, `script`, `mixing`…). */
  expect: 'good' | { bad: string }
  text: string
}

export interface ReplayResult {
  answer: RecordedAnswer
  /** What the answer check found (null: it would be delivered). */
  problem: AnswerProblem | null
  scores: Scores
  /** Rubric criteria passed, of those that apply to the case. */
  passed: number
  applicable: number
  /** The rubric criteria it failed. */
  failed: string[]
  /** A good answer delivered and passing every criterion that applies; a bad one discarded by the check. */
  asExpected: boolean
}

function parse(file: string, raw: string): RecordedAnswer {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw.replace(/\r\n/g, '\n'))
  if (!m) throw new Error(`${file}: no --- header`)
  const header = Object.fromEntries(
    m[1]!
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const i = line.indexOf(':')
        return [line.slice(0, i).trim(), line.slice(i + 1).trim()]
      }),
  )
  const c = CASES.find((x) => x.id === header.case)
  if (!c) throw new Error(`${file}: no eval case ${String(header.case)}`)
  const expect = header.expect === 'good' ? 'good' : /^bad\s*:\s*(\S+)/.exec(header.expect ?? '')?.[1]
  if (!expect) throw new Error(`${file}: expect must be "good" or "bad: <kind>"`)
  return { name: path.basename(file, '.md'), drawn: drawCase(c, Number(header.draw ?? 0)), expect: expect === 'good' ? 'good' : { bad: expect }, text: m[2]!.trim() }
}

/** Every recorded answer in `dir` (`*.md`), by file name. */
export function loadReplay(dir: string): RecordedAnswer[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .map((f) => parse(f, readFileSync(path.join(dir, f), 'utf8')))
}

/** Each answer through the answer check and the rubric. */
export function scoreReplay(answers: readonly RecordedAnswer[]): ReplayResult[] {
  return answers.map((answer) => {
    const { drawn, text } = answer
    const problem = readingProblem({ question: drawn.question, language: drawn.language, spreadId: drawn.spreadId, cards: drawn.cards }, text)
    const scores = scoreReading(drawn, text)
    const verdicts = CRITERIA.flatMap((c) => (c.id === 'boilerplate' || !scores[c.id] ? [] : [[c.id, scores[c.id]!] as const]))
    const failed = verdicts.filter(([, v]) => !v.pass).map(([id, v]) => `${id}: ${v.reason}`)
    const asExpected = answer.expect === 'good' ? problem === null && failed.length === 0 : problem === answer.expect.bad
    return { answer, problem, scores, passed: verdicts.length - failed.length, applicable: verdicts.length, failed, asExpected }
  })
}

const LANGUAGE: Record<Language, string> = { 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant', en: 'en' }

/** The table: case, language, cards, what it is, the check's verdict, rubric criteria passed, as expected. */
export function replayTable(results: readonly ReplayResult[]): string {
  return markdownTable(
    ['answer', 'case', 'language', 'cards', 'recorded as', 'check verdict', 'rubric passed', 'as expected'],
    results.map((r) => [
      r.answer.name,
      r.answer.drawn.id,
      LANGUAGE[r.answer.drawn.language],
      String(r.answer.drawn.cards.length),
      r.answer.expect === 'good' ? 'good' : `bad: ${r.answer.expect.bad}`,
      r.problem === null ? 'delivered' : `discarded: ${r.problem}`,
      `${r.passed}/${r.applicable}`,
      r.asExpected ? 'yes' : 'NO',
    ]),
  )
}

/** What went wrong with the answers that did not come out as expected, a line each. */
export function replayFailures(results: readonly ReplayResult[]): string[] {
  return results
    .filter((r) => !r.asExpected)
    .map((r) =>
      r.answer.expect === 'good'
        ? `${r.answer.name}: a good answer ${r.problem ? `discarded by the check (${r.problem})` : ''}${r.problem && r.failed.length ? '; ' : ''}${r.failed.length ? `failed ${r.failed.join('; ')}` : ''}`
        : `${r.answer.name}: a bad answer (${r.answer.expect.bad}) the check ${r.problem ? `discards for another reason (${r.problem})` : 'would deliver'}`,
    )
}
