import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './language'
import { BUNDLED_SPREADS_VERSION, BUNDLED_SPREAD_IDS, BUNDLED_SUMMARY, summarize, summaryIn } from './spread-summary'
import { BUNDLED_CATALOGUE, SPREADS_VERSION, spreadCatalogue } from './spreads'

describe('the spread summary (a list of spreads without their positions)', () => {
  it('matches the bundled catalogue in every language (else run `node scripts/spread-summary.mjs`)', () => {
    for (const language of LANGUAGES) {
      expect(summaryIn(BUNDLED_SUMMARY, language)).toEqual(summarize(spreadCatalogue(BUNDLED_CATALOGUE, language)))
    }
    expect(BUNDLED_SPREADS_VERSION).toBe(SPREADS_VERSION)
    expect([...BUNDLED_SPREAD_IDS].sort()).toEqual(Object.keys(BUNDLED_CATALOGUE.layouts).sort())
  })

  it('gives names and card counts, e.g. the Celtic Cross has ten cards', () => {
    const en = summaryIn(BUNDLED_SUMMARY, 'en').list.flatMap((c) => c.spreads)
    const celtic = en.find((s) => s.name === 'Celtic Cross')
    expect(celtic?.count).toBe(10)
    expect(en.find((s) => s.id === 'cnc')).toMatchObject({ count: 3, ai: { free: true } })
  })

  it('costs a small fraction of the catalogue', () => {
    expect(JSON.stringify(BUNDLED_SUMMARY).length).toBeLessThan(JSON.stringify(BUNDLED_CATALOGUE.source).length / 20)
  })
})
