import type { CardRef } from '../types'
import type { BottomLinePhrases } from './types'

const cap = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)
const names = (cards: CardRef[]) => and(cards.map((c) => c.card))
/** The lead cards, leaving out the hinge when it is one of them, so a bottom line does not name the same card in both of its halves. */
const leads = (p: { hinge: CardRef; lead: CardRef[] }) => (p.lead.length > 1 ? p.lead.filter((c) => c.card !== p.hinge.card) : p.lead)
/** A verb's -s when the cards before it are one card: "the Tower points", "the Tower and the Star point". */
const one = (cards: CardRef[]) => (cards.length === 1 ? 's' : '')
/** The card the answer hinges on; "it" when that is the lead card itself (a one-card reading), so no sentence names one card twice. */
const hc = (p: { hinge: CardRef; lead: CardRef[] }) => (p.hinge.card === p.lead[0]?.card ? 'it' : p.hinge.card)
/** For a question about what is in the way: the card that shows what lies past the block (the hinge). */
const beyond = (p: { hinge: CardRef; lead: CardRef[] }) => p.lead.find((c) => c.card !== p.hinge.card) ?? p.lead[0]!
/**
 * The bottom line's keywords. The lead's are its first two ("clouded thinking and harsh words"), the hinge's one;
 * on a one-card reading the hinge is the lead card and its keyword opens the lead's pair, so the pair is shared out
 * between them and no keyword is said twice. Keywords can be nouns, plurals or adjectives ("overlooked"), so the
 * templates set them as tags: after a colon or a dash, or in brackets — never where a noun phrase with an article is needed.
 */
const shared = (p: { hinge: CardRef; lead: CardRef[] }) => p.hinge.card === p.lead[0]?.card && p.lead[0].essence.startsWith(`${p.hinge.essence} and `)
const theme = (p: { hinge: CardRef; lead: CardRef[] }) => (shared(p) ? p.hinge.essence : p.lead[0]!.essence)
const hinge = (p: { hinge: CardRef; lead: CardRef[] }) => (shared(p) ? p.lead[0]!.essence.slice(p.hinge.essence.length + 5) : p.hinge.essence)

export const en: BottomLinePhrases = {
  bottomLine: {
    yes_no: {
      yes: [
        (p) => `the cards lean more toward yes than no. ${cap(names(leads(p)))} point${one(leads(p))} that way — ${theme(p)} — and the opening holds best if you work with what ${hc(p)} shows: ${hinge(p)}.`,
        (p) => `the cards lean more yes than no, on one condition. With ${names(leads(p))} carrying the answer (${theme(p)}), ${p.topic} tends to open up, provided you meet what ${hc(p)} asks of you rather than look away from it: ${hinge(p)}.`,
        (p) => `this spread tilts toward a yes. ${cap(p.lead[0]!.card)} carries most of the weight, and its keynote is plain: ${theme(p)}. What could still turn it is the part ${hc(p)} asks you to handle with care — ${hinge(p)}.`,
        (p) => `a cautious yes is the leaning here, not a promise. ${cap(names(leads(p)))} favour${one(leads(p))} movement (${theme(p)}), and ${hc(p)} names what it depends on: ${hinge(p)}.`,
      ],
      no: [
        (p) => `the cards lean more toward no than yes, at least for now. ${cap(names(leads(p)))} point${one(leads(p))} to a pause — ${theme(p)} — and what could change the picture is the part ${hc(p)} puts in your hands: ${hinge(p)}.`,
        (p) => `for now this leans toward not yet rather than yes. ${cap(p.lead[0]!.card)} holds the picture (${theme(p)}), and the way it could shift runs through ${hc(p)}: ${hinge(p)}.`,
        (p) => `the cards lean more no than yes as things stand, unless something moves. With ${names(leads(p))} at the centre (${theme(p)}), ${p.topic} looks held back; where it could turn is ${hc(p)}, and the thing to work on there is ${hinge(p)}.`,
        (p) => `the spread tilts away from a yes today, with ${names(leads(p))} at the centre: ${theme(p)}. That is a leaning, not a verdict; ${hc(p)} shows what would have to change — ${hinge(p)}.`,
      ],
      mixed: [
        (p) => `the cards lean neither way clearly; they are divided. ${cap(p.lead[0]!.card)} carries the most weight (${theme(p)}), and the answer turns on what ${hc(p)} brings forward: ${hinge(p)}.`,
        (p) => `this one could still lean toward yes or toward no, and the spread says why. ${cap(names(leads(p)))} pull${one(leads(p))} in more than one direction — ${theme(p)} — so much depends on ${hc(p)}: ${hinge(p)}.`,
        (p) => `the cards lean no more to yes than to no. ${cap(p.lead[0]!.card)} sets the tone (${theme(p)}), and where ${p.topic} lands depends less on luck than on how you meet what ${hc(p)} puts in front of you: ${hinge(p)}.`,
        (p) => `there is no clear lean yet, and neither door is shut. ${cap(p.lead[0]!.card)} gives the mood — ${theme(p)} — and ${hc(p)} is the hinge the answer swings on: ${hinge(p)}.`,
      ],
    },
    other_person: [
      (p) => `no card can read another person's heart, but these show the connection clearly enough to act on. ${cap(p.lead[0]!.card)} sets its tone — ${theme(p)} — and what you can watch for, and do, runs through ${hc(p)}: ${hinge(p)}.`,
      (p) => `the cards speak about what lies between you, not about what is hidden in someone else. With ${names(leads(p))} at the centre, the bond carries a clear note (${theme(p)}), and your part in it runs through ${hc(p)}: ${hinge(p)}.`,
      (p) => `rather than guessing at their feelings, this spread turns to what you can see. ${cap(p.lead[0]!.card)} shows it plainly: ${theme(p)}. Your attention helps most where ${hc(p)} points — ${hinge(p)}.`,
      (p) => `what they feel is theirs to say, and the cards leave it to them. What they do show is the connection itself, in ${p.lead[0]!.card} (${theme(p)}), and what you can do about it, in ${hc(p)}: ${hinge(p)}.`,
    ],
    choice: [
      (p) =>
        p.sideA.length && p.sideB.length
          ? `each way has its own weather. On the first path, ${names(p.sideA)} set${one(p.sideA)} the tone (${p.sideA[0]!.essence}); on the second, ${names(p.sideB)} set${one(p.sideB)} another (${p.sideB[0]!.essence}). Which of those matters more to you is the real question, and the choice stays yours.`
          : p.options
            ? `the cards don't pick between "${p.options[0]}" and "${p.options[1]}" for you; they show what each asks. ${cap(p.lead[0]!.card)} sets the tone (${theme(p)}), and ${hc(p)} names what to weigh: ${hinge(p)}.`
            : `the cards don't choose for you; they show what each way would ask. ${cap(p.lead[0]!.card)} sets the tone (${theme(p)}), and ${hc(p)} names what to weigh: ${hinge(p)}.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `set side by side, the two options favour different things. ${cap(names(p.sideA))} lean${one(p.sideA)} one way — ${p.sideA[0]!.essence} — while ${names(p.sideB)} lean${one(p.sideB)} another — ${p.sideB[0]!.essence}. Neither is the "right" card; what you value decides.`
          : p.options
            ? `between "${p.options[0]}" and "${p.options[1]}", the spread favours whichever lets you honour what ${p.lead[0]!.card} stands for: ${theme(p)}. ${cap(hc(p))} adds the cost to weigh — ${hinge(p)}.`
            : `the spread favours whichever of the two options lets you honour what ${p.lead[0]!.card} stands for: ${theme(p)}. ${cap(hc(p))} adds the cost to weigh — ${hinge(p)}.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `one road belongs to ${p.sideA[0]!.card} (${p.sideA[0]!.essence}); the other belongs to ${p.sideB[0]!.card} (${p.sideB[0]!.essence}). The cards lay out the trade honestly and leave the deciding to you.`
          : `this is a choice the cards light up rather than settle. ${cap(names(leads(p)))} set${one(leads(p))} the tone (${theme(p)}); ${hc(p)} shows what you would need to accept either way: ${hinge(p)}.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `both paths are open, and they ask different things of you. The first runs through ${p.sideA[0]!.card} — ${p.sideA[0]!.essence} — and the second through ${p.sideB[0]!.card} — ${p.sideB[0]!.essence}. Ask yourself which cost you would rather carry.`
          : p.options
            ? `whether it is "${p.options[0]}" or "${p.options[1]}", the cards care most about how you choose. ${cap(p.lead[0]!.card)} gives the spirit of it (${theme(p)}), and ${hc(p)} adds a caution: ${hinge(p)}.`
            : `the cards care most about how you choose. ${cap(p.lead[0]!.card)} gives the spirit of it (${theme(p)}), and ${hc(p)} adds a caution: ${hinge(p)}.`,
    ],
    timing: [
      (p) => `the cards speak of conditions rather than dates. Things move once you have dealt with what ${hc(p)} raises (${hinge(p)}), and ${p.lead[0]!.card} shows the phase that follows: ${theme(p)}.`,
      (p) => `no calendar here, but a sequence. First comes the stage ${hc(p)} describes: ${hinge(p)}. After it, ${p.topic} moves into the phase ${p.lead[0]!.card} shows — ${theme(p)}.`,
      (p) => `the timing depends on a shift more than on the clock. When the knot ${hc(p)} points to begins to loosen (${hinge(p)}), the season of ${p.lead[0]!.card} can begin: ${theme(p)}.`,
      (p) => `think in phases, not days. ${cap(names(leads(p)))} describe${one(leads(p))} where this is heading — ${theme(p)} — and ${hc(p)} marks the condition for getting there: ${hinge(p)}.`,
    ],
    how_to: [
      (p) => `the cards point to a way through, and ${p.lead[0]!.card} puts it at the centre: ${theme(p)}. Start with the one thing ${hc(p)} asks of you — ${hinge(p)}.`,
      (p) => `the cards point to a practical route. ${cap(p.lead[0]!.card)} shows where it runs (${theme(p)}); start there, and keep an eye on the part ${hc(p)} flags: ${hinge(p)}.`,
      (p) => `the cards suggest you begin with what ${hc(p)} names: ${hinge(p)}. Then ${p.topic} has room to move the way ${p.lead[0]!.card} holds out — ${theme(p)}.`,
      (p) => `the answer here is less a plan than a stance, and you can try it this week. ${cap(names(leads(p)))} describe${one(leads(p))} it (${theme(p)}); ${hc(p)} names what to keep in mind as you do: ${hinge(p)}.`,
    ],
    reflection: [
      (p) => `the cards point you to what ${p.lead[0]!.card} brings to the front: ${theme(p)}. What shapes it from here is the thread ${hc(p)} puts in your hands — ${hinge(p)}.`,
      (p) => `at the centre of ${p.topic} the cards put ${p.lead[0]!.card}: ${theme(p)}. Much depends on how you meet what ${hc(p)} raises — ${hinge(p)}.`,
      (p) => `the cards hold up a picture for you, with ${p.lead[0]!.card} at its centre: ${theme(p)}. ${cap(hc(p))} shows where you can still shape it — ${hinge(p)}.`,
      (p) => `${p.cardCount === 1 ? 'on its own, ' : leads(p).length > 1 ? 'read together, ' : ''}${names(leads(p))} describe${one(leads(p))} ${p.topic} in a few words: ${theme(p)}. ${cap(hc(p))} marks the turning point for you: ${hinge(p)}.`,
    ],
    obstacle: [
      (p) =>
        p.cardCount === 1
          ? `the card names what is in the way: ${p.hinge.card}, ${p.hinge.essence}. Seeing it plainly is already part of getting past it.`
          : `what seems to stand in the way is ${p.hinge.card}: ${p.hinge.essence}. Beyond it, ${beyond(p).card} shows what opens once you meet it — ${beyond(p).essence}.`,
      (p) =>
        p.cardCount === 1
          ? `the block shows as ${p.hinge.card} — ${p.hinge.essence}. It is a knot to loosen, not a wall, and naming it is where that starts.`
          : `the cards name the knot plainly: ${p.hinge.card}, ${p.hinge.essence}. Loosen that, and ${p.topic} has room to move toward what ${beyond(p).card} holds out: ${beyond(p).essence}.`,
      (p) =>
        p.cardCount === 1
          ? `look at ${p.hinge.card}: ${p.hinge.essence} is the likeliest thing holding this up, and the card shows it so that you can work with it.`
          : `look first at ${p.hinge.card}: ${p.hinge.essence} is the likeliest thing holding this up. ${cap(beyond(p).card)} shows the other side of it — ${beyond(p).essence}.`,
    ],
  },

  advice: [
    (p) => `${p.cardAdvice} Keep it small enough to manage in a day or two; ${p.from.card} asks for one real step, not a grand resolution.`,
    (p) => `${cap(p.from.card)} offers the clearest step: ${p.cardAdvice.charAt(0).toLowerCase()}${p.cardAdvice.slice(1)} Choose one moment in the next few days to try it.`,
    (p) => `Take your cue from ${p.from.card}. ${p.cardAdvice} One honest try counts for more than a perfect plan.`,
    (p) => `Start with what ${p.from.card} suggests for ${p.topic}. ${p.cardAdvice} Then notice what changes, however slightly.`,
    (p) => `${p.cardAdvice} That is the counsel of ${p.from.card}, and it works best as one concrete act rather than a resolution.`,
  ],
  closing: [
    (c) => `${cap(c.card)} shows a tendency, and your steps shape it.`,
    (c) => `Nothing ${c.card} shows is fixed; what you choose next moves it.`,
    (c) => `Take what rings true in ${c.card} and leave the rest — the path is still yours to walk.`,
    (c) => `${cap(c.card)} is a current, not a command; you decide how to swim.`,
    (c) => `${cap(c.card)} describes this moment; the next one is yours to write.`,
    (c) => `Let ${c.card} be a mirror, not a map: you hold the pen.`,
    (c) => `Even the tendency ${c.card} shows can turn, and your choices are what turn it.`,
    (c) => `Whatever you do with ${c.card}, the last word is yours.`,
  ],
  inShort: ['In short: ', 'The short answer: ', 'First, the bottom line: ', 'Put simply: '],
  thisWeek: ['This week: ', 'A step for the coming days: ', 'Something to try: ', 'To carry this into the week: '],
}
