import type { Language } from '@tarot/core/language'
import { EVAL_LANGUAGES } from './cases'
import type { EvalSection, SectionRow } from './sets'

/** The eval's sections beyond the reading rubric (raw questions, follow-ups, variety) in the report's tables. */

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`

function cell(r: { passed: number; total: number }): string {
  return r.total ? `${pct(r.passed / r.total)} (${r.passed}/${r.total})` : '—'
}

function all(row: SectionRow): { passed: number; total: number } {
  return EVAL_LANGUAGES.reduce((sum, l) => ({ passed: sum.passed + row.byLanguage[l].passed, total: sum.total + row.byLanguage[l].total }), { passed: 0, total: 0 })
}

/** Languages where a row is below its threshold. */
export function rowShortfalls(row: SectionRow): Language[] {
  return EVAL_LANGUAGES.filter((l) => {
    const r = row.byLanguage[l]
    return r.total > 0 && r.passed / r.total < row.threshold
  })
}

/** One line per row below its threshold, for the run's verdict. */
export function sectionShortfalls(sections: readonly EvalSection[]): string[] {
  return sections.flatMap((s) =>
    s.rows.flatMap((row) => {
      const below = rowShortfalls(row)
      return below.length ? [`${s.title} · ${row.criterion}: ${below.map((l) => `${l} ${cell(row.byLanguage[l])}`).join(', ')} < ${pct(row.threshold)}`] : []
    }),
  )
}

export const SECTION_HEADER = ['criterion', ...EVAL_LANGUAGES, 'all', 'threshold', 'status']

export function sectionRows(section: EvalSection): string[][] {
  // A row held to no threshold (the blind set alone) is reported, not judged.
  return section.rows.map((row) => [
    row.criterion,
    ...EVAL_LANGUAGES.map((l) => cell(row.byLanguage[l])),
    cell(all(row)),
    row.threshold > 0 ? `≥ ${pct(row.threshold)}` : '—',
    row.threshold <= 0 ? 'reported' : rowShortfalls(row).length ? 'below' : 'met',
  ])
}

/** What each row checks, for the report's description table. */
export function sectionCriteria(section: EvalSection): string[][] {
  return section.rows.map((row) => [row.criterion, row.threshold > 0 ? `≥ ${pct(row.threshold)}` : 'reported only', row.explanation.replace(/\|/g, '\\|')])
}

/** Failing items of a section, at most `limit` per row. */
export function sectionFailures(section: EvalSection, limit = 20): string[] {
  return section.rows.flatMap((row) =>
    row.failures
      .slice(0, limit)
      .map((f) => `${row.criterion}: ${f}`)
      .concat(row.failures.length > limit ? [`${row.criterion}: … and ${row.failures.length - limit} more`] : []),
  )
}
