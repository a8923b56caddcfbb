import type { CardRef, ReaderPhrases } from './types'

const cap = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)
/** The card's name without its orientation, for sentences that speak of the reversal themselves. */
const upright = (c: CardRef) => c.card.replace(/ reversed$/, '')

export const en: ReaderPhrases = {
  join: ' ',
  list: and,
  cardName: (name, reversed) => `${/^The /.test(name) ? `the ${name.slice(4)}` : / of /.test(name) ? `the ${name}` : name}${reversed ? ' reversed' : ''}`,
  capitalize: cap,

  topic: {
    love: 'your love life',
    career: 'your work',
    money: 'your money',
    study: 'your studies',
    health: 'your wellbeing',
    family: 'your family',
    friendship: 'your friendships',
    self: 'where you are right now',
  },

  headings: {
    bottomLine: ['In short', 'The short answer', 'Where this leans'],
    positions: ['Card by card', 'Each position', 'What each card says'],
    relations: ['How the cards connect', 'Reading them together', 'The threads between the cards'],
    advice: ['This week', 'A step to take', 'What you can do now'],
  },

  role: {
    focus: [
      (c) => `At the heart of it sits ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} describes where you stand now — ${c.essence}.`,
      (c) => `Right now the centre of things looks like ${c.essence}; that is what ${c.card} shows.`,
    ],
    past: [
      (c) => `Behind you, ${c.card} shows what you have been carrying: ${c.essence}.`,
      (c) => `Looking back, ${c.card} tells of what has been — ${c.essence}, and some of it is still with you.`,
      (c) => `What came before was ${c.essence}; ${c.card} is where this story has its roots.`,
    ],
    future: [
      (c) => `Ahead, ${c.card} suggests what is coming into view: ${c.essence}.`,
      (c) => `Next, ${c.card} shows the stretch of road ahead — ${c.essence}.`,
      (c) => `What is starting to arrive looks like ${c.essence}, the note ${c.card} sounds.`,
    ],
    outcome: [
      (c) => `If nothing changes, things tend toward ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} shows where the present course leads — ${c.essence}.`,
      (c) => `Left to run its course, this heads for ${c.essence}; that is what ${c.card} holds.`,
    ],
    obstacle: [
      (c) => `Across the way stands ${c.card}: ${c.essence}.`,
      (c) => `The challenge to meet is ${c.card} — ${c.essence}, whether it trips you up or asks you to rise to it.`,
      (c) => `The friction gathers around ${c.essence}; ${c.card} is the card you have to get past, or grow into.`,
    ],
    root: [
      (c) => `Underneath it all, ${c.card} shows the ground this grows from: ${c.essence}.`,
      (c) => `${cap(c.card)} names the root — ${c.essence}.`,
      (c) => `Beneath the surface lies ${c.essence}, the foundation ${c.card} shows.`,
    ],
    advice: [
      (c) => `As advice, ${c.card} points you to ${c.essence}: look at what it shows, and take from it what you can use.`,
      (c) => `${cap(c.card)} gives you something to work with: ${c.essence}.`,
      (c) => `The step this spread suggests comes from ${c.card} — ${c.essence}, looked at honestly and met in small doses.`,
    ],
    resource: [
      (c) => `What you can draw on comes through ${c.card}: ${c.essence}, with something in it you can use even where it does not look like help.`,
      (c) => `${cap(c.card)} marks what you have to work with: ${c.essence}.`,
      (c) => `The help within reach shows as ${c.card} — ${c.essence}; take from it what serves you.`,
    ],
    self: [(c) => `You appear here as ${c.card}: ${c.essence}.`, (c) => `${cap(c.card)} shows how you come to this — ${c.essence}.`, (c) => `For your own part, the card is ${c.card}: ${c.essence}.`],
    other: [
      (c) => `Seen from the outside, the other side of this shows ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} describes what they bring to it, as far as it can be seen — ${c.essence}.`,
      (c) => `What shows of the other person here is ${c.essence}, in the shape of ${c.card}.`,
    ],
    bond: [
      (c) => `Between you, ${c.card} describes the bond: ${c.essence}.`,
      (c) => `What lies between the two of you looks like ${c.essence} — ${c.card}.`,
      (c) => `${cap(c.card)} shows the space you share: ${c.essence}.`,
    ],
    hopes_fears: [
      (c) => `What you hope for — and may also fear — shows as ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} holds what is in view for you: ${c.essence}.`,
      (c) => `Your wish and your worry meet in ${c.card}: ${c.essence}.`,
    ],
    aim: [
      (c) => `Above it all, ${c.card} shows what is uppermost in your mind: ${c.essence}.`,
      (c) => `${cap(c.card)} crowns the matter, what you hold in view: ${c.essence}.`,
      (c) => `What sits above it all, the part you think about most, looks like ${c.essence}; ${c.card} holds it up.`,
    ],
    environment: [
      (c) => `Around you, ${c.card} describes the setting: ${c.essence}.`,
      (c) => `The people and places around you carry the mood of ${c.card} — ${c.essence}.`,
      (c) => `The world around this matter leans toward ${c.essence}, as ${c.card} shows.`,
    ],
    hidden: [
      (c) => `Out of plain sight, ${c.card} points to ${c.essence}.`,
      (c) => `What stays below the surface is ${c.card}: ${c.essence}.`,
      (c) => `Quietly underneath runs ${c.essence}; ${c.card} brings it to light.`,
    ],
    option_a: [
      (c) => `On the first path, ${c.card} sets the scene: ${c.essence}.`,
      (c) => `Option one brings ${c.card} — ${c.essence}.`,
      (c) => `If you take the first way, ${c.card} describes it: ${c.essence}.`,
    ],
    option_b: [
      (c) => `On the second path, ${c.card} sets the scene: ${c.essence}.`,
      (c) => `Option two brings ${c.card} — ${c.essence}.`,
      (c) => `If you take the other way, ${c.card} describes it: ${c.essence}.`,
    ],
    outcome_a: [
      (c) => `Followed through, the first path tends toward ${c.card}: ${c.essence}.`,
      (c) => `Where the first option leads, ${c.card} paints the picture — ${c.essence}.`,
      (c) => `The first way, given time, looks like ${c.essence}; that is ${c.card}.`,
    ],
    outcome_b: [
      (c) => `Followed through, the second path tends toward ${c.card}: ${c.essence}.`,
      (c) => `Where the second option leads, ${c.card} paints the picture — ${c.essence}.`,
      (c) => `The other way, given time, looks like ${c.essence}; that is ${c.card}.`,
    ],
    lesson: [
      (c) => `The lesson here comes through ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} shows what there is to learn or let go — ${c.essence}.`,
      (c) => `What asks to be learned is ${c.essence}, in the shape of ${c.card}.`,
    ],
    aspect: [
      (c) => `${cap(c.position)}: ${c.card} speaks of ${c.essence}.`,
      (c) => `${cap(c.position)} holds ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.position)} falls to ${c.card} — ${c.essence}.`,
    ],
    phase: [
      (c) => `${cap(c.position)} brings ${c.card}: ${c.essence}.`,
      (c) => `As ${c.position} comes round, ${c.card} suggests ${c.essence}.`,
      (c) => `${cap(c.position)} takes its tone from ${c.card} — ${c.essence}.`,
    ],
  },

  // Every note and single-card line names the card's keyword noun and what the question is about: a line naming
  // neither is the same sentence in every reading.
  single: [
    (c, about) => `This week, carry one word from ${c.card}, "${c.essence}", and notice where it turns up around ${about}.`,
    (c, about) => `For the next few days, hold ${about} up against ${c.essence} and see which parts fit and which do not.`,
    (c, about) => `With one card there is nothing to weigh it against, so let ${c.essence} be the lens you look at ${about} through for a few days.`,
    (c, about) => `Ask yourself where ${c.essence} already shows up around ${about}, and where it has not arrived yet.`,
    (c, about) => `Keep ${c.card} in mind when ${about} comes up this week; if ${c.essence} is there, you may notice it first in small moments.`,
    (c, about) => `A question to take to bed tonight: how much of ${about} is really about ${c.essence}?`,
  ],

  reversedNote: [
    (c, about) => `Reversed, ${upright(c)} turns ${c.essence} inward: for ${about}, look for it in what you keep to yourself rather than in what happens around you.`,
    (c, about) => `Where ${about} is concerned, ${c.essence} is here but held back, more a pressure you feel than something anyone else can see yet.`,
    (c, about) => `Notice whether ${c.essence} is moving slower than it wants to around ${about}, or pushing harder than it needs to; the reversal points at one of the two.`,
    (c, about) => `Upside down, ${upright(c)} is not bad news for ${about}; it says ${c.essence} has gone quiet or got stuck, and wants your attention.`,
    (c, about) => `Here ${c.essence} is the part of ${upright(c)} turned down low — present in how you feel about ${about}, just not yet acted on.`,
    (c, about) => `${cap(c.essence)}, held in rather than spent: that is how this card reads reversed when the question is ${about}.`,
    (c, about) => `If ${about} feels slower than it should, the reversal may be why: ${c.essence} that has not found its way out yet.`,
    (c, about) => `Ask where ${c.essence} has been delayed or overdone in your part of ${about}; the reversed card asks for that look before anything else.`,
  ],
  releaseNote: [
    (c, about) => `For ${about}, the reversal of ${upright(c)} is a loosening rather than a block — ${c.essence}, begun though not finished.`,
    (c, about) => `Reversed, ${upright(c)} lets go a little: ${c.essence} has started where ${about} is concerned, and the old pull may still come back now and then.`,
    (c, about) => `${cap(c.essence)} is already under way here; upside down, this card eases its grip on ${about} rather than tightening it.`,
    (c, about) => `Quietly, something around ${about} is easing — ${c.essence}, the reversal of ${upright(c)} at work before anyone else can see it.`,
    (c, about) => `Read this reversal as relief starting rather than trouble: ${c.essence}, felt first in how you carry ${about}.`,
  ],

  person: { other: { start: 'They', they: 'they', them: 'them' }, others: { start: 'The people around you', they: 'the people around you', them: 'the people around you' } },
  personJoin: ' ',
  reversedNoteOther: [
    (c, who) => `Reversed here, ${upright(c)} reads as energy turned inward on their side: ${c.essence} may be something ${who.they} are holding in rather than showing.`,
    (c, who) => `In this place ${upright(c)} reversed is not the opposite of its upright sense; ${who.they} seem held back or half a step behind, and ${c.essence} is where it catches.`,
    (c, who) => `I would read ${c.card} here as ${c.essence} held in too long or pushed too hard by ${who.them}, not yet at the right measure.`,
    (c, who) => `${cap(c.card)} in this seat says the moment has not come yet for ${who.them}: ${c.essence} is still there, only taking the long way round.`,
    (c, who, about) => `Where ${about} is concerned, ${c.essence} is still brewing on their side, and ${c.card} is a reason not to decide for ${who.them} what it means.`,
  ],
  releaseNoteOther: [
    (c, who) => `Here ${upright(c)} reversed is a loosening: whatever weighed on ${who.them} is easing, and ${c.essence} has begun on their side, though it is not finished.`,
    (c, who) => `Read ${c.card} here as a release under way for ${who.them}: ${c.essence}, coming a little at a time, with the old pull still tugging now and then.`,
    (c, who, about) => `As for ${about}, ${c.card} shows ${who.them} slowly letting go: ${c.essence} has started, and it may need time to finish.`,
  ],
  otherAsk: [
    (c, who) => `This is a tendency read from the card, not their own words; if you want to know, watch for ${c.essence} in what ${who.they} do, then ask.`,
    (c, who, about) =>
      `Rather than guessing for ${who.them}, treat the card as something you could ask about: where ${about} is concerned, is ${c.essence} part of how things are for ${who.them} just now?`,
    (c, who) => `What you can see is only what ${who.they} show; whether ${c.essence} is really there is something only ${who.they} can tell you.`,
    (c, who) => `Next time you are with ${who.them}, notice whether ${c.essence} turns up in small things; seeing it is worth more than guessing it.`,
    (c, who, about) =>
      `The card shows one side of ${who.them}; the real answer about ${about} waits until ${who.they} choose to say it, and a question about ${c.essence} is a gentle way to open the door.`,
  ],
}
