import type { JournalExport } from '@tarot/contracts/journal'

const HEADER = ['kind', 'reading_id', 'date', 'question', 'spread', 'cards', 'text', 'mood', 'tags', 'resonance']

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, CR first) gets an apostrophe in front, since notes are the person's free text.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The export as CSV: a row per reading, then its notes and look backs; BOM first so spreadsheet apps read UTF-8. */
export function journalCsv(data: JournalExport): string {
  const rows: (string | number | null)[][] = [HEADER]
  for (const r of data.readings) {
    const cards = (r.cards ?? []).map((c) => (c.orientation === 'reversed' ? `${c.id} (reversed)` : c.id)).join(' ')
    rows.push(['reading', r.id, r.savedAt ?? r.createdAt, r.question, r.spreadId, cards, r.interpretation, null, null, null])
    for (const n of r.notes) rows.push(['note', r.id, n.updatedAt, null, null, null, n.body, n.mood, n.tags.join(' '), null])
    for (const l of r.lookBacks) rows.push(['look-back', r.id, l.createdAt, null, null, null, l.outcome, null, null, l.resonance])
  }
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
