import { cardText } from '@tarot/content/cards'
import { CARD_IDS, ORIENTATIONS } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import type { PositionSubject } from '@tarot/core/reading/roles'
import { BUNDLED_CATALOGUE, localizeSpread, positionSubjects, spreadIds } from '@tarot/core/spreads'
import type { Interpreter } from '../services/interpreter/interpreter'
import { type DrawnCard, EVAL_LANGUAGES } from './cases'
import { readingText } from './engine'
import type { EvalSection, SectionRow } from './sets'

/**
 * Another person's place (issue 34, item 7: 对方的感受 · 圣杯二（逆位） said 关系失衡先发生在你心里): every position a
 * spread marks as someone else's (`about` in packages/core/data/spreads.json: their feelings, how they see you,
 * what they need, a partner's part, what an interviewer looks for, the people around you) is read with every card
 * in both orientations, and what the reading says in that place must never make the asker the one who feels it
 * (你心里, 你的感受, 问问自己, "you feel", "your heart", "ask yourself"…). The built-in reader reads every card in
 * every such place; a model reads two draws per spread and language.
 */

export const PERSPECTIVE_THRESHOLD = 1

/** Words that make the asker the one who feels: said in another person's place, they read that person's card as the asker's. */
export const ASKER_AS_FEELER: Record<'en' | 'zh', RegExp> = {
  zh: /你(?:的)?心[里裡中头頭]|你(?:的)?[内內]心|你的感受|你的情[绪緒]|你(?:所)?(?:觉|覺)得|你感到|你感[觉覺]|你在乎|你害怕|你[担擔]心|你渴望|此刻的你|[问問][问問]自己/,
  en: /\byou(?: might| may)? (?:feel|are feeling|sense|fear|long for|crave)\b|\byour (?:own )?(?:feelings?|heart|emotions?|inner)\b|\bask yourself\b|\b(?:within|inside) you\b/i,
}

/** A spread's places that are someone else's, with whose they are. */
export function otherSeats(spreadId: string): { index: number; about: Exclude<PositionSubject, 'asker'> }[] {
  return (positionSubjects(BUNDLED_CATALOGUE, spreadId) ?? []).flatMap((about, index) => (about === 'asker' ? [] : [{ index, about }]))
}

/** The spreads with a place that is someone else's, in catalogue order. */
export function spreadsWithOthers(): string[] {
  return spreadIds(BUNDLED_CATALOGUE).filter((id) => otherSeats(id).length > 0)
}

const QUESTIONS: Record<'love' | 'career' | 'general', Record<Language, string>> = {
  love: { 'zh-Hans': '他现在对我是什么感觉？', 'zh-Hant': '他現在對我是什麼感覺？', en: 'How does he feel about me right now?' },
  career: { 'zh-Hans': '下周的面试，对方会看重什么？', 'zh-Hant': '下週的面試，對方會看重什麼？', en: 'What will the panel look for in next week’s interview?' },
  general: { 'zh-Hans': '搬去新城市这件事，接下来会怎样？', 'zh-Hant': '搬去新城市這件事，接下來會怎樣？', en: 'How will the move to a new city go from here?' },
}

function questionFor(spreadId: string, language: Language): string {
  return (spreadId === 'interview' ? QUESTIONS.career : spreadId === 'horse' ? QUESTIONS.general : QUESTIONS.love)[language]
}

const SIDES = CARD_IDS.flatMap((id) => ORIENTATIONS.map((orientation): DrawnCard => ({ id, orientation })))

/**
 * Draw k of a spread: the k-th card side (of 156) in its first place that is someone else's, the next sides in its
 * other such places, and the rest of the deck in order after them, so every card side sits in every such place once.
 */
export function perspectiveDraw(spreadId: string, k: number): DrawnCard[] {
  const count = localizeSpread(BUNDLED_CATALOGUE, spreadId, 'en')!.positions.length
  const seats = otherSeats(spreadId).map((s) => s.index)
  const cards: (DrawnCard | undefined)[] = Array.from({ length: count }, () => undefined)
  const used = new Set<string>()
  seats.forEach((seat, j) => {
    // Sides two apart are different cards, so the places never hold the same card.
    const side = SIDES[(k + 2 * j) % SIDES.length]!
    cards[seat] = side
    used.add(side.id)
  })
  let next = Math.floor(k / 2) + 11
  for (let i = 0; i < count; i++) {
    if (cards[i]) continue
    while (used.has(CARD_IDS[next % CARD_IDS.length]!)) next++
    const id = CARD_IDS[next % CARD_IDS.length]!
    used.add(id)
    cards[i] = { id, orientation: (next + i) % 3 === 0 ? 'reversed' : 'upright' }
  }
  return cards as DrawnCard[]
}

/**
 * What a reading says in a place that is someone else's while making the asker the one who feels: each sentence,
 * read in order, belongs to the place last named in its paragraph (a sentence naming the asker's own place too is
 * nobody's alone and is passed over), and the sentences of another's place are searched with the place names
 * taken out. One entry per offending sentence: the place and the sentence.
 */
export function askerVoiceInOtherSeats(spreadId: string, language: Language, text: string, cards: readonly DrawnCard[] = []): { seat: string; sentence: string }[] {
  const spread = localizeSpread(BUNDLED_CATALOGUE, spreadId, language)
  if (!spread) return []
  const others = new Set(otherSeats(spreadId).map((s) => s.index))
  // Names as a reading writes them (English title case, so "other people" in a sentence is not the place Other People).
  const fold = (s: string) => s.replace(/’/g, "'")
  const bare = (name: string) => fold(name).replace(/^The /, '')
  const names = spread.positions.map((p, index) => ({ index, name: bare(p.name) })).sort((a, b) => b.name.length - a.name.length)
  // The drawn cards' names, longest first, each with the place it lies in, and the suits (a pattern across the draw).
  const cardNames = cards.map((c, index) => ({ index, name: bare(cardText(c.id, language)?.name ?? c.id) })).sort((a, b) => b.name.length - a.name.length)
  const suits = language === 'en' ? /\b(?:Wands|Cups|Swords|Pentacles|majors?)\b/i : /权杖|權杖|圣杯|聖杯|宝剑|寶劍|星币|星幣|大阿尔卡那|大阿爾克那/
  const voice = ASKER_AS_FEELER[language === 'en' ? 'en' : 'zh']
  const found: { seat: string; sentence: string }[] = []
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current: number | null = null
    for (const raw of paragraph.split(/(?<=[。！？.!?])\s*|\n/)) {
      const sentence = raw.trim()
      if (!sentence) continue
      let rest = fold(sentence)
      const named: number[] = []
      for (const { index, name } of names) {
        if (!rest.includes(name)) continue
        named.push(index)
        rest = rest.split(name).join(' ')
      }
      if (named.length) current = named.every((i) => others.has(i)) ? named[0]! : named.some((i) => others.has(i)) ? null : named[0]!
      else {
        // A sentence naming a card of another place (a relation, a pattern across the draw) is no longer this place's alone.
        let scan = rest
        const lying: number[] = []
        for (const { index, name } of cardNames) {
          if (!scan.includes(name)) continue
          lying.push(index)
          scan = scan.split(name).join(' ')
        }
        if (lying.some((i) => i !== current) || suits.test(scan)) current = null
      }
      if (current !== null && others.has(current) && voice.test(rest.replace(/the people around you|身边的人|身邊的人/gi, ' '))) found.push({ seat: spread.positions[current]!.name, sentence })
    }
  }
  return found
}

const empty = () => Object.fromEntries(EVAL_LANGUAGES.map((l) => [l, { passed: 0, total: 0 }])) as SectionRow['byLanguage']

/** Reads the draws and scores the row: one item per reading and place that is someone else's. */
export async function perspectiveRows(interpreter: Interpreter, drawsPerSpread = interpreter.name === 'offline' ? SIDES.length : 2): Promise<SectionRow[]> {
  const row: SectionRow = {
    criterion: 'a card in another’s place speaks of them',
    threshold: PERSPECTIVE_THRESHOLD,
    explanation:
      'Every place a spread marks as someone else’s (their feelings, how they see you, what they need, a partner’s part, the people around you), with every card upright and reversed: no sentence there makes the asker the one who feels it (你心里, 你的感受, 问问自己, “you feel”, “your heart”, “ask yourself”).',
    byLanguage: empty(),
    failures: [],
  }
  for (const spreadId of spreadsWithOthers()) {
    const seats = otherSeats(spreadId)
    for (const language of EVAL_LANGUAGES) {
      for (let k = 0; k < drawsPerSpread; k++) {
        const cards = perspectiveDraw(spreadId, Math.floor((k * SIDES.length) / drawsPerSpread))
        const { text } = await readingText(interpreter, { question: questionFor(spreadId, language), language, spreadId, cards })
        const offending = askerVoiceInOtherSeats(spreadId, language, text, cards)
        for (const seat of seats) {
          const name = localizeSpread(BUNDLED_CATALOGUE, spreadId, language)!.positions[seat.index]!.name
          const here = offending.filter((o) => o.seat === name)
          row.byLanguage[language].total += 1
          if (here.length === 0) row.byLanguage[language].passed += 1
          else row.failures.push(`${language} ${spreadId} ${name} · ${cards[seat.index]!.id} ${cards[seat.index]!.orientation}: "${here[0]!.sentence.slice(0, 90)}"`)
        }
      }
    }
  }
  return [row]
}

export async function perspectiveSection(interpreter: Interpreter): Promise<EvalSection> {
  return {
    id: 'perspective',
    title: 'Another person’s place',
    description:
      'The spreads with a place that is someone else’s (the relationship spreads’ their feelings, how they see you and what they need, a partner’s part, the interview’s what they look for, the Horseshoe’s other people), read with every card upright and reversed in each such place (a model: two draws per spread and language): what the reading says there is of that person, never the asker’s own feelings.',
    rows: await perspectiveRows(interpreter),
  }
}
