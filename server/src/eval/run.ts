import type { Language } from '@tarot/core/language'
import type { Interpreter } from '../services/interpreter/interpreter'
import { CASES, type DrawnCase, drawsOf, EVAL_LANGUAGES, type EvalCase } from './cases'
import { readingText } from './engine'
import { JUDGE_DIMENSIONS, JUDGE_THRESHOLDS, type Judge, type JudgeDimension, type JudgeOutcome } from './judge'
import { CRITERIA, type CriterionId, type Scores, scoreBoilerplate, scoreReading, type Verdict } from './rubric'

/** One case read and scored: its four draws, the texts, the rubric's verdicts and, when a judge ran, its outcome. */
export interface CaseRun {
  case: EvalCase
  draws: DrawnCase[]
  texts: string[]
  /** An engine error per draw (null when the reading arrived whole). */
  errors: (string | null)[]
  scores: Scores
  boilerplate: Verdict
  judge?: JudgeOutcome
}

export interface RunOptions {
  interpreter: Interpreter
  cases?: readonly EvalCase[]
  judge?: Judge | null
  /** Cases read at once (a model is slow; the built-in reader does not need it). */
  concurrency?: number
  onCase?: (run: CaseRun, done: number, total: number) => void
}

/** Reads every case's draws with the engine and scores them. */
export async function runEval(options: RunOptions): Promise<CaseRun[]> {
  const cases = options.cases ?? CASES
  const results = new Array<CaseRun>(cases.length)
  let next = 0
  let done = 0
  async function worker() {
    while (next < cases.length) {
      const index = next
      next += 1
      const c = cases[index]!
      const draws = drawsOf(c)
      const readings = []
      for (const d of draws) readings.push(await readingText(options.interpreter, { question: d.question, language: d.language, spreadId: d.spreadId, cards: d.cards }))
      const texts = readings.map((r) => r.text)
      const scores = scoreReading(draws[0]!, texts[0]!)
      const run: CaseRun = {
        case: c,
        draws,
        texts,
        errors: readings.map((r) => r.error),
        scores,
        boilerplate: scoreBoilerplate(draws.map((d, i) => ({ input: d, text: texts[i]! }))),
      }
      if (options.judge) run.judge = await options.judge.judge(draws[0]!, texts[0]!, scores)
      results[index] = run
      done += 1
      options.onCase?.(run, done, cases.length)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, cases.length)) }, worker))
  return results
}

/** A criterion's verdict for a case (null where it does not apply). */
export function verdictOf(run: CaseRun, id: CriterionId): Verdict | null {
  return id === 'boilerplate' ? run.boilerplate : run.scores[id]
}

export interface Rate {
  passed: number
  applicable: number
}

export type Group = Language | 'all'
export const GROUPS: readonly Group[] = [...EVAL_LANGUAGES, 'all']

const share = (r: Rate) => (r.applicable ? r.passed / r.applicable : 1)

/** Pass counts per language (and over all) for every criterion. */
export function passRates(runs: readonly CaseRun[]): Record<Group, Record<CriterionId, Rate>> {
  const table = {} as Record<Group, Record<CriterionId, Rate>>
  for (const group of GROUPS) {
    table[group] = {} as Record<CriterionId, Rate>
    const inGroup = runs.filter((r) => group === 'all' || r.case.language === group)
    for (const { id } of CRITERIA) {
      const verdicts = inGroup.map((r) => verdictOf(r, id)).filter((v): v is Verdict => v !== null)
      table[group][id] = { passed: verdicts.filter((v) => v.pass).length, applicable: verdicts.length }
    }
  }
  return table
}

/** Mean judge scores per language (and over all), and how many cases the judge failed. */
export function judgeMeans(runs: readonly CaseRun[]): Record<Group, { means: Record<JudgeDimension, number>; judged: number; failed: number; errors: number }> | null {
  if (!runs.some((r) => r.judge)) return null
  const out = {} as Record<Group, { means: Record<JudgeDimension, number>; judged: number; failed: number; errors: number }>
  for (const group of GROUPS) {
    const inGroup = runs.filter((r) => r.judge && (group === 'all' || r.case.language === group))
    const judged = inGroup.flatMap((r) => (r.judge?.ok ? [r.judge] : []))
    const means = Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [d, judged.length ? judged.reduce((sum, j) => sum + j.scores[d], 0) / judged.length : 0])) as Record<JudgeDimension, number>
    out[group] = { means, judged: judged.length, failed: judged.filter((j) => !j.pass).length, errors: inGroup.length - judged.length }
  }
  return out
}

/** Every criterion (per language) below its threshold, and the judge's shortfalls: empty when the engine passes. */
export function shortfalls(runs: readonly CaseRun[]): string[] {
  const rates = passRates(runs)
  const out: string[] = []
  for (const c of CRITERIA) {
    for (const language of EVAL_LANGUAGES) {
      const r = rates[language][c.id]
      if (r.applicable && share(r) < c.threshold) out.push(`${c.label} in ${language}: ${r.passed}/${r.applicable} (${pct(share(r))}) < ${pct(c.threshold)}`)
    }
  }
  const judged = judgeMeans(runs)
  if (judged) {
    for (const language of EVAL_LANGUAGES) {
      const j = judged[language]
      if (!j.judged && !j.errors) continue
      if (j.failed) out.push(`judge in ${language}: ${j.failed} case${j.failed === 1 ? '' : 's'} failed (a card named that was not drawn)`)
      if (j.errors) out.push(`judge in ${language}: ${j.errors} case${j.errors === 1 ? '' : 's'} without a valid judgement`)
      for (const d of JUDGE_DIMENSIONS) if (j.judged && j.means[d] < JUDGE_THRESHOLDS[d]) out.push(`judge ${d} in ${language}: mean ${j.means[d].toFixed(2)} < ${JUDGE_THRESHOLDS[d]}`)
    }
  }
  return out
}

export function pct(x: number): string {
  return `${Math.round(x * 1000) / 10}%`
}
