import type { Language } from '@tarot/core/language'
import { type QuestionIntent, understandQuestion } from '@tarot/core/reading/question-intent'
import { EVAL_LANGUAGES } from './cases'
import { DEV_QUESTIONS } from './question-set'
import { BLIND_QUESTIONS } from './question-set.blind'
import type { EvalSection, QuestionCase, SectionRow } from './sets'

/**
 * The raw-question section of the eval (issue 32, item 6): understandQuestion on questions as people type them,
 * scored for kind, topic and details against a reader's labels. Two sets: the dev set (question-set.ts, written
 * with the classifier) and the blind set (question-set.blind.ts, written apart from it). The thresholds hold for
 * both together; the blind set's own figures are reported beside them and held to nothing, so that nobody tunes
 * the classifier to pass them.
 */

export const QUESTION_THRESHOLDS = { kind: 0.9, topic: 0.9, details: 0.8 } as const

/** Lower case, no spaces or punctuation, so "my mum" matches "My mum," and 四千块 matches 四千 块. */
const squash = (text: string) => text.toLowerCase().replace(/[\s\p{P}]/gu, '')
/** Either lies inside the other. */
const overlaps = (a: string, b: string) => {
  const [x, y] = [squash(a), squash(b)]
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x))
}

/** A person without the asker's possessive: 我妈 is labelled as written, and the reader's 妈妈 is the same person. */
const own = (words: string) => words.replace(/^(?:我的|我|my\s+)/i, '')

/** Why the details miss the labels, or null when every labelled detail is found. */
export function detailsMiss(c: QuestionCase, got: QuestionIntent): string | null {
  const misses: string[] = []
  const details = got.details
  const people = details?.people ?? []
  for (const p of c.people ?? []) {
    if (!people.some((q) => q.relation === p.relation && overlaps(own(q.words), own(p.words)))) misses.push(`person ${p.words} (${p.relation})`)
  }
  if (c.subject && !(details?.subject && overlaps(details.subject, c.subject))) misses.push(`subject ${c.subject}`)
  if (c.options) {
    const got2 = got.options
    if (!got2 || !c.options.every((o, i) => squash(got2[i] ?? '').includes(squash(o)))) misses.push(`options ${c.options.join(' / ')}`)
  }
  for (const n of c.numbers ?? []) if (!(details?.numbers ?? []).some((m) => overlaps(m, n))) misses.push(`number ${n}`)
  if (!misses.length) return null
  const shown = details
    ? [
        `people [${people.map((p) => `${p.words} (${p.relation})`).join(', ')}]`,
        `subject ${details.subject ?? '—'}`,
        ...(got.options ? [`options ${got.options.join(' / ')}`] : []),
        `numbers [${details.numbers.join(', ')}]`,
      ].join('; ')
    : 'no details'
  return `expected ${misses.join(', ')}; got ${shown}`
}

/** Whether a case labels any detail at all (a bare "how am I doing?" names nothing to find). */
const labelsDetails = (c: QuestionCase) => Boolean(c.people?.length || c.subject || c.options || c.numbers?.length)

function emptyRow(criterion: string, threshold: number, explanation: string): SectionRow {
  return { criterion, threshold, explanation, byLanguage: Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, { passed: 0, total: 0 }])) as SectionRow['byLanguage'], failures: [] }
}

function count(row: SectionRow, language: Language, miss: string | null, id: string) {
  row.byLanguage[language].total += 1
  if (miss) row.failures.push(`${id}: ${miss}`)
  else row.byLanguage[language].passed += 1
}

/** The three rows (kind, topic, details) for a list of cases; `suffix` names the set in the criterion. */
export function scoreQuestions(cases: readonly QuestionCase[], suffix = '', thresholds: { kind: number; topic: number; details: number } = QUESTION_THRESHOLDS): SectionRow[] {
  const kind = emptyRow(`kind right${suffix}`, thresholds.kind, 'The kind (yes/no, choice, another person, timing, how-to, reflection) is the one a reader would answer.')
  const topic = emptyRow(`topic right${suffix}`, thresholds.topic, 'The topic (love, career, money, study, health, family, friendship, self) is the labelled one.')
  const details = emptyRow(
    `details right${suffix}`,
    thresholds.details,
    'Of the cases that label details: every labelled person found with its relation, the subject containing or inside the labelled one, each option inside the extracted one in order, every number found.',
  )
  for (const c of cases) {
    const got = understandQuestion(c.question)
    count(kind, c.language, got.kind === c.kind ? null : `expected ${c.kind}, got ${got.kind}`, c.id)
    count(topic, c.language, got.topic === c.topic ? null : `expected ${c.topic}, got ${got.topic}`, c.id)
    if (labelsDetails(c)) count(details, c.language, detailsMiss(c, got), c.id)
  }
  return [kind, topic, details]
}

export function questionSection(dev: readonly QuestionCase[] = DEV_QUESTIONS, held: readonly QuestionCase[] = BLIND_QUESTIONS): EvalSection {
  const free = { kind: 0, topic: 0, details: 0 }
  return {
    id: 'questions',
    title: 'Raw questions',
    description:
      `understandQuestion on ${dev.length + held.length} questions as people type them (a situation before the question, typos, no punctuation), ` +
      `labelled with the kind, topic and details a reader would take from them: ${dev.length} in the dev set, written with the classifier, and ${held.length} in a blind set written apart from it before any tuning. ` +
      'The thresholds hold for both sets together; the blind set is also shown alone, held to no threshold of its own.',
    rows: [...scoreQuestions([...dev, ...held]), ...(held.length ? scoreQuestions(held, ' (blind set alone)', free) : [])],
  }
}
