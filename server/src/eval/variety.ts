import { cardReadingText } from '@tarot/content/card-reading'
import { cardText } from '@tarot/content/cards'
import { CARD_IDS, ORIENTATIONS } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import { BUNDLED_CATALOGUE, localizeSpread } from '@tarot/core/spreads'
import type { Interpreter } from '../services/interpreter/interpreter'
import { isNounPhrase } from '../services/interpreter/reader/noun-phrase'
import { CASES, type DrawnCase, drawsOf, EVAL_LANGUAGES, type EvalCase, seededDraw } from './cases'
import { readingText } from './engine'
import { normalizeSentence, prepare } from './rubric'
import type { EvalSection, SectionRow } from './sets'

/**
 * Variety across questions, not only across draws (issue 32, items 3, 5 and 6): the eval's cases read in all
 * their draws, plus the Fool's Journey (no case draws it) for two of each language's questions, and four rows:
 *
 * - frames across cases: a frame is a sentence with card names, position names, the case's option words and
 *   digits masked, of 6+ words (12+ Chinese characters), that is not the card texts' own words; a frame found
 *   in readings of 3 or more different questions of a language is a stock sentence. A reading passes when at
 *   most 5% of its frames are stock.
 * - relation passages: every line after the bottom line that names two or more drawn cards carries a word
 *   saying what one does to the other (softens, pulls against, deepens, carries on, 消解, 拉扯, 加深, 延续…).
 * - large spreads grouped: the twelve houses and the Fool's Journey have a heading per group (angular,
 *   succedent, cadent and the centre; the three rows), each followed by every card of its group and no other
 *   group's, and no sentence said in two groups.
 * - keyword slots: every card × orientation × language has at least two noun forms for the reader's keyword
 *   slots, and every one is a noun phrase by ../services/interpreter/reader/noun-phrase.ts.
 */

export const VARIETY_THRESHOLDS = { frames: 0.9, relationWords: 0.9, grouping: 0.9, keywords: 0.9 } as const
/** The most of a reading's frames that may be stock (in readings of FRAME_MIN_QUESTIONS or more questions). */
export const FRAME_MAX_SHARE = 0.05
export const FRAME_MIN_QUESTIONS = 3

/** Words that say what one card does to another. "Echo", 呼应 alone, 牵动 and "side by side" are not among them. */
export const RELATION_WORDS: Record<'en' | 'zh', RegExp> = {
  en: /\b(soften|ease|answer|resolv|pull(s|ing)? against|runs? into|push(es)? back|work(s)? against|undercut|checked|deepen|strengthen|backs? up|backing|reinforc|compound|doubl|carr(y|ies) (on|you|its|the)|continu|hands? .{1,40} on to|picked up|takes? (up|over)|leads? (into|from)|giving way|gives way|follows from|temper|sets the terms|steadie|counts double|colours|shapes how)/i,
  zh: /消解|接住|缓和|緩和|出口|拉扯|往回顶|往回頂|削弱|唱了反调|唱了反調|加重|撑了腰|撐腰|同一个方向|同一個方向|加深|加强|加強|叠加|疊加|接着|接著|延续|延續|接过|接過|回应|回應|接了下去|连在一起|連在一起|引向|转成|轉成|定了节奏|定下節奏|稳住|穩住|调和|調和|分量加倍|定下了调子|定下了調子/,
}

interface Read {
  input: DrawnCase
  text: string
}

const zh = (language: Language) => language !== 'en'
const minFrame = (sentence: string, language: Language) => (zh(language) ? (sentence.match(/\p{Script=Han}/gu) ?? []).length >= 12 : (sentence.match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? []).length >= 6)

const corpusCache = new Map<string, string>()
/** Everything the card texts say of a card, normalized: a sentence found in it is the card's own words, not a frame. */
function corpusOf(id: string, language: Language): string {
  const key = `${language}:${id}`
  let corpus = corpusCache.get(key)
  if (corpus === undefined) {
    const t = cardText(id, language)
    const r = cardReadingText(id, language)
    const sides = (pair: { upright: string; reversed: string } | undefined) => (pair ? [pair.upright, pair.reversed] : [])
    const parts = [
      ...(t ? [t.upright, t.reversed, ...sides(t.love), ...sides(t.career), ...sides(t.wealth), ...sides(t.advice)] : []),
      ...(r ? [...sides(r.study), ...sides(r.health), ...sides(r.bonds)] : []),
    ]
    corpus = parts.map(normalizeSentence).join(' | ')
    corpusCache.set(key, corpus)
  }
  return corpus
}

/** The reading's frames: its sentences with names, options and digits masked, stock-length and not card text. */
export function framesOf(input: DrawnCase, text: string): string[] {
  const p = prepare(input, text)
  let scan = p.scan
  for (const h of p.hits) scan = scan.slice(0, h.start) + '\u2063'.repeat(h.end - h.start) + scan.slice(h.end)
  const optionWords = [...(input.options?.[0] ?? []), ...(input.options?.[1] ?? [])].sort((a, b) => b.length - a.length)
  const frames: string[] = []
  for (const s of p.sentences) {
    if (s.heading) continue
    const raw = normalizeSentence(s.text)
    if (raw.length > 0 && input.cards.some((c) => corpusOf(c.id, input.language).includes(raw))) continue
    // Each card name is one run of U+2063 (invisible separator), which no reading contains.
    let masked = scan.slice(s.start, s.end).replace(/\u2063+/g, ' <card> ')
    for (const w of optionWords) masked = masked.split(w).join(' <option> ')
    masked = masked.replace(/\b(reversed|upright)\b|（逆位）|\(reversed\)/gi, ' ').replace(/\bthe\s+<card>/gi, '<card>')
    if (!minFrame(masked.replace(/<card>|<option>/g, ''), input.language)) continue
    frames.push(normalizeSentence(masked).replace(/\s+/g, ' '))
  }
  return frames
}

/** Lines after the bottom line naming two or more drawn cards: the passages that relate cards. */
export function relationLines(input: DrawnCase, text: string): string[] {
  const p = prepare(input, text)
  const lines: string[] = []
  let offset = 0
  const firstParagraphEnd = p.sentences.find((s) => s.paragraph > 0)?.start ?? p.body.length
  for (const line of p.body.split('\n')) {
    const start = offset
    offset += line.length + 1
    if (start < firstParagraphEnd || !line.trim() || /^\s*#/.test(line)) continue
    const named = new Set(p.hits.filter((h) => h.marked && h.start >= start && h.end <= start + line.length && p.drawn.has(h.id)).map((h) => h.id))
    if (named.size >= 2) lines.push(line.trim())
  }
  return lines
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)
/**
 * The groups a reader reads these spreads by, whatever the shapes say: the houses by what they do (angular
 * 1, 4, 7, 10; succedent 2, 5, 8, 11; cadent 3, 6, 9, 12; the centre), the Journey in its three rows of seven.
 */
export const MEANING_GROUPS: Readonly<Record<string, readonly (readonly number[])[]>> = {
  houses: [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11], [12]],
  fool: [range(0, 7), range(7, 14), range(14, 21)],
}

/** Why a large-spread reading is not grouped by meaning, or null when it is. */
export function groupingProblem(input: DrawnCase, text: string): string | null {
  const groups = MEANING_GROUPS[input.spreadId]
  const spread = localizeSpread(BUNDLED_CATALOGUE, input.spreadId, input.language)
  if (!groups || !spread) return 'no groups'
  const lower = (s: string) => (input.language === 'en' ? s.toLowerCase() : s)
  const names = spread.positions.map((pos) => lower(pos.name.replace(/’/g, "'")))
  const body = lower(text.replace(/’/g, "'"))
  // Sections: each heading with the text up to the next heading.
  const sections: { heading: string; text: string }[] = []
  for (const block of body.split(/\n(?=#{1,6}\s)/)) {
    const [first, ...rest] = block.split('\n')
    if (/^#{1,6}\s/.test(first ?? '')) sections.push({ heading: first!, text: rest.join('\n') })
  }
  const used = new Set<number>()
  const blocks: string[] = []
  for (const [g, group] of groups.entries()) {
    const others = groups.flatMap((other, k) => (k === g ? [] : other))
    // A position name inside another (Eleventh House contains no other name, but guard anyway): longest first.
    const at = sections.findIndex(
      (s, k) => !used.has(k) && group.every((i) => s.text.includes(names[i]!)) && !others.some((i) => s.text.includes(names[i]!) && !group.some((j) => names[j]!.includes(names[i]!))),
    )
    if (at < 0) return `group ${g + 1} (${group.map((i) => spread.positions[i]!.name).join(', ')}) has no heading of its own with all its cards`
    used.add(at)
    blocks.push(sections[at]!.text)
  }
  const seen = new Map<string, number>()
  for (const [g, block] of blocks.entries()) {
    for (const s of block.split(/(?<=[.!?。！？])\s*|\n/)) {
      const key = normalizeSentence(s)
      if (!minFrame(s, input.language)) continue
      const before = seen.get(key)
      if (before !== undefined && before !== g) return `a sentence said in two groups: "${s.trim().slice(0, 60)}"`
      seen.set(key, g)
    }
  }
  return null
}

/** Why a card side's noun forms would not fill a noun slot, or null. */
export function nounFormProblem(id: string, orientation: 'upright' | 'reversed', language: Language): string | null {
  // What fills a keyword slot: the card's noun forms, or (before there were any) its keywords.
  const nouns = cardReadingText(id, language)?.nouns?.[orientation] ?? cardText(id, language)?.keywords[orientation] ?? []
  if (nouns.length < 2) return `only ${nouns.length} noun form${nouns.length === 1 ? '' : 's'}`
  const bad = nouns.filter((n) => !isNounPhrase(n, language))
  return bad.length ? `not noun phrases: ${bad.join(', ')}` : null
}

const empty = () => Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, { passed: 0, total: 0 }])) as SectionRow['byLanguage']
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`

/** The Fool's Journey, read for two questions per language (the first reflection cases), two draws each. */
function journeyDraws(cases: readonly EvalCase[]): DrawnCase[] {
  return EVAL_LANGUAGES.flatMap((language) =>
    cases
      .filter((c) => c.language === language && c.kind === 'reflection' && c.tags.length === 0)
      .slice(0, 2)
      .flatMap((c) => [0, 1].map((draw): DrawnCase => ({ ...c, id: `${c.id}-fool`, spreadId: 'fool', draw, cards: seededDraw(`${c.id}#fool${draw}`, 21) }))),
  )
}

/** Reads every case's draws (and the Journey's) with the engine. */
export async function varietyReadings(interpreter: Interpreter, cases: readonly EvalCase[] = CASES): Promise<Read[]> {
  const inputs = [...cases.flatMap((c) => drawsOf(c)), ...journeyDraws(cases)]
  const out: Read[] = []
  for (const input of inputs) {
    const { text } = await readingText(interpreter, { question: input.question, language: input.language, spreadId: input.spreadId, cards: input.cards })
    out.push({ input, text })
  }
  return out
}

/** Stock frames per language: how many distinct frames were found in readings of 3+ different questions. */
export function stockFrames(reads: readonly Read[]): { byLanguage: Record<Language, { stock: number; frames: number }>; perRead: Map<Read, { stock: number; frames: number; example?: string }> } {
  const framesByRead = new Map<Read, string[]>()
  const questions = new Map<string, Set<string>>()
  for (const r of reads) {
    const frames = framesOf(r.input, r.text)
    framesByRead.set(r, frames)
    for (const f of frames) {
      const key = `${r.input.language}\u0000${f}`
      let set = questions.get(key)
      if (!set) questions.set(key, (set = new Set()))
      set.add(r.input.question)
    }
  }
  const byLanguage = Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, { stock: 0, frames: 0 }])) as Record<Language, { stock: number; frames: number }>
  for (const [key, set] of questions) {
    const language = key.split('\u0000')[0] as Language
    byLanguage[language].frames += 1
    if (set.size >= FRAME_MIN_QUESTIONS) byLanguage[language].stock += 1
  }
  const perRead = new Map<Read, { stock: number; frames: number; example?: string }>()
  for (const [r, frames] of framesByRead) {
    const stock = frames.filter((f) => (questions.get(`${r.input.language}\u0000${f}`)?.size ?? 0) >= FRAME_MIN_QUESTIONS)
    perRead.set(r, { stock: stock.length, frames: frames.length, ...(stock[0] ? { example: stock[0] } : {}) })
  }
  return { byLanguage, perRead }
}

/** The section's rows from readings already made (so a test can read once and check each row). */
export function varietyRows(reads: readonly Read[]): SectionRow[] {
  const frames: SectionRow = {
    criterion: 'frames across cases',
    threshold: VARIETY_THRESHOLDS.frames,
    explanation: `At most ${pct(FRAME_MAX_SHARE)} of a reading's frames (names and digits masked, 6+ words or 12+ Chinese characters) appear in readings of ${FRAME_MIN_QUESTIONS}+ different questions.`,
    byLanguage: empty(),
    failures: [],
  }
  const relationWords: SectionRow = {
    criterion: 'relation passages say what one card does',
    threshold: VARIETY_THRESHOLDS.relationWords,
    explanation: 'Each line after the bottom line that names two or more drawn cards carries a relation word (softens, pulls against, deepens, carries on, 消解, 拉扯, 加深, 延续…).',
    byLanguage: empty(),
    failures: [],
  }
  const grouping: SectionRow = {
    criterion: 'large spreads grouped by meaning',
    threshold: VARIETY_THRESHOLDS.grouping,
    explanation: "Twelve houses and the Fool's Journey: a heading per group (angular, succedent, cadent, centre; three rows), every card under its group's heading, no sentence in two groups.",
    byLanguage: empty(),
    failures: [],
  }
  const keywords: SectionRow = {
    criterion: 'keyword slots take noun phrases',
    threshold: VARIETY_THRESHOLDS.keywords,
    explanation: 'Every card × orientation has at least two noun forms for keyword slots, each a noun phrase by the grammar check (no verb or adjective keyword such as 犹豫不决 or "stuck").',
    byLanguage: empty(),
    failures: [],
  }

  const { perRead } = stockFrames(reads)
  for (const r of reads) {
    const l = r.input.language
    const id = `${r.input.id}#${r.input.draw}`
    const f = perRead.get(r)!
    frames.byLanguage[l].total += 1
    if (f.frames === 0 || f.stock / f.frames <= FRAME_MAX_SHARE) frames.byLanguage[l].passed += 1
    else frames.failures.push(`${id}: ${f.stock}/${f.frames} frames stock, e.g. "${f.example?.slice(0, 80)}"`)

    for (const line of relationLines(r.input, r.text)) {
      relationWords.byLanguage[l].total += 1
      if (RELATION_WORDS[zh(l) ? 'zh' : 'en'].test(line)) relationWords.byLanguage[l].passed += 1
      else relationWords.failures.push(`${id}: no relation word in "${line.slice(0, 90)}"`)
    }

    if (r.input.spreadId === 'houses' || r.input.spreadId === 'fool') {
      grouping.byLanguage[l].total += 1
      const problem = groupingProblem(r.input, r.text)
      if (problem) grouping.failures.push(`${id}: ${problem}`)
      else grouping.byLanguage[l].passed += 1
    }
  }
  for (const language of EVAL_LANGUAGES) {
    for (const id of CARD_IDS) {
      for (const orientation of ORIENTATIONS) {
        keywords.byLanguage[language].total += 1
        const problem = nounFormProblem(id, orientation, language)
        if (problem) keywords.failures.push(`${language} ${id} ${orientation}: ${problem}`)
        else keywords.byLanguage[language].passed += 1
      }
    }
  }
  return [frames, relationWords, grouping, keywords]
}

export async function varietySection(interpreter: Interpreter): Promise<EvalSection> {
  const reads = await varietyReadings(interpreter)
  return {
    id: 'variety',
    title: 'Variety across questions',
    description:
      "Every case's four draws and the Fool's Journey for two questions per language, read by the engine: stock sentence frames across different questions, whether passages relating cards say what one does to the other, whether the twelve houses and the Journey are read by their groups, and whether every card's keyword forms can stand in a noun slot.",
    rows: varietyRows(reads),
  }
}
