import { beforeAll, describe, expect, it } from 'vitest'
import { EVAL_LANGUAGES } from '../src/eval/cases'
import type { SectionRow } from '../src/eval/sets'
import { framesOf, groupingProblem, MEANING_GROUPS, RELATION_WORDS, relationLines, VARIETY_THRESHOLDS, varietyReadings, varietyRows } from '../src/eval/variety'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { isNounPhrase } from '../src/services/interpreter/reader/noun-phrase'

/**
 * The variety section of the reading eval on the built-in reader: every case's draws and the Fool's Journey,
 * read once, held to the section's thresholds (VARIETY_THRESHOLDS in server/src/eval/variety.ts, each ≥ 90%
 * in every language). A failure lists the items that missed and why.
 */
describe('the variety section on the built-in reader', () => {
  let reads: Awaited<ReturnType<typeof varietyReadings>>
  let rows: SectionRow[]

  beforeAll(async () => {
    reads = await varietyReadings(offlineInterpreter)
    rows = varietyRows(reads)
  }, 60_000)

  const below = (row: SectionRow) =>
    EVAL_LANGUAGES.filter((l) => row.byLanguage[l].total > 0 && row.byLanguage[l].passed / row.byLanguage[l].total < row.threshold).map(
      (l) => `${l}: ${row.byLanguage[l].passed}/${row.byLanguage[l].total}`,
    )

  it.each([
    ['frames across cases', VARIETY_THRESHOLDS.frames],
    ['relation passages say what one card does', VARIETY_THRESHOLDS.relationWords],
    ['large spreads grouped by meaning', VARIETY_THRESHOLDS.grouping],
    ['keyword slots take noun phrases', VARIETY_THRESHOLDS.keywords],
  ] as const)('%s: at or above %s in every language', (criterion, threshold) => {
    const row = rows.find((r) => r.criterion === criterion)!
    expect(row.threshold).toBe(threshold)
    expect(threshold).toBeGreaterThanOrEqual(0.9)
    expect(below(row), `${criterion}:\n${row.failures.slice(0, 12).join('\n')}`).toEqual([])
  })

  it('reads the twelve houses and the Journey in every language (the grouping row is not empty)', () => {
    const grouping = rows.find((r) => r.criterion === 'large spreads grouped by meaning')!
    for (const l of EVAL_LANGUAGES) expect(grouping.byLanguage[l].total, l).toBeGreaterThanOrEqual(6)
  })

  it('says no relation or group sentence that recurs in readings of three different questions', () => {
    // Frames of the passages this section checks: the lines naming two or more drawn cards.
    const offending: string[] = []
    const questions = new Map<string, Set<string>>()
    for (const r of reads) {
      for (const line of relationLines(r.input, r.text)) {
        for (const f of framesOf(r.input, line)) {
          const key = `${r.input.language} ${f}`
          if (!questions.has(key)) questions.set(key, new Set())
          questions.get(key)!.add(r.input.question)
        }
      }
    }
    for (const [key, set] of questions) if (set.size >= 3) offending.push(`${set.size} questions: ${key}`)
    expect(offending).toEqual([])
  })

  it('counts a content-free relation as one (the old neighbours frame fails, a passage saying what one card does passes)', () => {
    expect(RELATION_WORDS.en.test('Read together, the Moon (uncertainty) and the Star (hope) feed each other more than either does alone.')).toBe(false)
    expect(RELATION_WORDS.zh.test('倒吊人（逆位）和宝剑八（逆位）靠在一起，拖延给解脱添了一层底色。')).toBe(false)
    expect(RELATION_WORDS.en.test("The Six of Cups softens the Five of Swords' quarrel with nostalgia.")).toBe(true)
    expect(RELATION_WORDS.zh.test('圣杯六把宝剑五留下的争执慢慢消解。')).toBe(true)
  })

  it('fails a houses reading read in quadrants, and passes one read by angular, succedent and cadent houses', () => {
    const houses = reads.find((r) => r.input.spreadId === 'houses' && r.input.language === 'en')!
    expect(groupingProblem(houses.input, houses.text)).toBeNull()
    // The same reading with its first two groups' headings merged: the angular and succedent houses under one heading.
    const merged = houses.text.replace(/\n## The succedent houses[^\n]*\n/, '\n')
    expect(groupingProblem(houses.input, merged)).toMatch(/group 1|group 2/)
    expect(MEANING_GROUPS.houses![0]).toEqual([0, 3, 6, 9])
  })

  it('tells a noun phrase from a predicate keyword in each language', () => {
    for (const [word, language] of [
      ['犹豫不决', 'zh-Hans'],
      ['错失良机', 'zh-Hans'],
      ['信念動搖', 'zh-Hant'],
      ['stuck halfway', 'en'],
      ['fickle', 'en'],
    ] as const)
      expect(isNounPhrase(word, language), word).toBe(false)
    for (const [word, language] of [
      ['迟迟下不了的决心', 'zh-Hans'],
      ['新机会', 'zh-Hans'],
      ['自我懷疑', 'zh-Hant'],
      ['missed chance', 'en'],
      ['holding back', 'en'],
    ] as const)
      expect(isNounPhrase(word, language), word).toBe(true)
  })
})
