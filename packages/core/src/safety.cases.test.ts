import { describe, expect, it } from 'vitest'
import { LANGUAGES, questionLimit } from './language'
import { CRISIS_CASES, HEALTH_CASES, type SafetyCase } from './safety.cases'

function count(cases: SafetyCase[], label: SafetyCase['label']): number {
  return cases.filter((c) => c.label === label).length
}

describe('the labelled safety sets (issue 31)', () => {
  it.each(LANGUAGES)('%s: at least 40 health questions and 20 wellbeing questions that are still read', (language) => {
    const cases = HEALTH_CASES[language]
    expect(count(cases, 'health')).toBeGreaterThanOrEqual(40)
    expect(count(cases, 'reading')).toBeGreaterThanOrEqual(20)
    expect(count(cases, 'crisis')).toBe(0)
  })

  it.each(LANGUAGES)('%s: at least 30 disguised crisis forms and 15 idioms that are not crisis', (language) => {
    const cases = CRISIS_CASES[language]
    expect(count(cases, 'crisis')).toBeGreaterThanOrEqual(30)
    expect(count(cases, 'reading')).toBeGreaterThanOrEqual(15)
    expect(count(cases, 'health')).toBe(0)
  })

  it.each(LANGUAGES)('%s: every case is a question the ask box accepts, with a kind', (language) => {
    for (const c of [...HEALTH_CASES[language], ...CRISIS_CASES[language]]) {
      expect(c.q.trim(), c.q).not.toBe('')
      expect([...c.q].length, c.q).toBeLessThanOrEqual(questionLimit(language))
      expect(c.kind, c.q).not.toBe('')
    }
  })

  it('no question appears twice, in any language or set', () => {
    const all = LANGUAGES.flatMap((language) => [...HEALTH_CASES[language], ...CRISIS_CASES[language]].map((c) => c.q))
    const seen = new Set<string>()
    const repeated = all.filter((q) => (seen.has(q) ? true : (seen.add(q), false)))
    expect(repeated).toEqual([])
  })
})
