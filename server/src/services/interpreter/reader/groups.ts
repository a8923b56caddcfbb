import { cardText } from '@tarot/content/cards'
import type { QuestionTopic } from '@tarot/core/reading/question-intent'
import { appliedSentences, otherReading, topicReading } from './card-words'
import { relationPhrasesFor } from './phrases/relations'
import type { HouseGroup, JourneyRow } from './phrases/relations/types'
import { type RelationContext, relationPassage } from './relations'

/** A paragraph whose length can grow with `depth` (see compose-reading.ts). */
export type Part = string | ((depth: number) => string)

// Each house read for its own domain, whatever the question's topic: the Seventh House is partnership, not sleep.
const HOUSE_TOPIC: QuestionTopic[] = ['self', 'money', 'friendship', 'family', 'love', 'health', 'love', 'money', 'study', 'career', 'friendship', 'self']

/**
 * Large spreads: one paragraph per group, opened by what the group is (the houses by angular, succedent and
 * cadent with their domains; the Fool's Journey by its three rows), each card a sentence with its reading,
 * a Major on its own station or house noticed, and the group's cards related by what one does to the other.
 */
export function groupedPositions(ctx: RelationContext, groups: number[][]): Part[] {
  const { p, v, refs, facts, language } = ctx
  const r = relationPhrasesFor(language)
  const join = (...parts: string[]) => parts.filter(Boolean).join(p.join)
  const colon = language === 'en' ? ': ' : '：'
  const keys = facts.groupKeys
  const isHouses = keys?.[0] === 'angular'
  const isJourney = keys?.[0] === 'outer'
  const out: Part[] = []
  groups.forEach((group, g) => {
    const key = keys?.[g]
    const names = group.map((i) => refs[i]!.position)
    // Positions named "January · Theme" (or 一月·主题) share their group's label.
    const prefixes = names.map((name) => (name.includes('·') ? name.split('·')[0]!.trim() : null))
    const shared = prefixes[0] && prefixes.every((prefix) => prefix === prefixes[0]) ? prefixes[0] : null
    const label = isHouses && key ? r.houses.label[key as HouseGroup] : isJourney && key ? r.journey.label[key as JourneyRow] : (shared ?? r.groupLabel(g))
    out.push(`## ${v.pick('heading.group', r.groupHeading)(label)}`)
    const lines: ((depth: number) => string)[] = []
    if (isHouses && key) {
      const intro = r.houses.intro[key as HouseGroup](group.map((i) => ctx.word(i)))
      lines.push(() => intro)
    } else if (isJourney && key) {
      const intro = r.journey.intro[key as JourneyRow](ctx.word(group[0]!), ctx.word(group[group.length - 1]!))
      lines.push(() => intro)
    }
    group.forEach((i, k) => {
      const card = facts.cards[i]!
      let lead: string
      let topic = facts.intent.topic
      if (isHouses && key === 'centre') lead = v.pick('houses.centre', r.houses.centre)(refs[i]!)
      else if (isHouses && i < 12) {
        lead = v.pick('houses.card', r.houses.card)(refs[i]!, r.houses.domain[i]!)
        topic = HOUSE_TOPIC[i]!
      } else if (isJourney) lead = v.pick('journey.card', r.journey.card)(refs[i]!)
      else {
        const role = v.pick(`role.${card.role}`, p.role[card.role])(refs[i]!)
        // Each card in a group is introduced by its position (unless the sentence already names it).
        lead = role.includes(refs[i]!.position) ? role : `${refs[i]!.position}${colon}${role}`
      }
      const home = facts.atHome.includes(i) ? v.pick('atHome', r.atHome)(ctx.word(i)) : ''
      // A card in someone else's place is said of them (对方…, "They…"), with no sentence of its text spoken to the asker.
      const theirs = card.about === 'asker' ? null : `${p.person[card.about].start}${p.personJoin}${otherReading(card.id, language, card.reversed)}`
      const topicText = theirs ?? topicReading(card.id, language, topic, card.reversed)
      const general = cardText(card.id, language)![card.reversed ? 'reversed' : 'upright']
      lines.push((depth) => {
        const reading = facts.cards.length <= 21 || k === 0 || depth > 0 ? topicText : ''
        const life =
          depth > 1 && !theirs
            ? appliedSentences(general, 2)
                .filter((s) => !reading.includes(s))
                .slice(0, 1)
            : []
        return join(lead, home, reading, ...life)
      })
    })
    // The group's own pairs (opposite houses, the Journey's turning points) first, then neighbours, one passage per two cards.
    const inGroup = facts.pairs.filter((pair) => group.includes(pair.a) && group.includes(pair.b))
    const passages: string[] = inGroup.map((pair) => relationPassage(ctx, pair.a, pair.b, pair.kind))
    const related = new Set(inGroup.flatMap((pair) => [pair.a, pair.b]))
    for (let k = 1; k < group.length && passages.length < Math.floor(group.length / 2); k += 2) {
      const a = group[k - 1]!
      const b = group[k]!
      if (related.has(a) && related.has(b)) continue
      passages.push(relationPassage(ctx, a, b, isJourney || facts.family === 'timeline' ? 'sequence' : null))
    }
    for (const passage of passages) lines.push(() => passage)
    out.push((depth) => lines.map((line) => line(depth)).join('\n'))
  })
  return out
}
