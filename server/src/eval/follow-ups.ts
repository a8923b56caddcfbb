import { cardText } from '@tarot/content/cards'
import type { Language } from '@tarot/core/language'
import { screenFollowUp } from '@tarot/core/question-check'
import type { ChatTurn, Interpreter } from '../services/interpreter/interpreter'
import { followUpPhrasesFor } from '../services/interpreter/reader/phrases/follow-up'
import { EVAL_LANGUAGES } from './cases'
import { readingText } from './engine'
import { FOLLOW_UP_CASES } from './follow-up-set'
import type { EvalSection, FollowUpCase, SectionRow } from './sets'

/**
 * The follow-up section of the eval: for each case, the reading is written, the earlier follow-ups are answered in
 * order, then the message; the answer is scored for what a reader in conversation would do (issue 32, item 4). The
 * scorer reads the answer as text only, so it scores the configured model the same way as the built-in reader.
 */

/** Least pass rates, per language. The asides row is the exception: it asks that at most half the answers carry one. */
export const FOLLOW_UP_THRESHOLDS = { answers: 0.9, topic: 0.9, pasted: 0.9, openings: 0.9, asides: 0.5 } as const

const isChinese = (language: Language) => language !== 'en'

/** Sentences, with their closing punctuation. */
function sentencesOf(text: string): string[] {
  return (text.match(/[^。！？.!?\n]+[。！？.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean)
}

const squash = (text: string) => text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase()

/** Long enough that repeating it reads as pasting: 20 characters in Chinese, 8 words in English. */
function long(sentence: string, language: Language): boolean {
  return isChinese(language) ? Array.from(squash(sentence)).length >= 20 : sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 8
}

/** The first long sentence of `answer` that the earlier text already holds, or null. */
export function pastedSentence(answer: string, earlier: string, language: Language): string | null {
  const said = squash(earlier)
  return sentencesOf(answer).find((s) => long(s, language) && said.includes(squash(s))) ?? null
}

/** How an answer opens: its first four words, or its first six characters. */
export function openingKey(answer: string, language: Language): string {
  const text = answer.trim()
  if (isChinese(language)) return Array.from(squash(text)).slice(0, 6).join('')
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ')
}

const ROMANCE: Record<Language, RegExp> = {
  en: /\b(?:romance|romantic|lovers?|dating|date night|(?:go|going|went) on a date|a date with|crush|boyfriend|girlfriend|soulmate|flirt\w*|love life|sweetheart|old flame)\b/i,
  'zh-Hans': /恋爱|恋人|情人|约会|暧昧|男朋友|女朋友|伴侣|心动|复合|前任|旧情|桃花|对象/,
  'zh-Hant': /戀愛|戀人|情人|約會|曖昧|男朋友|女朋友|伴侶|心動|復合|前任|舊情|桃花|對象/,
}
const IF: Record<Language, RegExp> = { en: /\bif\b/i, 'zh-Hans': /如果|要是|假如|若是/, 'zh-Hant': /如果|要是|假如|若是/ }
const IS_NOT: Record<Language, RegExp> = {
  en: /\bis\b[^.?!]*\bnot\b|\bnot\b[^.?!]*\bis\b|\bisn['’]t\b|\brather than\b/i,
  'zh-Hans': /不是|并不是|并非|而不是|不代表|不等于/,
  'zh-Hant': /不是|並不是|並非|而不是|不代表|不等於/,
}
const PROFESSIONAL: Record<Language, RegExp> = {
  en: /\b(?:doctor|physio\w*|GP|physician|specialist|nurse|clinic)\b/i,
  'zh-Hans': /医生|医师|康复|理疗|治疗师|医院|门诊/,
  'zh-Hant': /醫師|醫生|復健|物理治療|治療師|醫院|門診/,
}

/** A card's name as the answer would write it (English without its article). */
function nameOf(id: string, language: Language): string {
  return cardText(id, language)!.name.replace(/^The /, '')
}

/** An action as written, or its -ing form ("sign up" / "signing up"). */
function usesAction(answer: string, action: string, language: Language): boolean {
  if (isChinese(language)) return answer.includes(action)
  const [first = '', ...rest] = action.toLowerCase().split(/\s+/)
  const stem = first.replace(/e$/, '')
  const tail = rest.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')
  const forms = `(?:${first}|${stem}(?:ing|${stem.at(-1)}ing))`
  return new RegExp(`\\b${forms}${tail ? `\\s+${tail}` : ''}\\b`, 'i').test(answer)
}

/** A recall or invite line of the built-in reader's bank, or a common way of saying the same. */
function hasAside(answer: string, language: Language): boolean {
  const f = followUpPhrasesFor(language)
  if (f.invite.some((line) => answer.includes(line))) return true
  const recalled = f.recall.some((frame) => {
    const [before = '', after = ''] = frame('\u0000').split('\u0000')
    return (before.length >= 3 && answer.includes(before)) || (after.length >= 4 && answer.includes(after))
  })
  return recalled || /\b(?:as the reading (?:said|put it)|feel free to ask|ask me about any)\b|如前面所说|欢迎继续问|歡迎繼續問/i.test(answer)
}

async function answerOf(interpreter: Interpreter, c: FollowUpCase, interpretation: string, history: ChatTurn[], message: string): Promise<string> {
  let text = ''
  const controller = new AbortController()
  for await (const piece of interpreter.followUp({ question: c.question, language: c.language, spreadId: c.spreadId, cards: c.cards, interpretation, history, message }, controller.signal))
    text += piece
  return text.trim()
}

export interface Conversation {
  c: FollowUpCase
  interpretation: string
  /** The answers to `earlier`, then to `message` (null when the screen declined it, as the chat would before any engine runs). */
  answers: (string | null)[]
}

async function converse(interpreter: Interpreter, c: FollowUpCase): Promise<Conversation> {
  const { text: interpretation } = await readingText(interpreter, { question: c.question, language: c.language, spreadId: c.spreadId, cards: c.cards })
  const history: ChatTurn[] = []
  const answers: (string | null)[] = []
  for (const message of [...(c.earlier ?? []), c.message]) {
    // Declined before any engine runs, as the chat does: off-topic requests, and for an off-topic case any verdict of the screen.
    const screen = screenFollowUp(message).kind
    if (screen === 'off_topic' || (message === c.message && c.expect === 'off_topic' && screen !== 'ok')) {
      answers.push(null)
      continue
    }
    const answer = await answerOf(interpreter, c, interpretation, history, message)
    answers.push(answer)
    history.push({ message, answer })
  }
  return { c, interpretation, answers }
}

/** Whether the last answer does what the case asks; the reason when it does not. */
function answersIt(conv: Conversation): string | null {
  const { c } = conv
  const answer = conv.answers[conv.answers.length - 1] ?? null
  const l = c.language
  if (c.expect === 'off_topic') {
    if (answer === null) return null
    const paragraphs = answer.split(/\n\s*\n/).filter((p) => p.trim())
    if (paragraphs.length > 1) return `declines in ${paragraphs.length} paragraphs`
    if (isChinese(l) ? Array.from(answer).length > 120 : answer.split(/\s+/).length > 45) return 'declines at length'
    const named = c.cards.find((card) => answer.includes(nameOf(card.id, l)))
    return named ? `answers the off-topic request from ${named.id}` : null
  }
  if (answer === null) return 'the screen declined a follow-up about the reading'
  if (c.expect === 'decision') {
    if (!IF[l].test(answer)) return 'no conditional lean (if / 如果)'
    const actions = c.action ?? []
    if (actions.length > 0 && !actions.some((a) => usesAction(answer, a, l))) return `none of the asker's action words (${actions.join(' / ')})`
    return null
  }
  if (c.expect === 'card') return c.card && !answer.toLowerCase().includes(nameOf(c.card, l).toLowerCase()) ? `does not name ${c.card}` : null
  if (c.expect === 'detail') return (c.detail ?? []).some((d) => answer.toLowerCase().includes(d.toLowerCase())) ? null : `none of the detail's words (${(c.detail ?? []).join(' / ')})`
  // Fear: the card, what it is and is not, and a professional for the body.
  if (c.card && !answer.toLowerCase().includes(nameOf(c.card, l).toLowerCase())) return `does not name ${c.card}`
  if (!IS_NOT[l].test(answer)) return 'no "is / is not" contrast'
  if (c.body && !PROFESSIONAL[l].test(answer)) return 'no word about seeing a doctor or physiotherapist'
  return null
}

function emptyRow(criterion: string, threshold: number, explanation: string): SectionRow {
  return { criterion, threshold, explanation, byLanguage: Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, { passed: 0, total: 0 }])) as SectionRow['byLanguage'], failures: [] }
}

function count(row: SectionRow, language: Language, failure: string | null, id: string): void {
  row.byLanguage[language].total += 1
  if (failure) row.failures.push(`${id}: ${failure}`)
  else row.byLanguage[language].passed += 1
}

/** Scores conversations already had (the test reuses them). */
export function scoreFollowUps(conversations: readonly Conversation[]): SectionRow[] {
  const t = FOLLOW_UP_THRESHOLDS
  const answers = emptyRow(
    'answers what was asked',
    t.answers,
    'decision: a conditional lean (if / 如果 / 要是) in one of the asker’s action words; card: names the card; detail: uses the detail’s words; fear: names the card, says what it is and is not, and for the body suggests a doctor or physiotherapist; off-topic: declined by the screen, or by the engine in one short paragraph that reads no card',
  )
  const topic = emptyRow('topic kept', t.topic, 'no romance words (lover, dating, 恋人, 约会, 对象…) in an answer whose reading is not about love, whatever pronoun the follow-up uses')
  const pasted = emptyRow('nothing pasted', t.pasted, 'no sentence of 20+ characters (Chinese) or 8+ words (English) of the answer appears in the reading or in an earlier answer')
  const openings = emptyRow(
    'openings distinct',
    t.openings,
    'the answer does not open (first four words / six characters) the way an earlier answer in the conversation did; cases with earlier turns only',
  )
  const asides = emptyRow('recall and invite occasional', t.asides, 'answers without a recall quote or invite line; at most half of the answers may carry one, so this row’s threshold is 50%')
  for (const conv of conversations) {
    const { c, interpretation } = conv
    const l = c.language
    count(answers, l, answersIt(conv), c.id)
    const given = conv.answers.filter((a): a is string => a !== null)
    const last = conv.answers[conv.answers.length - 1]
    if (last === null || last === undefined) continue
    if (c.topic !== 'love') {
      // A drawn card's name (the Lovers, 恋人) is not romance talk.
      const unnamed = c.cards.reduce((text, card) => text.split(cardText(card.id, l)!.name.replace(/^The /, '')).join(' '), last)
      const word = unnamed.match(ROMANCE[l])?.[0]
      count(topic, l, word ? `romance word "${word}" on a ${c.topic} reading` : null, c.id)
    }
    const before = given.slice(0, -1)
    const copy = pastedSentence(last, [interpretation, ...before].join('\n'), l)
    count(pasted, l, copy ? `repeats "${copy.slice(0, 60)}"` : null, c.id)
    if (before.length > 0) {
      const key = openingKey(last, l)
      count(openings, l, before.some((b) => openingKey(b, l) === key) ? `opens like an earlier answer ("${key}")` : null, c.id)
    }
    for (const [i, a] of given.entries()) count(asides, l, hasAside(a, l) ? `answer ${i + 1} carries a recall or invite line` : null, c.id)
  }
  return [answers, topic, pasted, openings, asides]
}

export async function followUpConversations(interpreter: Interpreter, cases: readonly FollowUpCase[]): Promise<Conversation[]> {
  const out: Conversation[] = []
  for (const c of cases) out.push(await converse(interpreter, c))
  return out
}

export async function followUpSection(interpreter: Interpreter, cases: readonly FollowUpCase[] = FOLLOW_UP_CASES): Promise<EvalSection> {
  const conversations = await followUpConversations(interpreter, cases)
  return {
    id: 'follow-ups',
    title: 'Follow-ups',
    description:
      'Each case is a reading and a conversation about it: the reading is written, the earlier follow-ups are answered in order, then the message, which asks for a decision, about a card or a detail, voices a fear, or asks for something other than the reading. Off-topic messages go through the chat’s screen first, as in the app. The set was written blind, apart from the reader’s code.',
    rows: scoreFollowUps(conversations),
  }
}
