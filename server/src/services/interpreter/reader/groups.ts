import { cardText } from '@tarot/content/cards'
import { appliedSentences, topicReading } from './card-words'
import type { RelationContext } from './relations'

/** A paragraph whose length can grow with `depth` (see compose-reading.ts). */
export type Part = string | ((depth: number) => string)

/** Large spreads: one paragraph per row or phase, each card a sentence, neighbours related inside the group. */
export function groupedPositions(ctx: RelationContext, groups: number[][]): Part[] {
  const { p, v, refs, facts } = ctx
  const join = (...parts: string[]) => parts.filter(Boolean).join(p.join)
  const out: Part[] = []
  groups.forEach((group, g) => {
    const names = group.map((i) => refs[i]!.position)
    // Positions named "January · Theme" (or 一月·主题) share their group's label.
    const prefixes = names.map((name) => (name.includes('·') ? name.split('·')[0]!.trim() : null))
    const shared = prefixes[0] && prefixes.every((prefix) => prefix === prefixes[0]) ? prefixes[0] : null
    out.push(`## ${v.pick('heading.group', p.headings.group)(shared ?? p.groupLabel(g))}`)
    const lines: ((depth: number) => string)[] = []
    const colon = ctx.language === 'en' ? ': ' : '：'
    group.forEach((i, k) => {
      const card = facts.cards[i]!
      const lead = v.pick(`role.${card.role}`, p.role[card.role])(refs[i]!)
      // Each card in a group is introduced by its position (unless the sentence already names it); up to 21 cards, each also gets its reading for the topic.
      const named = lead.includes(refs[i]!.position) ? lead : `${refs[i]!.position}${colon}${lead}`
      const topicText = topicReading(card.id, ctx.language, facts.intent.topic, card.reversed)
      const general = cardText(card.id, ctx.language)![card.reversed ? 'reversed' : 'upright']
      lines.push((depth) => {
        const reading = facts.cards.length <= 21 || k === 0 || depth > 0 ? topicText : ''
        const life = depth > 1 ? appliedSentences(general, 2).filter((s) => !reading.includes(s)).slice(0, 1) : []
        return join(named, reading, ...life)
      })
      if (k % 2 === 1) {
        const neighbours = v.pick('neighbours', p.neighbours)(ctx.word(group[k - 1]!), ctx.word(i))
        lines.push(() => neighbours)
      }
    })
    out.push((depth) => lines.map((line) => line(depth)).join('\n'))
  })
  return out
}
