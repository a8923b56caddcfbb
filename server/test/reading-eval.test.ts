import { beforeAll, describe, expect, it } from 'vitest'
import { CASES, EVAL_LANGUAGES } from '../src/eval/cases'
import { CRITERIA } from '../src/eval/rubric'
import { type CaseRun, passRates, pct, runEval, verdictOf } from '../src/eval/run'
import { offlineInterpreter } from '../src/services/interpreter/offline'

/**
 * The reading eval on the built-in reader, as `npm run eval:readings` runs it without
 * LLM_*: every case, four seeded draws each, scored by the rubric and held to the
 * thresholds of its one table (CRITERIA in server/src/eval/rubric.ts), in every
 * language. A failure lists the cases that missed and why.
 */
describe('the reading eval on the built-in reader', () => {
  let runs: CaseRun[]

  beforeAll(async () => {
    runs = await runEval({ interpreter: offlineInterpreter, cases: CASES })
  }, 60_000)

  it('reads every case, whole, in every draw', () => {
    expect(runs).toHaveLength(CASES.length)
    expect(runs.flatMap((r) => r.errors.filter(Boolean).map((e) => `${r.case.id}: ${e}`))).toEqual([])
    expect(runs.filter((r) => r.texts.some((t) => !t.trim())).map((r) => r.case.id)).toEqual([])
  })

  it.each(CRITERIA.map((c) => [c.label, c] as const))('%s: at or above its threshold in every language', (_label, criterion) => {
    const rates = passRates(runs)
    const below = EVAL_LANGUAGES.filter((l) => rates[l][criterion.id].applicable > 0 && rates[l][criterion.id].passed / rates[l][criterion.id].applicable < criterion.threshold).map(
      (l) => `${l}: ${rates[l][criterion.id].passed}/${rates[l][criterion.id].applicable} (${pct(rates[l][criterion.id].passed / rates[l][criterion.id].applicable)}) < ${pct(criterion.threshold)}`,
    )
    const failing = runs.flatMap((r) => {
      const v = verdictOf(r, criterion.id)
      return v && !v.pass ? [`${r.case.id}: ${v.reason}`] : []
    })
    expect(below, `${criterion.label} below threshold; failing cases:\n${failing.slice(0, 15).join('\n')}${failing.length > 15 ? `\n… and ${failing.length - 15} more` : ''}`).toEqual([])
  })
})
