import { cardText } from '@tarot/content/cards'
import type { CardFact, ReadingFacts } from '@tarot/core/reading/facts'
import { readingSeed } from '@tarot/core/reading/facts'
import { BUNDLED_CATALOGUE, localizeSpread } from '@tarot/core/spreads'
import { type QuestionTopic, understandQuestion } from '@tarot/core/reading/question-intent'
import type { FollowUpInput } from '../interpreter'
import { adviceReading, essenceOf, sentences, topicReading } from './card-words'
import { factsFor } from './compose-reading'
import { phrasesFor } from './phrases'
import type { CardRef, FollowUpParams, ReaderPhrases } from './phrases/types'
import { variation } from './variation'

/**
 * The built-in reader's answer to a follow-up: it works out what the follow-up
 * asks (a card or position, a decision, what to do, when, the other person, or
 * something unrelated to the reading), answers from the cards that speak to it,
 * points back to what the reading said, and never gives the same answer twice
 * in one conversation.
 */

const ORDINALS_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']
const ORDINALS_CN = '一二三四五六七八九十'

// Requests that have nothing to do with a tarot reading, whatever else they say.
const UNRELATED = /\b(?:poem|poetry|recipe|weather|translate|translation|code|program|homework|essay|capital of|stock price|news|joke|math)\b|写.{0,10}诗|寫.{0,10}詩|写.{0,10}(?:作文|代码|程序)|寫.{0,10}(?:作文|程式)|天气|天氣|翻译|翻譯|代码|程式碼|作业|作業|食谱|食譜|新闻|新聞|笑话|笑話|首都/i
// Words that point back at the reading or at the asker: a follow-up with none of them, and no card, is about something else.
const ABOUT_READING = /牌|解读|解讀|我|你|这|這|那|它|他|她|还有|還有|再|更多|什么|什麼|时候|時候|怎么|怎麼|为什么|為什麼|会不会|會不會|吗|嗎|呢|\b(?:card|cards|reading|spread|this|that|it|me|my|i|mean|means|why|should|what|how|when|he|she|they|them|else|more|another|again)\b/i
// "What should I do?" asks for the next step, not for a yes or no.
const NEXT_STEP = /\bwhat (?:should|can|could) i do\b|\bwhat(?:'s| is) my next step\b|怎么办|怎麼辦|该怎么做|該怎麼做|该做什么|該做什麼|下一步/i
const ANOTHER_PERSON = /他|她|对方|對方|\b(?:he|she|they|him|her|them)\b/i
const DECISION = /该不该|該不該|要不要|应不应该|應不應該|还是|還是|\bshould i\b|\bor\b.*\?|\bshall i\b/i

function cardsNamed(input: FollowUpInput, names: string[], positions: string[]): number[] {
  const m = input.message.toLowerCase()
  const picked = new Set<number>()
  names.forEach((name, i) => {
    const plain = name.toLowerCase().replace(/^the /, '')
    if (plain && m.includes(plain)) picked.add(i)
  })
  positions.forEach((name, i) => {
    if (name && name.length >= 2 && m.includes(name.toLowerCase())) picked.add(i)
  })
  for (const match of m.matchAll(/第\s*([0-9]{1,2}|[一二三四五六七八九十])\s*[张張个個]|\bcard\s*#?([0-9]{1,2})\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+card\b/g)) {
    const raw = match[1] ?? match[2]
    const n = match[3] ? ORDINALS_EN.indexOf(match[3]) + 1 : raw && /[0-9]/.test(raw) ? Number(raw) : ORDINALS_CN.indexOf(raw ?? '') + 1
    if (n >= 1 && n <= names.length) picked.add(n - 1)
  }
  return [...picked].sort((a, b) => a - b)
}

/** The reading's own sentence about a card, to point back to, if it has one. */
function recalled(interpretation: string, cardName: string, p: ReaderPhrases): string | null {
  const plain = cardName.replace(/^the /i, '')
  // Headings and the "Position · Card" lines are the reading's layout, not what it said.
  const said = interpretation
    .split('\n')
    .filter((line) => !line.startsWith('#') && !line.includes(' · '))
    .join('\n')
  const hit = sentences(said).find((s) => s.includes(plain) && s.length <= 160)
  if (!hit) return null
  // The bottom line's lead-in ("In short:") belongs to the reading's layout, not to what it said.
  const lead = p.inShort.find((prefix) => hit.startsWith(prefix.trim()))
  const quote = lead ? hit.slice(lead.trim().length).trim() : hit
  return p.capitalize(quote)
}

function byRole(facts: ReadingFacts, roles: CardFact['role'][]): CardFact | undefined {
  for (const role of roles) {
    const hit = facts.cards.find((c) => c.role === role)
    if (hit) return hit
  }
  return undefined
}

function shorten(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}

type Mode = 'unrelated' | 'cards' | 'decision' | 'nextStep' | 'timing' | 'otherPerson' | 'general'

export function composeFollowUp(input: FollowUpInput): string[] {
  const { language } = input
  const p: ReaderPhrases = phrasesFor(language)
  const facts = factsFor(input)
  const names = input.cards.map((c) => cardText(c.id, language)!.name)
  const refs: CardRef[] = facts.cards.map((c) => ({ card: p.cardName(names[c.index]!, c.reversed), essence: essenceOf(c.id, language, c.reversed), position: '' }))
  const message = input.message.trim()
  const asked = understandQuestion(message)
  const positions = localizeSpread(input.catalogue ?? BUNDLED_CATALOGUE, input.spreadId, language)?.positions.map((position) => position.name) ?? []
  const named = cardsNamed(input, names, positions)

  let mode: Mode
  if (named.length > 0) mode = 'cards'
  else if (UNRELATED.test(message) || !ABOUT_READING.test(message)) mode = 'unrelated'
  else if (NEXT_STEP.test(message) || asked.kind === 'how_to') mode = 'nextStep'
  // "Will he reach out first?" is about the other person, whatever its grammar: the cards speak of the connection, not of their next move.
  else if (asked.kind === 'other_person' || ((asked.kind === 'yes_no' || asked.kind === 'timing') && ANOTHER_PERSON.test(message))) mode = 'otherPerson'
  else if (DECISION.test(message) || asked.kind === 'choice' || asked.kind === 'yes_no') mode = 'decision'
  else if (asked.kind === 'timing') mode = 'timing'
  else mode = 'general'

  // A new turn gets new wording, and the same question asked again gets a different way in.
  const turn = input.history.length
  const v = variation(readingSeed([input.question, message, String(turn)]))
  const topicKey: QuestionTopic = asked.topic !== 'self' ? asked.topic : facts.intent.topic
  const topic = p.topic[topicKey]
  const earlier = new Set(input.history.map((h) => h.answer))

  if (mode === 'unrelated') return [v.pick('fu.unrelated', p.followUp.unrelated)]

  let focus: CardFact[]
  switch (mode) {
    case 'cards':
      focus = named.slice(0, 3).map((i) => facts.cards[i]!)
      break
    case 'decision': {
      const sorted = [...facts.cards].sort((a, b) => b.valence - a.valence || a.index - b.index)
      focus = sorted.length > 1 ? [sorted[0]!, sorted[sorted.length - 1]!] : [sorted[0]!, sorted[0]!]
      break
    }
    case 'nextStep':
      focus = [facts.cards[facts.adviceFrom]!]
      break
    case 'timing':
      focus = [byRole(facts, ['future', 'outcome', 'phase', 'focus']) ?? facts.cards[facts.hinge]!]
      break
    case 'otherPerson':
      focus = [byRole(facts, ['other', 'bond', 'environment']) ?? facts.cards[facts.lead[0]!]!]
      break
    default: {
      // Cards not yet talked about in this conversation come first, so each answer adds something.
      const fresh = facts.cards.filter((c) => !input.history.some((h) => h.answer.includes(names[c.index]!.replace(/^The /, ''))))
      const pool = fresh.length > 0 ? fresh : facts.cards
      focus = [...new Set([pool[turn % pool.length]!, pool[(turn + 1) % pool.length]!])].slice(0, 2)
    }
  }

  const params: FollowUpParams = { message: shorten(message, 40), cards: focus.map((c) => refs[c.index]!), topic, ...(asked.options ? { options: asked.options } : {}) }
  const opener = {
    cards: p.followUp.aboutCards,
    decision: p.followUp.decision,
    nextStep: p.followUp.nextStep,
    timing: p.followUp.timing,
    otherPerson: p.followUp.otherPerson,
    general: p.followUp.general,
  }[mode]

  const compose = (shift: number): string[] => {
    const w = shift === 0 ? v : variation(readingSeed([input.question, message, String(turn), String(shift)]))
    const paragraphs = [w.pick(`fu.${mode}`, opener)(params)]
    const distinct = [...new Map(focus.map((c) => [c.index, c])).values()]
    distinct.forEach((card, k) => {
      // Alternate between the card's reading for the topic and its advice, so a card asked about twice says something new.
      const reading = (shift + k) % 2 === 0 || mode === 'nextStep' ? (mode === 'nextStep' ? adviceReading(card.id, language, card.reversed, '') : topicReading(card.id, language, topicKey, card.reversed)) : adviceReading(card.id, language, card.reversed, '')
      paragraphs.push(`${p.capitalize(refs[card.index]!.card)}${language === 'en' ? ': ' : '：'}${reading}`)
    })
    const quote = recalled(input.interpretation, names[focus[0]!.index]!, p)
    if (quote) paragraphs.push(w.pick('fu.recall', p.followUp.recall)(quote))
    paragraphs.push(w.pick('fu.invite', p.followUp.invite))
    return paragraphs
  }
  for (let shift = 0; shift < 4; shift++) {
    const answer = compose(shift)
    if (!earlier.has(answer.join('\n\n'))) return answer
  }
  return compose(4)
}
