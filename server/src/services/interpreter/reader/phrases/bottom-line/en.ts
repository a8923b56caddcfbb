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
/** The asker's options, as written, for "option one (…)". */
const o1 = (p: { options?: [string, string] }) => p.options?.[0] ?? ''
const o2 = (p: { options?: [string, string] }) => p.options?.[1] ?? ''

export const en: BottomLinePhrases = {
  situated: {
    yes_no: {
      yes: [
        (p) => `more yes than no for ${p.about}, if you respect what ${hc(p)} asks of you: ${hinge(p)}. ${cap(names(leads(p)))} carr${one(leads(p)) ? 'ies' : 'y'} the answer here — ${theme(p)}.`,
        (p) => `on ${p.about}, the cards lean toward yes. ${cap(p.lead[0]!.card)} shows why (${theme(p)}); what could still tip it is the part ${hc(p)} puts in your hands — ${hinge(p)}.`,
        (p) => `a yes looks likelier than a no for ${p.about}, though it is a leaning, not a promise. It holds as long as you mind what ${hc(p)} flags: ${hinge(p)}.`,
      ],
      no: [
        (p) =>
          `for ${p.about}, the cards lean more no than yes for now, and that is not a closed door. ${cap(names(leads(p)))} show${one(leads(p))} what is holding it (${theme(p)}); ${hc(p)} shows what would have to change: ${hinge(p)}.`,
        (p) =>
          `as things stand, ${p.about} looks more like a "not yet" than a yes. The weight sits with ${p.lead[0]!.card} — ${theme(p)} — and the way it could turn runs through ${hc(p)}: ${hinge(p)}.`,
        (p) =>
          `the leaning on ${p.about} is toward no at this point. ${cap(p.lead[0]!.card)} sets the present tone (${theme(p)}), and what could move it lies in ${hc(p)} more than in luck: ${hinge(p)}.`,
      ],
      mixed: [
        (p) => `no clear lean toward yes or no on ${p.about} yet. ${cap(p.lead[0]!.card)} pulls one way (${theme(p)}), and the answer turns on ${hc(p)}: ${hinge(p)}.`,
        (p) =>
          `the cards lean neither toward yes nor toward no on ${p.about} yet; the spread is split. Where it goes depends most on what ${hc(p)} brings up — ${hinge(p)} — with ${p.lead[0]!.card} setting the mood: ${theme(p)}.`,
        (p) =>
          `the lean on ${p.about}, yes or no, is not settled yet, and the cards say what would tip it. Watch the part ${hc(p)} shows (${hinge(p)}); ${p.lead[0]!.card} adds the rest — ${theme(p)}.`,
      ],
    },
    other_person: [
      (p) =>
        `what ${p.about} feels is theirs to say, so the cards turn to what you can see and do. Around ${p.about} right now, ${p.lead[0]!.card} shows the tone (${theme(p)}); your part runs through ${hc(p)}: ${hinge(p)}.`,
      (p) =>
        `the cards can't read ${p.person ?? p.about}'s mind, but they do show where you stand. ${cap(p.lead[0]!.card)} sets that scene — ${theme(p)} — and ${hc(p)} names what you could do about it: ${hinge(p)}.`,
      (p) =>
        `rather than guess at ${p.person ?? p.about}'s thoughts, look at what is in front of you. ${cap(p.lead[0]!.card)} shows it (${theme(p)}). With ${p.person ?? p.about}, the thing in your hands is what ${hc(p)} points to — ${hinge(p)}.`,
      (p) =>
        `with ${p.person ?? p.about}, start from what you can observe, not from what they might be thinking. The cards put ${p.lead[0]!.card} there (${theme(p)}), and ${hc(p)} suggests where to put your effort: ${hinge(p)}.`,
    ],
    choice: [
      (p) =>
        p.sideA.length && p.sideB.length
          ? `option one (${o1(p)}) draws ${names(p.sideA)} — ${p.sideA[0]!.essence}; option two (${o2(p)}) draws ${names(p.sideB)} — ${p.sideB[0]!.essence}. The call is yours.`
          : `option one (${o1(p)}) and option two (${o2(p)}) are measured here by ${p.lead[0]!.card}: ${theme(p)}. Whichever of the two keeps that alive is the one the cards lean toward, and ${hc(p)} names the price to count — ${hinge(p)}. You make the call.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `behind option one (${o1(p)}) stand ${names(p.sideA)} (${p.sideA[0]!.essence}); behind option two (${o2(p)}), ${names(p.sideB)} (${p.sideB[0]!.essence}). Neither card decides for you.`
          : `set option one (${o1(p)}) beside option two (${o2(p)}), and ${p.lead[0]!.card} says what to measure them by — ${theme(p)}. ${cap(hc(p))} adds a caution that applies to both: ${hinge(p)}. You judge which fits.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `for option one (${o1(p)}), ${p.sideA[0]!.card} speaks of ${p.sideA[0]!.essence}; for option two (${o2(p)}), ${p.sideB[0]!.card} speaks of ${p.sideB[0]!.essence}. The trade is yours.`
          : `the cards won't pick between option one (${o1(p)}) and option two (${o2(p)}) for you. They name what the choice is really about: ${theme(p)} in ${p.lead[0]!.card}, and ${hinge(p)} in ${hc(p)}. Then decide.`,
    ],
    timing: [
      (p) => `for ${p.about}, think in conditions rather than dates: once what ${hc(p)} raises is handled (${hinge(p)}), the phase ${p.lead[0]!.card} shows can begin — ${theme(p)}.`,
      (p) => `no date for ${p.about}, but an order of things. First the stage ${hc(p)} describes: ${hinge(p)}. Then the one ${p.lead[0]!.card} opens: ${theme(p)}.`,
      (p) => `when ${p.about} moves depends more on a shift than on the calendar — the shift ${hc(p)} points to: ${hinge(p)}. After it, ${p.lead[0]!.card} describes what follows (${theme(p)}).`,
    ],
    how_to: [
      (p) => `for ${p.about}, start with what ${hc(p)} asks: ${hinge(p)}. From there, ${p.lead[0]!.card} shows the direction — ${theme(p)}.`,
      (p) => `the cards' answer for ${p.about} is a direction more than a plan, and ${p.lead[0]!.card} gives it: ${theme(p)}. Begin with the part ${hc(p)} flags (${hinge(p)}).`,
      (p) => `with ${p.about}, try the route ${p.lead[0]!.card} points to (${theme(p)}) and keep one eye on what ${hc(p)} names: ${hinge(p)}.`,
    ],
    reflection: [
      (p) => `what ${p.about} is showing you, by these cards, is the lesson of ${p.lead[0]!.card}: ${theme(p)}. How you meet what ${hc(p)} raises shapes the rest — ${hinge(p)}.`,
      (p) => `at the heart of ${p.about} the cards set ${p.lead[0]!.card} (${theme(p)}); ${hc(p)} marks where you can still shape it: ${hinge(p)}.`,
      (p) => `the cards read ${p.about} mostly through ${p.lead[0]!.card} — ${theme(p)}. The turning point they show is in ${hc(p)}: ${hinge(p)}.`,
    ],
  },
  step: {
    person: {
      close: [
        (p) => `With ${p.person}, keep the step small: one message or call that asks nothing back, in the spirit of ${p.from.card}.`,
        (p) => `A way to try it with ${p.person}: pick one ordinary moment this week and say one true, kind sentence, no more.`,
        (p) => `For ${p.person}, that could be as small as asking one question and then really listening to the answer.`,
      ],
      work: [
        (p) => `With ${p.person}, that could be one short check-in: ask what they most need from you this month, and write the answer down.`,
        (p) => `A concrete version for ${p.person}: send a brief update on one piece of your work, with one question about what they expect.`,
        (p) => `At work, keep it to one thing ${p.person} can see: finish one visible task well and tell them it is done.`,
      ],
      other: [(p) => `With ${p.person}, let it be one small, plain gesture, and notice how it is received.`, (p) => `For ${p.person}, one honest sentence said calmly is enough for this week.`],
    },
    subject: [
      (p) => `For ${p.about}, give it one slot in your diary this week — an hour, not a day — and use it only for this.`,
      (p) => `Applied to ${p.about}: choose the smallest piece you can finish in one sitting, and finish it.`,
      (p) => `Bring it down to ${p.about}: one step you could take tomorrow morning, written in a single line.`,
      (p) => `On ${p.about}, do one thing this week you will be glad to have done, and let the rest wait.`,
    ],
  },

  bottomLine: {
    yes_no: {
      yes: [
        (p) =>
          `the cards lean more toward yes than no. ${cap(names(leads(p)))} point${one(leads(p))} that way — ${theme(p)} — and the opening holds best if you work with what ${hc(p)} shows: ${hinge(p)}.`,
        (p) =>
          `the cards lean more yes than no, on one condition. With ${names(leads(p))} carrying the answer (${theme(p)}), ${p.topic} tends to open up, provided you meet what ${hc(p)} asks of you rather than look away from it: ${hinge(p)}.`,
        (p) =>
          `this spread tilts toward a yes. ${cap(p.lead[0]!.card)} carries most of the weight, and its keynote is plain: ${theme(p)}. What could still turn it is the part ${hc(p)} asks you to handle with care — ${hinge(p)}.`,
        (p) => `a cautious yes is the leaning here, not a promise. ${cap(names(leads(p)))} favour${one(leads(p))} movement (${theme(p)}), and ${hc(p)} names what it depends on: ${hinge(p)}.`,
      ],
      no: [
        (p) =>
          `the cards lean more toward no than yes, at least for now. ${cap(names(leads(p)))} point${one(leads(p))} to a pause — ${theme(p)} — and what could change the picture is the part ${hc(p)} puts in your hands: ${hinge(p)}.`,
        (p) => `for now this leans toward not yet rather than yes. ${cap(p.lead[0]!.card)} holds the picture (${theme(p)}), and the way it could shift runs through ${hc(p)}: ${hinge(p)}.`,
        (p) =>
          `the cards lean more no than yes as things stand, unless something moves. With ${names(leads(p))} at the centre (${theme(p)}), ${p.topic} looks held back; where it could turn is ${hc(p)}, and the thing to work on there is ${hinge(p)}.`,
        (p) => `the spread tilts away from a yes today, with ${names(leads(p))} at the centre: ${theme(p)}. That is a leaning, not a verdict; ${hc(p)} shows what would have to change — ${hinge(p)}.`,
      ],
      mixed: [
        (p) =>
          `the cards lean neither way clearly; they are divided. ${cap(p.lead[0]!.card)} carries the most weight (${theme(p)}), and the answer turns on what ${hc(p)} brings forward: ${hinge(p)}.`,
        (p) =>
          `this one could still lean toward yes or toward no, and the spread says why. ${cap(names(leads(p)))} pull${one(leads(p))} in more than one direction — ${theme(p)} — so much depends on ${hc(p)}: ${hinge(p)}.`,
        (p) =>
          `the cards lean no more to yes than to no. ${cap(p.lead[0]!.card)} sets the tone (${theme(p)}), and where ${p.topic} lands depends less on luck than on how you meet what ${hc(p)} puts in front of you: ${hinge(p)}.`,
        (p) => `there is no clear lean yet, and neither door is shut. ${cap(p.lead[0]!.card)} gives the mood — ${theme(p)} — and ${hc(p)} is the hinge the answer swings on: ${hinge(p)}.`,
      ],
    },
    other_person: [
      (p) =>
        `no card can read another person's heart, but these show the connection clearly enough to act on. ${cap(p.lead[0]!.card)} sets its tone — ${theme(p)} — and what you can watch for, and do, runs through ${hc(p)}: ${hinge(p)}.`,
      (p) =>
        `the cards speak about what lies between you, not about what is hidden in someone else. With ${names(leads(p))} at the centre, the bond carries a clear note (${theme(p)}), and your part in it runs through ${hc(p)}: ${hinge(p)}.`,
      (p) =>
        `rather than guessing at their feelings, this spread turns to what you can see. ${cap(p.lead[0]!.card)} shows it plainly: ${theme(p)}. Your attention helps most where ${hc(p)} points — ${hinge(p)}.`,
      (p) =>
        `what they feel is theirs to say, and the cards leave it to them. What they do show is the connection itself, in ${p.lead[0]!.card} (${theme(p)}), and what you can do about it, in ${hc(p)}: ${hinge(p)}.`,
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
      (p) =>
        `the cards speak of conditions rather than dates. Things move once you have dealt with what ${hc(p)} raises (${hinge(p)}), and ${p.lead[0]!.card} shows the phase that follows: ${theme(p)}.`,
      (p) => `no calendar here, but a sequence. First comes the stage ${hc(p)} describes: ${hinge(p)}. After it, ${p.topic} moves into the phase ${p.lead[0]!.card} shows — ${theme(p)}.`,
      (p) => `the timing depends on a shift more than on the clock. When the knot ${hc(p)} points to begins to loosen (${hinge(p)}), the season of ${p.lead[0]!.card} can begin: ${theme(p)}.`,
      (p) => `think in phases, not days. ${cap(names(leads(p)))} describe${one(leads(p))} where this is heading — ${theme(p)} — and ${hc(p)} marks the condition for getting there: ${hinge(p)}.`,
    ],
    how_to: [
      (p) => `the cards point to a way through, and ${p.lead[0]!.card} puts it at the centre: ${theme(p)}. Start with the one thing ${hc(p)} asks of you — ${hinge(p)}.`,
      (p) => `the cards point to a practical route. ${cap(p.lead[0]!.card)} shows where it runs (${theme(p)}); start there, and keep an eye on the part ${hc(p)} flags: ${hinge(p)}.`,
      (p) => `the cards suggest you begin with what ${hc(p)} names: ${hinge(p)}. Then ${p.topic} has room to move the way ${p.lead[0]!.card} holds out — ${theme(p)}.`,
      (p) =>
        `the answer here is less a plan than a stance, and you can try it this week. ${cap(names(leads(p)))} describe${one(leads(p))} it (${theme(p)}); ${hc(p)} names what to keep in mind as you do: ${hinge(p)}.`,
    ],
    reflection: [
      (p) => `the cards point you to what ${p.lead[0]!.card} brings to the front: ${theme(p)}. What shapes it from here is the thread ${hc(p)} puts in your hands — ${hinge(p)}.`,
      (p) => `at the centre of ${p.topic} the cards put ${p.lead[0]!.card}: ${theme(p)}. Much depends on how you meet what ${hc(p)} raises — ${hinge(p)}.`,
      (p) => `the cards hold up a picture for you, with ${p.lead[0]!.card} at its centre: ${theme(p)}. ${cap(hc(p))} shows where you can still shape it — ${hinge(p)}.`,
      (p) =>
        `${p.cardCount === 1 ? 'on its own, ' : leads(p).length > 1 ? 'read together, ' : ''}${names(leads(p))} describe${one(leads(p))} ${p.topic} in a few words: ${theme(p)}. ${cap(hc(p))} marks the turning point for you: ${hinge(p)}.`,
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
    (p) => `${p.cardAdvice} Keep it small. ${cap(p.from.card)} asks for one real step in ${p.topic}, not a grand resolution.`,
    (p) => `${cap(p.from.card)} offers the clearest step for ${p.topic}: ${p.cardAdvice.charAt(0).toLowerCase()}${p.cardAdvice.slice(1)} Try it once, with ${p.topic} in mind, before the week is out.`,
    (p) => `Take your cue for ${p.topic} from ${p.from.card}. ${p.cardAdvice} One honest try is enough.`,
    (p) => `Start with what ${p.from.card} suggests for ${p.topic}. ${p.cardAdvice} Then watch for what shifts.`,
    (p) => `${p.cardAdvice} That is the counsel of ${p.from.card}; with ${p.topic}, it works best as one concrete act.`,
    (p) => `If ${p.topic} feels too big to move, shrink the advice of ${p.from.card} until it fits one evening: ${p.cardAdvice.charAt(0).toLowerCase()}${p.cardAdvice.slice(1)}`,
    (p) => `Read for ${p.topic}, ${p.from.card} says it plainly. ${p.cardAdvice}`,
  ],
  closing: [
    (c, about) => `${cap(c.card)} shows a tendency with ${about}, and your steps shape it.`,
    (c, about) => `Nothing ${c.card} shows about ${about} is fixed; what you choose next moves it.`,
    (c, about) => `Take what rings true for ${about} in ${c.card}, and leave the rest.`,
    (c, about) => `For ${about}, ${c.card} is a current, not a command.`,
    (c, about) => `${cap(c.card)} describes where things stand with ${about} today; the next part is yours to write.`,
    (c, about) => `What happens with ${about} is still being written; ${c.card} only shows the current.`,
    (c, about) => `${cap(c.card)} describes a tendency for ${about}, and your next step can bend it.`,
  ],
  inShort: ['In short: ', 'The short answer: ', 'First, the bottom line: ', 'Put simply: '],
  thisWeek: ['This week: ', 'A step for the coming days: ', 'Something to try: ', 'To carry this into the week: '],
}
