import { cardText } from '@tarot/content/cards'
import type { Language } from '@tarot/core/language'
import { BUNDLED_CATALOGUE, localizeSpread } from '@tarot/core/spreads'
import type { FollowUpInput } from './interpreter'
import { factsFor } from './reader/compose-reading'

/**
 * What a follow-up is told about its reading, instead of the reading's full facts:
 * the question, the bottom line (the reading's first paragraph), for every position
 * the sentences of the reading that name that position's card (those that also name
 * the position, or no other card, first), and the advice step (the sentences with the
 * step, from the paragraph of the card the advice came from when it has one). All of
 * it within a character budget, shared out so a 21-card reading still fits.
 */

/** The summary's budget in characters: the bottom line and the advice get a share each, the cards split the rest. */
export const SUMMARY_CHARS: Record<'en' | 'zh', number> = { en: 2_800, zh: 1_300 }
const CARD_CHARS: Record<'en' | 'zh', [number, number]> = { en: [80, 400], zh: [40, 200] }

/** A sentence that offers a step to take. */
const STEP: Record<'en' | 'zh', RegExp> = {
  en: /\b(?:this week|today|tomorrow|try|start|begin|step|choose|pick|write|take|give it|set aside|ask yourself|make time)\b/i,
  zh: /这周|這週|本周|本週|今天|明天|试着|試著|试试|試試|一步|小事|不妨|可以先|先[做把找写寫问問停留]|挑一|选一|選一|写下|寫下/,
}

export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}

const length = (text: string) => Array.from(text).length

/** A paragraph's sentences, the last one kept even without a closing mark. */
function sentencesOf(paragraph: string): string[] {
  return (paragraph.match(/[^。！？!?.]+(?:[。！？!?]+|\.(?=\s|$)|$)[”」’"']?/g) ?? []).map((s) => s.trim()).filter(Boolean)
}

/** The reading's paragraphs, headings and caption lines ("現況 · 星幣十（逆位）" above a card's paragraph) left out. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((p) => {
      const lines = p
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
      const caption = lines.length > 1 && !/[。！？!?.」”]$/.test(lines[0]!)
      return lines.slice(caption ? 1 : 0).join(' ')
    })
    .filter(Boolean)
}

export function readingSummary(input: FollowUpInput) {
  const language: Language = input.language
  const fam = language === 'en' ? 'en' : 'zh'
  const join = fam === 'en' ? ' ' : ''
  const facts = factsFor(input)
  const spread = localizeSpread(input.catalogue ?? BUNDLED_CATALOGUE, input.spreadId, language)
  const paragraphs = paragraphsOf(input.interpretation)
  const names = facts.cards.map((c) => cardText(c.id, language)!.name)
  const plain = names.map((name) => name.replace(/^The /, ''))
  const positionNames = facts.cards.map((c) => spread?.positions[c.index]?.name ?? '')
  // Every sentence after the bottom line, with its paragraph (the bottom line's own, when nothing else names a card).
  const body = paragraphs.slice(1).flatMap((p, i) => sentencesOf(p).map((s) => ({ s, paragraph: i + 1 })))
  const all = paragraphs.length > 1 ? body : sentencesOf(paragraphs[0] ?? '').map((s) => ({ s, paragraph: 0 }))

  const budget = SUMMARY_CHARS[fam]
  const bottomLine = clip(paragraphs[0] ?? '', Math.round(budget * 0.2))
  const [least, most] = CARD_CHARS[fam]
  const perCard = Math.max(least, Math.min(most, Math.floor((budget * 0.65) / Math.max(1, names.length))))

  const cards = facts.cards.map((c, i) => {
    const naming = all
      .map((x, order) => ({ ...x, order, score: (positionNames[i] && x.s.includes(positionNames[i]) ? 2 : 0) + (plain.every((other, j) => j === i || !x.s.includes(other)) ? 1 : 0) }))
      .filter((x) => x.s.includes(plain[i]!))
    const chosen: typeof naming = []
    let used = 0
    for (const x of [...naming].sort((a, b) => b.score - a.score || a.order - b.order)) {
      if (chosen.length > 0 && used + length(x.s) > perCard) continue
      chosen.push(x)
      used += length(x.s)
    }
    chosen.sort((a, b) => a.order - b.order)
    return {
      positionName: positionNames[i],
      card: names[i],
      orientation: c.reversed ? 'reversed' : 'upright',
      said: clip(chosen.map((x) => x.s).join(join), perCard),
    }
  })

  // The advice step: the step sentences of the last paragraph naming the advice card in one, else the reading's last step sentences before its closing line.
  const steps = all.filter((x, order) => STEP[fam].test(x.s) && order < all.length - 1)
  const adviceCard = plain[facts.cards.findIndex((c) => c.index === facts.adviceFrom)]
  const adviceParagraph = adviceCard
    ? steps
        .filter((x) => x.s.includes(adviceCard))
        .map((x) => x.paragraph)
        .at(-1)
    : undefined
  const picked = adviceParagraph !== undefined ? steps.filter((x) => x.paragraph === adviceParagraph) : steps.slice(-2)
  const advice = clip(
    (picked.length ? picked : all.slice(-1))
      .slice(0, 2)
      .map((x) => x.s)
      .join(join),
    Math.round(budget * 0.15),
  )

  return {
    question: { text: input.question.trim(), kind: facts.intent.kind, topic: facts.intent.topic, ...(facts.intent.options ? { options: facts.intent.options } : {}) },
    spread: spread?.name ?? input.spreadId,
    bottomLine,
    cards,
    advice,
  }
}
