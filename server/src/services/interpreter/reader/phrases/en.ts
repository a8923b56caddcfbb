import type { CardRef, ReaderPhrases } from './types'

const cap = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)
const names = (cards: CardRef[]) => and(cards.map((c) => c.card))
/** The card the answer hinges on; "it" when that is the lead card itself (a one-card reading), so no sentence names one card twice. */
/** The card's name without its orientation, for sentences that speak of the reversal themselves. */
const upright = (c: CardRef) => c.card.replace(/ reversed$/, '')
const hc = (p: { hinge: CardRef; lead: CardRef[] }) => (p.hinge.card === p.lead[0]?.card ? 'it' : p.hinge.card)

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
    group: [(label) => label, (label) => `${label}`, (label) => `${label}: the cards`],
  },
  groupLabel: (index) => ['The first stretch', 'The second stretch', 'The third stretch', 'The fourth stretch', 'The fifth stretch', 'The sixth stretch'][index] ?? `Part ${index + 1}`,

  bottomLine: {
    yes_no: {
      yes: [
        (p) => `the cards lean more toward yes than no. ${cap(names(p.lead))} point${p.lead.length === 1 ? 's' : ''} to ${p.lead[0]!.essence}, and the opening holds best if you work with what ${hc(p)} shows: ${p.hinge.essence}.`,
        (p) => `the cards lean more yes than no, on one condition. With ${names(p.lead)} carrying the answer, ${p.topic} tends to open up, provided ${hc(p)} — ${p.hinge.essence} — is met rather than ignored.`,
        (p) => `this spread tilts toward a yes. ${cap(p.lead[0]!.card)} speaks of ${p.lead[0]!.essence}; what could still turn it is ${p.hinge.essence}, the part ${hc(p)} asks you to handle with care.`,
        (p) => `a cautious yes is the leaning here, not a promise. ${cap(names(p.lead))} favour movement, and ${hc(p)} names what it depends on: ${p.hinge.essence}.`,
      ],
      no: [
        (p) => `the cards lean more toward no than yes, at least for now. ${cap(names(p.lead))} point${p.lead.length === 1 ? 's' : ''} to ${p.lead[0]!.essence}; what could change the picture is ${p.hinge.essence}, which ${hc(p)} puts in your hands.`,
        (p) => `for now this leans toward not yet rather than yes. ${cap(p.lead[0]!.card)} shows ${p.lead[0]!.essence}, and the way it could shift runs through ${hc(p)}: ${p.hinge.essence}.`,
        (p) => `the cards lean more no than yes as things stand, unless something moves. With ${names(p.lead)} at the centre, ${p.topic} looks held back; ${hc(p)}, ${p.hinge.essence}, is the place where it could turn.`,
        (p) => `the spread tilts away from a yes today. ${cap(names(p.lead))} speak${p.lead.length === 1 ? 's' : ''} of ${p.lead[0]!.essence}. That is a leaning, not a verdict: ${hc(p)} shows what would have to change — ${p.hinge.essence}.`,
      ],
      mixed: [
        (p) => `the cards lean neither way clearly: they are divided, and the answer turns on ${p.hinge.essence}, which ${hc(p)} brings forward. ${cap(p.lead[0]!.card)} shows the ground you are standing on: ${p.lead[0]!.essence}.`,
        (p) => `this one could lean either way, and the spread says why. ${cap(names(p.lead))} pull${p.lead.length === 1 ? 's' : ''} in more than one direction, so much depends on ${hc(p)}: ${p.hinge.essence}.`,
        (p) => `the cards lean no more to yes than to no. Where ${p.topic} lands depends less on luck than on how you meet ${p.hinge.essence}, the thread ${hc(p)} puts in front of you.`,
        (p) => `no clear lean yet: neither the yes nor the no door is shut. ${cap(p.lead[0]!.card)} speaks of ${p.lead[0]!.essence}, and ${hc(p)} — ${p.hinge.essence} — is the hinge the answer swings on.`,
      ],
    },
    other_person: [
      (p) => `no card can read another person's heart, but these show the connection clearly enough to act on. ${cap(p.lead[0]!.card)} describes ${p.lead[0]!.essence}; what you can watch for, and do, is shaped by ${hc(p)}: ${p.hinge.essence}.`,
      (p) => `the cards speak about what lies between you, not about what is hidden in someone else. With ${names(p.lead)} at the centre, the bond looks like ${p.lead[0]!.essence}, and your part in it runs through ${hc(p)}: ${p.hinge.essence}.`,
      (p) => `rather than guessing at their feelings, this spread turns to what you can see. ${cap(p.lead[0]!.card)} shows ${p.lead[0]!.essence}; ${hc(p)} suggests where your attention helps most: ${p.hinge.essence}.`,
      (p) => `what they feel is theirs to say, and the cards leave it to them. What they do show is ${p.lead[0]!.essence} in ${p.lead[0]!.card}, and a way for you to respond, in ${hc(p)}: ${p.hinge.essence}.`,
    ],
    choice: [
      (p) =>
        p.sideA.length && p.sideB.length
          ? `each way has its own weather. The first path's cards, ${names(p.sideA)}, favour ${p.sideA[0]!.essence}; the second's, ${names(p.sideB)}, favour ${p.sideB[0]!.essence}. Which matters more to you is the real question, and the choice stays yours.`
          : p.options
            ? `the cards don't pick between ${p.options[0]} and ${p.options[1]} for you; they show what each asks. ${cap(p.lead[0]!.card)} points to ${p.lead[0]!.essence}, and ${hc(p)} names what to weigh: ${p.hinge.essence}.`
            : `the cards don't choose for you; they show what each way would ask. ${cap(p.lead[0]!.card)} points to ${p.lead[0]!.essence}, and ${hc(p)} names what to weigh: ${p.hinge.essence}.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `set side by side, the two options favour different things: ${names(p.sideA)} lean toward ${p.sideA[0]!.essence}, while ${names(p.sideB)} lean toward ${p.sideB[0]!.essence}. Neither is the "right" card; what you value decides.`
          : p.options
            ? `between ${p.options[0]} and ${p.options[1]}, the spread favours whichever lets you honour ${p.lead[0]!.essence}, the note ${p.lead[0]!.card} strikes. ${cap(hc(p))} adds the cost to weigh: ${p.hinge.essence}.`
            : `the spread favours whichever option lets you honour ${p.lead[0]!.essence}, the note ${p.lead[0]!.card} strikes. ${cap(hc(p))} adds the cost to weigh: ${p.hinge.essence}.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `one road offers ${p.sideA[0]!.essence} (${p.sideA[0]!.card}); the other offers ${p.sideB[0]!.essence} (${p.sideB[0]!.card}). The cards lay out the trade honestly and leave the deciding to you.`
          : `this is a choice the cards light up rather than settle. ${cap(names(p.lead))} favour ${p.lead[0]!.essence}; ${hc(p)} shows what you would need to accept either way: ${p.hinge.essence}.`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `both paths are open, and they ask different things of you. The first, with ${p.sideA[0]!.card}, leans to ${p.sideA[0]!.essence}; the second, with ${p.sideB[0]!.card}, to ${p.sideB[0]!.essence}. Ask yourself which cost you would rather carry.`
          : p.options
            ? `whether it is ${p.options[0]} or ${p.options[1]}, the cards care most about how you choose: ${p.lead[0]!.essence}, as ${p.lead[0]!.card} shows, with ${hc(p)} warning of ${p.hinge.essence}.`
            : `the cards care most about how you choose: ${p.lead[0]!.essence}, as ${p.lead[0]!.card} shows, with ${hc(p)} warning of ${p.hinge.essence}.`,
    ],
    timing: [
      (p) => `the cards speak of conditions rather than dates. Things move once ${p.hinge.essence} is dealt with — the part ${hc(p)} plays — and ${p.lead[0]!.card} shows the phase that follows: ${p.lead[0]!.essence}.`,
      (p) => `no calendar here, but a sequence. First comes what ${hc(p)} describes, ${p.hinge.essence}; after it, ${p.topic} tends toward ${p.lead[0]!.essence}, as ${p.lead[0]!.card} suggests.`,
      (p) => `the timing depends on a shift more than on the clock. When ${p.hinge.essence} eases, the way ${hc(p)} points, the season of ${p.lead[0]!.card} can begin: ${p.lead[0]!.essence}.`,
      (p) => `think in phases, not days. ${cap(names(p.lead))} describe${p.lead.length === 1 ? 's' : ''} where this is heading, ${p.lead[0]!.essence}, and ${hc(p)} marks the condition for getting there: ${p.hinge.essence}.`,
    ],
    how_to: [
      (p) => `the cards point to a way through by ${p.lead[0]!.essence}, which ${p.lead[0]!.card} puts at the centre. Start with the one thing ${hc(p)} asks of you: ${p.hinge.essence}.`,
      (p) => `the cards point to a practical route. ${cap(p.lead[0]!.card)} shows ${p.lead[0]!.essence}; start there, and keep an eye on ${p.hinge.essence}, the part ${hc(p)} flags.`,
      (p) => `the cards suggest you begin with what ${hc(p)} names, ${p.hinge.essence}; then ${p.topic} has room to move toward ${p.lead[0]!.essence}, the direction ${p.lead[0]!.card} holds out.`,
      (p) => `the answer here is less a plan than a stance, and you can try it this week. ${cap(names(p.lead))} describe${p.lead.length === 1 ? 's' : ''} it: ${p.lead[0]!.essence}; ${hc(p)} adds the condition that makes it work: ${p.hinge.essence}.`,
    ],
    reflection: [
      (p) => `the cards point you to ${p.lead[0]!.essence}, which ${p.lead[0]!.card} brings to the front. What shapes it from here is ${p.hinge.essence}, the thread ${hc(p)} puts in your hands.`,
      (p) => `at the centre of ${p.topic} the cards put ${p.lead[0]!.card}: ${p.lead[0]!.essence}. Much depends on how you meet ${hc(p)}, ${p.hinge.essence}.`,
      (p) => `the cards show you a picture of ${p.lead[0]!.essence}, in ${p.lead[0]!.card}. ${cap(hc(p))} shows where you can still change it: ${p.hinge.essence}.`,
      (p) => `read together, ${names(p.lead)} describe${p.lead.length === 1 ? 's' : ''} ${p.topic} as ${p.lead[0]!.essence}. The turning point for you is ${hc(p)}: ${p.hinge.essence}.`,
    ],
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
      (c) => `What gets in the way is ${c.card} — ${c.essence}.`,
      (c) => `The friction comes from ${c.essence}; ${c.card} is the card that blocks the path.`,
    ],
    root: [
      (c) => `Underneath it all, ${c.card} shows the ground this grows from: ${c.essence}.`,
      (c) => `${cap(c.card)} names the root — ${c.essence}.`,
      (c) => `Beneath the surface lies ${c.essence}, the foundation ${c.card} shows.`,
    ],
    advice: [
      (c) => `As advice, ${c.card} invites you to try ${c.essence}.`,
      (c) => `${cap(c.card)} offers something to practise: ${c.essence}.`,
      (c) => `The step this spread suggests comes from ${c.card} — ${c.essence}, taken in small doses.`,
    ],
    resource: [
      (c) => `On your side, ${c.card} brings ${c.essence}.`,
      (c) => `${cap(c.card)} is a resource you can lean on: ${c.essence}.`,
      (c) => `Something that helps is already here: ${c.essence}, in ${c.card}.`,
    ],
    self: [
      (c) => `You appear here as ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} shows how you come to this — ${c.essence}.`,
      (c) => `For your own part, the card is ${c.card}: ${c.essence}.`,
    ],
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
      (c) => `On the first path, ${c.card} shows ${c.essence}.`,
      (c) => `Option one brings ${c.card} — ${c.essence}.`,
      (c) => `If you take the first way, ${c.card} describes it: ${c.essence}.`,
    ],
    option_b: [
      (c) => `On the second path, ${c.card} shows ${c.essence}.`,
      (c) => `Option two brings ${c.card} — ${c.essence}.`,
      (c) => `If you take the other way, ${c.card} describes it: ${c.essence}.`,
    ],
    outcome_a: [
      (c) => `Followed through, the first path tends toward ${c.card}: ${c.essence}.`,
      (c) => `Where the first option leads, ${c.card} shows ${c.essence}.`,
      (c) => `The first way, given time, looks like ${c.essence}; that is ${c.card}.`,
    ],
    outcome_b: [
      (c) => `Followed through, the second path tends toward ${c.card}: ${c.essence}.`,
      (c) => `Where the second option leads, ${c.card} shows ${c.essence}.`,
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
      (c) => `For ${c.position}, the card is ${c.card} — ${c.essence}.`,
    ],
    phase: [
      (c) => `${cap(c.position)} brings ${c.card}: ${c.essence}.`,
      (c) => `As ${c.position} comes round, ${c.card} suggests ${c.essence}.`,
      (c) => `For ${c.position}, expect the tone of ${c.card} — ${c.essence}.`,
    ],
  },

  single: [
    (c) => `This week, notice where ${c.essence} shows up without your looking for it.`,
    (c) => `Keep the image of ${c.card} with you for a few days and see where it fits.`,
    (c) => `One card means one clear message: let ${c.card} be the lens for the next few days.`,
    (c) => `It is worth asking yourself where ${c.card} already describes your days, and where it does not yet.`,
  ],

  reversedNote: [
    (c) => `Reversed, ${upright(c)} keeps its energy but turns it inward, held rather than spent.`,
    (c) => `Here the reversal reads as the force of ${upright(c)} held back or delayed, not its opposite.`,
    (c) => `Upside down, ${upright(c)} shows its theme overdone or stuck rather than turned into its opposite.`,
    (c) => `The reversal asks you to look at where the energy of ${upright(c)} is blocked inside you.`,
    (c) => `Read reversed, ${upright(c)} points to something slowed down or kept private, still at work.`,
    (c) => `Reversed, ${upright(c)} suggests this is happening more inside you than around you for now.`,
  ],



  pair: {
    crossing: [
      (a, b) => `${cap(a.card)} is the situation and ${b.card} crosses it: ${a.essence}, met by ${b.essence}. The tension between them is what this question is really about.`,
      (a, b) => `Laid across ${a.card}, ${b.card} shows what complicates it. Where one speaks of ${a.essence}, the other brings ${b.essence}, and both are true at once.`,
      (a, b) => `The cross at the centre sets ${a.card} against ${b.card}. ${cap(b.essence)} is not an enemy of ${a.essence}; it is the test it has to pass.`,
    ],
    root_crown: [
      (a, b) => `${cap(a.card)} below and ${b.card} above show what this rests on and what you are reaching for: from ${a.essence} toward ${b.essence}.`,
      (a, b) => `The root is ${a.card}, ${a.essence}; the crown is ${b.card}, ${b.essence}. What is in view only holds if the root can carry it.`,
      (a, b) => `Read the foundation and the crown together: ${a.card} and ${b.card}. What you aim at, ${b.essence}, grows out of ${a.essence}.`,
    ],
    leaving_coming: [
      (a, b) => `${cap(a.card)} is leaving and ${b.card} is arriving: ${a.essence} gives way to ${b.essence}.`,
      (a, b) => `What passes is ${a.card}, ${a.essence}; what comes is ${b.card}, ${b.essence}. Letting the first go makes room for the second.`,
      (a, b) => `Between the recent past and the near future the mood shifts, from ${a.card} to ${b.card}: ${a.essence}, then ${b.essence}.`,
    ],
    self_outcome: [
      (a, b) => `How you come to this, ${a.card}, and where it tends, ${b.card}, are closely tied: ${a.essence} is part of what leads to ${b.essence}.`,
      (a, b) => `${cap(a.card)} shows you; ${b.card} shows the likely outcome. Change the first, ${a.essence}, and the second, ${b.essence}, changes with it.`,
      (a, b) => `Set yourself beside the outcome: ${a.card} next to ${b.card}. The road from ${a.essence} to ${b.essence} is one you are already walking.`,
    ],
    sequence: [
      (a, b) => `From ${a.card} to ${b.card}, the story moves on: ${a.essence} leads into ${b.essence}.`,
      (a, b) => `${cap(a.card)} hands over to ${b.card}. What was ${a.essence} becomes ${b.essence}.`,
      (a, b) => `Follow the line from ${a.card} to ${b.card} and you see a step: out of ${a.essence}, toward ${b.essence}.`,
    ],
    cause_effect: [
      (a, b) => `${cap(a.card)} helps explain ${b.card}: ${a.essence} is part of why things now look like ${b.essence}.`,
      (a, b) => `There is a cause and an effect here. ${cap(a.essence)}, shown by ${a.card}, feeds into ${b.card}: ${b.essence}.`,
      (a, b) => `Trace ${b.card} back and you find ${a.card}. ${cap(b.essence)} grows out of ${a.essence}.`,
    ],
    obstacle_answer: [
      (a, b) => `${cap(a.card)} is the knot and ${b.card} is how to loosen it: meet ${a.essence} with ${b.essence}.`,
      (a, b) => `The block, ${a.card}, and the way through, ${b.card}, belong together. ${cap(b.essence)} is the answer this spread gives to ${a.essence}.`,
      (a, b) => `Where ${a.card} stands in the way, ${b.card} opens a door. The obstacle is ${a.essence}; the response is ${b.essence}.`,
    ],
    versus: [
      (a, b) => `Option against option: ${a.card} offers ${a.essence}, while ${b.card} offers ${b.essence}; neither is free, and each asks for something different.`,
      (a, b) => `Set ${a.card} beside ${b.card} and the trade becomes clear — ${a.essence} on one side, ${b.essence} on the other.`,
      (a, b) => `The road of ${a.card} leans to ${a.essence}; the road of ${b.card} leans to ${b.essence}. Which of ${a.essence} and ${b.essence} would you rather live with?`,
    ],
    mirror: [
      (a, b) => `Your side and theirs mirror each other: ${a.card} beside ${b.card}, ${a.essence} beside ${b.essence}.`,
      (a, b) => `${cap(a.card)} and ${b.card} show two people looking at the same bond from different places — ${a.essence}, and ${b.essence}.`,
      (a, b) => `Put the two seats side by side. ${cap(a.essence)} (${a.card}) meets ${b.essence} (${b.card}); where they overlap is where you can meet.`,
    ],
    balance: [
      (a, b) => `${cap(a.card)} and ${b.card} weigh against each other: ${a.essence} on one side, ${b.essence} on the other, and the work is in holding both.`,
      (a, b) => `These two belong on one scale. ${cap(a.essence)} (${a.card}) needs ${b.essence} (${b.card}) to stay in proportion.`,
      (a, b) => `Read ${a.card} with ${b.card}: ${a.essence} and ${b.essence} are two halves of one balance, and neither works alone.`,
    ],
    hope_outcome: [
      (a, b) => `What you hope for, ${a.card}, and where things tend, ${b.card}, are in conversation: ${a.essence} and ${b.essence}.`,
      (a, b) => `${cap(a.card)} carries the wish; ${b.card} carries the likely course. Between ${a.essence} and ${b.essence} lies the work you can do.`,
      (a, b) => `Your hope, ${a.essence}, and the outcome, ${b.essence}, are not far apart: ${a.card} and ${b.card} answer each other.`,
    ],
  },
  arc: [
    (a, b, c) => `${cap(a.card)}, ${b.card} and ${c.card} read as one story: ${a.essence}, then ${b.essence}, and ahead ${c.essence}. The middle card is the bridge you are standing on.`,
    (a, b, c) => `The three cards move in one line. What was ${a.essence} (${a.card}) has become ${b.essence} (${b.card}), and it opens toward ${c.essence} (${c.card}).`,
    (a, b, c) => `Follow the arc from ${a.card} through ${b.card} to ${c.card}: out of ${a.essence}, through ${b.essence}, toward ${c.essence}. Each step makes the next one possible.`,
    (a, b, c) => `${cap(a.card)} and ${c.card} are two ends of one thread — ${a.essence} and ${c.essence} — and ${b.card}, ${b.essence}, is how you cross from one to the other.`,
  ],
  neighbours: [
    (a, b) => `${cap(a.card)} and ${b.card} sit side by side: ${a.essence} next to ${b.essence}.`,
    (a, b) => `Read together, ${a.card} and ${b.card} suggest that ${a.essence} and ${b.essence} feed each other.`,
    (a, b) => `Next to ${a.card}, ${b.card} adds a second note — ${b.essence} answering ${a.essence}.`,
    (a, b) => `From ${a.card} to ${b.card}, the tone shifts from ${a.essence} toward ${b.essence}.`,
  ],

  pattern: {
    dominantSuit: [
      (p) => `${p.count} of the ${p.total} cards are ${p.suit}, so much of this is about ${p.theme}.`,
      (p) => `${p.suit} keep turning up — ${p.count} in ${p.total} — which puts ${p.theme} at the centre.`,
      (p) => `With ${p.count} ${p.suit} among ${p.total} cards, this reads as a matter of ${p.theme} above all.`,
    ],
    missingSuit: [
      (p) => `There are no ${p.suit} at all, so ${p.theme} is not where this is decided.`,
      (p) => `Not one card of ${p.suit} appears: ${p.theme} may be the part you are not looking at yet.`,
      (p) => `The absence of ${p.suit} is telling — ${p.theme} sits outside the frame for now.`,
    ],
    manyMajors: [
      (p) => `${p.count} of the ${p.total} cards are major arcana: this touches a larger chapter, not only the week's details.`,
      (p) => `With ${p.count} majors among ${p.total} cards, the spread points to something bigger than day-to-day choices.`,
      (p) => `So many major arcana (${p.count} in ${p.total}) mark this as a turning point in a longer story.`,
    ],
    repeatedNumber: [
      (p) => `Two or more ${p.number} appear (${and(p.cards.map((c) => c.card))}), repeating the note of ${p.numberTheme}.`,
      (p) => `The ${p.number} repeat — ${and(p.cards.map((c) => c.card))} — and with them the theme of ${p.numberTheme}.`,
      (p) => `Notice the ${p.number}: ${and(p.cards.map((c) => c.card))} share the number, and the question of ${p.numberTheme}.`,
    ],
    courtCards: [
      (p) => `${cap(and(p.cards.map((c) => c.card)))} are court cards: they may be people in your life, or roles you are being asked to play.`,
      (p) => `Court cards appear in ${and(p.cards.map((c) => c.card))}; read them as people around you or as parts of yourself.`,
      (p) => `With ${and(p.cards.map((c) => c.card))} in the spread, there are people — or ways of being — at work here.`,
    ],
    courtAsOther: [
      (p) => `${cap(p.cards[0]!.card)} in ${p.cards[0]!.position} may stand for the person in question, or for the role they play in this.`,
      (p) => `A court card sits in ${p.cards[0]!.position}: ${p.cards[0]!.card} can be read as someone's way of showing up, not a verdict on who they are.`,
      (p) => `${cap(p.cards[0]!.card)} gives the other side of this a face — a manner and a role, seen from outside.`,
    ],
    manyReversed: [
      (p) => `${p.count} of the ${p.total} cards are reversed: much of the energy here is held inside or delayed, not missing.`,
      (p) => `With ${p.count} reversals among ${p.total} cards, this is a time of inner work before outer movement.`,
      (p) => `So many reversed cards (${p.count} in ${p.total}) suggest things are stuck or turned inward, waiting to be untangled.`,
    ],
    majorSequence: [
      (p) => `${cap(p.cards[0]!.card)} followed by ${p.cards[1]!.card} is a telling order: ${p.theme}.`,
      (p) => `The spread moves from ${p.cards[0]!.card} to ${p.cards[1]!.card}, the classic step of ${p.theme}.`,
      (p) => `Notice ${p.cards[0]!.card} and then ${p.cards[1]!.card}: together they speak of ${p.theme}.`,
    ],
  },
  suit: {
    Wands: { name: 'Wands', theme: 'drive, projects and what you want to do' },
    Cups: { name: 'Cups', theme: 'feelings, closeness and what you long for' },
    Swords: { name: 'Swords', theme: 'thoughts, words and hard choices' },
    Coins: { name: 'Pentacles', theme: 'money, work, the body and daily life' },
  },
  number: {
    1: { name: 'Aces', theme: 'a fresh start' },
    2: { name: 'Twos', theme: 'balance and choosing' },
    3: { name: 'Threes', theme: 'growth and shared effort' },
    4: { name: 'Fours', theme: 'stability, or standing still' },
    5: { name: 'Fives', theme: 'disruption and the friction of change' },
    6: { name: 'Sixes', theme: 'recovery and give-and-take' },
    7: { name: 'Sevens', theme: 'assessment and staying power' },
    8: { name: 'Eights', theme: 'movement and mastery' },
    9: { name: 'Nines', theme: 'near completion and what it costs' },
    10: { name: 'Tens', theme: 'an ending that is also a fullness' },
  },
  sequenceTheme: {
    '0-1': 'an impulse turning into skill',
    '6-7': 'a choice becoming a direction',
    '9-10': 'time alone giving way to a turn of the wheel',
    '12-13': 'a long pause that lets something end',
    '13-14': 'an ending followed by slow healing',
    '15-16': 'a hold that finally breaks',
    '16-17': 'hope returning after a shake-up',
    '17-18': 'hope meeting doubt in the dark',
    '18-19': 'confusion clearing into daylight',
    '19-20': 'joy that wakes you to a calling',
    '20-21': 'a call answered and a cycle closing',
  },

  advice: [
    (p) => `${p.cardAdvice} Keep it small enough to do this week, and let ${p.from.card} remind you why.`,
    (p) => `${cap(p.from.card)} offers the clearest step: ${p.cardAdvice.charAt(0).toLowerCase()}${p.cardAdvice.slice(1)} Choose one moment in the next few days to try it.`,
    (p) => `Take your cue from ${p.from.card}. ${p.cardAdvice} One honest try at ${p.from.essence} counts for more than a perfect plan.`,
    (p) => `For ${p.topic}, start with what ${p.from.card} suggests. ${p.cardAdvice} Then notice what changes, however slightly.`,
    (p) => `${p.cardAdvice} That is the counsel of ${p.from.card}, and it works best as one concrete act rather than a resolution.`,
  ],
  closing: [
    'The cards show a tendency, and your steps shape it.',
    'Nothing here is fixed; what you choose next moves it.',
    'Take what rings true and leave the rest — the path is still yours to walk.',
    'These are currents, not commands; you decide how to swim.',
    'The spread describes this moment; the next one is yours to write.',
    'Let this be a mirror, not a map: you hold the pen.',
    'Tendencies can turn, and your choices are what turn them.',
    'Whatever you do with this, the cards leave the last word to you.',
  ],
  inShort: ['In short: ', 'The short answer: ', 'First, the bottom line: ', 'Put simply: '],
  thisWeek: ['This week: ', 'A step for the coming days: ', 'Something to try: ', 'To carry this into the week: '],

  followUp: {
    aboutCards: [
      (p) => `You asked about ${names(p.cards)}. Here is what ${p.cards.length === 1 ? 'it says' : 'they say'} for ${p.topic}.`,
      (p) => `Let's look at ${names(p.cards)} again, with your question in mind.`,
      (p) => `Good question — ${names(p.cards)} ${p.cards.length === 1 ? 'has' : 'have'} more to say about ${p.topic}.`,
    ],
    decision: [
      (p) => `The cards won't make this decision for you, but they do show the weight on each side. ${cap(p.cards[0]!.card)} speaks for ${p.options ? p.options[0] : 'going ahead'}: ${p.cards[0]!.essence}. ${cap(p.cards[1]!.card)} speaks for ${p.options ? p.options[1] : 'holding back'}: ${p.cards[1]!.essence}.`,
      (p) => `On one side is ${p.cards[0]!.card}, ${p.cards[0]!.essence}, which favours ${p.options ? p.options[0] : 'acting'}; on the other, ${p.cards[1]!.card}, ${p.cards[1]!.essence}, which asks for ${p.options ? p.options[1] : 'patience'}. Which of those do you want to protect?`,
      (p) => `Weigh it this way: ${p.cards[0]!.card} supports ${p.options ? p.options[0] : 'the move'} (${p.cards[0]!.essence}), while ${p.cards[1]!.card} is the voice of ${p.options ? p.options[1] : 'caution'} (${p.cards[1]!.essence}). The choice stays with you.`,
    ],
    whatToDo: [
      (p) => `The reading's practical card is ${p.cards[0]!.card}: ${p.cards[0]!.essence}. Turn that into one thing you can do in the next few days.`,
      (p) => `Go back to ${p.cards[0]!.card}. Its suggestion, ${p.cards[0]!.essence}, is where to start for ${p.topic}.`,
      (p) => `If you do one thing, let it come from ${p.cards[0]!.card} — ${p.cards[0]!.essence}, in a form small enough to try this week.`,
    ],
    timing: [
      (p) => `The cards don't give dates, but ${p.cards[0]!.card} describes the condition to watch for: ${p.cards[0]!.essence}. When that is in place, things tend to move.`,
      (p) => `Think of timing as a phase. ${cap(p.cards[0]!.card)} shows what needs to ripen first — ${p.cards[0]!.essence}.`,
      (p) => `Rather than when, ask what comes first: ${p.cards[0]!.card} says ${p.cards[0]!.essence}.`,
    ],
    otherPerson: [
      (p) => `No card can speak for someone else's heart. What ${p.cards[0]!.card} does show is ${p.cards[0]!.essence} — watch what they do, and say plainly what you need.`,
      (p) => `Their feelings are theirs to tell you. The reading shows ${p.cards[0]!.card}, ${p.cards[0]!.essence}, as the space between you; your words and actions can change it.`,
      (p) => `I can't read them, and neither can the cards; ${p.cards[0]!.card} can show you the shape of the connection: ${p.cards[0]!.essence}.`,
    ],
    general: [
      (p) => `In this reading, ${names(p.cards)} speak${p.cards.length === 1 ? 's' : ''} most directly to that.`,
      (p) => `That question points back to ${names(p.cards)}.`,
      (p) => `The cards that answer this best are ${names(p.cards)}.`,
    ],
    unrelated: [
      'I can only talk about this reading and its cards. Ask me about a card, a position, or how the spread speaks to your question.',
      "That's outside this reading, so I'll leave it. If you like, ask about one of the cards you drew, or about your original question.",
      'This conversation is about the cards you drew. Ask about any of them, or about what to do next with your question.',
    ],
    recall: [
      (q) => `As the reading put it: "${q}"`,
      (q) => `Earlier the reading said: "${q}"`,
      (q) => `Remember this line from your reading: "${q}"`,
    ],
    invite: [
      'You can ask about any single card, a position, or another side of your question.',
      'If something else in the spread puzzles you, ask about it.',
      'Want to look at one card more closely? Name it and ask.',
      'Ask again about a card or a position if you want to go deeper.',
    ],
  },
}
