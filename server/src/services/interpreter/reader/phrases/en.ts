import type { CardRef, ReaderPhrases } from './types'

const cap = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)
const names = (cards: CardRef[]) => and(cards.map((c) => c.card))
/** The lead cards, leaving out the hinge when it is one of them, so a bottom line does not name the same card in both of its halves. */
const leads = (p: { hinge: CardRef; lead: CardRef[] }) => (p.lead.length > 1 ? p.lead.filter((c) => c.card !== p.hinge.card) : p.lead)
/** A verb's -s when the cards before it are one card: "the Tower points", "the Tower and the Star point". */
const one = (cards: CardRef[]) => (cards.length === 1 ? 's' : '')
/** The card's name without its orientation, for sentences that speak of the reversal themselves. */
const upright = (c: CardRef) => c.card.replace(/ reversed$/, '')
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
    group: [(label) => label, (label) => `${label}, card by card`, (label) => `${label}: the cards`],
  },
  groupLabel: (index) => ['The first stretch', 'The second stretch', 'The third stretch', 'The fourth stretch', 'The fifth stretch', 'The sixth stretch'][index] ?? `Part ${index + 1}`,

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

  single: [
    (c) => `This week, carry one word from ${c.card}, "${c.essence}", and notice where it shows up without your looking for it.`,
    (c) => `Keep the image of ${c.card} with you for a few days and see where it fits.`,
    (c) => `With a single card there is nothing to weigh it against, so let ${c.card} be the lens for the next few days.`,
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
  releaseNote: [
    (c) => `Here the reversal of ${upright(c)} is a loosening rather than a block — ${c.essence}, under way though not yet finished.`,
    (c) => `Reversed, ${upright(c)} loosens its hold instead of tightening it; what has begun is ${c.essence}, still under way and not yet finished.`,
    (c) => `Read upside down, ${upright(c)} shows its burden starting to give (${c.essence}); expect the old pull to return now and then while it does.`,
    (c) => `The reversal of ${upright(c)} is good news of a quiet kind: ${c.essence}, begun inside you before anyone else can see it.`,
  ],



  pair: {
    crossing: [
      (a, b) => `${cap(a.card)} is the situation and ${b.card} crosses it — ${a.essence} on one side, ${b.essence} on the other. The tension between the two is what this question is really about.`,
      (a, b) => `Laid across ${a.card} (${a.essence}), ${b.card} (${b.essence}) shows what complicates things. Both are true at once, and neither cancels the other.`,
      (a, b) => `The cross at the centre sets ${a.card} against ${b.card}: ${a.essence}, pressed on by ${b.essence}. That friction is not a verdict; it is the very thing to work with.`,
    ],
    root_crown: [
      (a, b) => `${cap(a.card)} below and ${b.card} above show what this rests on and what is uppermost in your mind: ${a.essence} underneath, ${b.essence} in view.`,
      (a, b) => `The root is ${a.card} (${a.essence}); the crown is ${b.card} (${b.essence}). What fills your thoughts grows out of what lies beneath it: tend the root, and the view changes with it.`,
      (a, b) => `Read the foundation and the crown together: ${a.card} and ${b.card}. What is uppermost in your mind (${b.essence}) grows out of what lies beneath it (${a.essence}).`,
    ],
    leaving_coming: [
      (a, b) => `${cap(a.card)} is leaving and ${b.card} is arriving: ${a.essence} on the way out, ${b.essence} on the way in. You are standing in the doorway between them.`,
      (a, b) => `What passes is ${a.card} (${a.essence}); what comes is ${b.card} (${b.essence}). Letting the first go makes room for the second.`,
      (a, b) => `Between the recent past and the near future the mood shifts, from ${a.card} to ${b.card}: ${a.essence} first, then ${b.essence}.`,
    ],
    self_outcome: [
      (a, b) => `How you come to this and where it tends are closely tied: ${a.card} (${a.essence}) shapes ${b.card} (${b.essence}) more than it may seem.`,
      (a, b) => `${cap(a.card)} shows you; ${b.card} shows the likely outcome. Shift the first (${a.essence}) and the second (${b.essence}) tends to shift with it.`,
      (a, b) => `Set yourself beside the outcome: ${a.card} next to ${b.card}, ${a.essence} next to ${b.essence}. The road between them is one you are already walking.`,
    ],
    sequence: [
      (a, b) => `From ${a.card} to ${b.card}, the story moves on: first ${a.essence}, then ${b.essence}.`,
      (a, b) => `${cap(a.card)} hands over to ${b.card}, and the keynote changes with it — ${a.essence} before, ${b.essence} after.`,
      (a, b) => `Follow the line from ${a.card} to ${b.card} and you see one step taken: ${a.essence} behind it, ${b.essence} ahead.`,
    ],
    cause_effect: [
      (a, b) => `${cap(a.card)} helps explain ${b.card}: ${a.essence} first, and ${b.essence} as what follows from it.`,
      (a, b) => `There is a cause and an effect here. ${cap(a.card)} (${a.essence}) sets up ${b.card} (${b.essence}).`,
      (a, b) => `Trace ${b.card} (${b.essence}) back and you find ${a.card} (${a.essence}) underneath it. Working on the earlier card eases the later one.`,
    ],
    // The challenge may be a bright card and the answer a hard one: neither is called a knot or a remedy outright.
    obstacle_answer: [
      (a, b) => `${cap(a.card)} is the challenge and ${b.card} is how this spread answers it: where the one reads ${a.essence}, the other reads ${b.essence}.`,
      (a, b) => `The challenge (${a.card}: ${a.essence}) and the way to meet it (${b.card}: ${b.essence}) belong together; one is this spread's answer to the other.`,
      (a, b) => `Where ${a.card} asks something of you (${a.essence}), ${b.card} is the spread's reply (${b.essence}); read the two together before deciding what to do.`,
    ],
    versus: [
      (a, b) => `Option against option: ${a.card} (${a.essence}) against ${b.card} (${b.essence}). Neither is free, and each asks for something different.`,
      (a, b) => `Set ${a.card} beside ${b.card} and the trade becomes clear — ${a.essence} on one side, ${b.essence} on the other.`,
      (a, b) => `One road carries ${a.card} (${a.essence}); the other carries ${b.card} (${b.essence}). Which of the two would you rather live with?`,
    ],
    mirror: [
      (a, b) => `Your side and theirs mirror each other: ${a.card} beside ${b.card}, ${a.essence} beside ${b.essence}.`,
      (a, b) => `${cap(a.card)} and ${b.card} show two people looking at the same bond from different places — ${a.essence} from one, ${b.essence} from the other.`,
      (a, b) => `Put the two seats side by side: ${a.card} (${a.essence}) and ${b.card} (${b.essence}). Where they overlap is where you can meet.`,
    ],
    balance: [
      (a, b) => `${cap(a.card)} and ${b.card} weigh against each other: ${a.essence} on one side, ${b.essence} on the other, and the work is in holding both.`,
      (a, b) => `These two belong on one scale: ${a.card} (${a.essence}) needs ${b.card} (${b.essence}) to stay in proportion.`,
      (a, b) => `Read ${a.card} with ${b.card}: ${a.essence} and ${b.essence} are two halves of one balance, and neither works alone.`,
    ],
    // The hopes place holds what is feared as often as what is wished for: none of these calls a hard card a hope.
    hope_outcome: [
      (a, b) => `What is on your mind here, hoped for or feared (${a.card}: ${a.essence}), and where things tend (${b.card}: ${b.essence}) are in conversation; notice where they agree and where they pull apart.`,
      (a, b) => `${cap(a.card)} shows what you hope or fear about this (${a.essence}); ${b.card} shows the likely course (${b.essence}). Whether the first is a wish or a worry, the gap between them is the work you can do.`,
      (a, b) => `Set what you hope or fear beside the outcome: ${a.card} and ${b.card}, ${a.essence} and ${b.essence}. A worry is not a forecast and a wish is not a plan; the outcome card shows which way things lean now.`,
    ],
  },
  arc: [
    (a, b, c) => `${cap(a.card)}, ${b.card} and ${c.card} read as one story: ${a.essence}, then ${b.essence}, and ahead ${c.essence}. The middle card is the bridge you are standing on.`,
    (a, b, c) => `The three cards move in one line: ${a.card} (${a.essence}), then ${b.card} (${b.essence}), opening toward ${c.card} (${c.essence}). Each picks up where the last one leaves off.`,
    (a, b, c) => `Follow the arc from ${a.card} through ${b.card} to ${c.card}, and the story comes in three beats: ${a.essence}; ${b.essence}; ${c.essence}. Each step makes the next one possible.`,
    (a, b, c) => `${cap(a.card)} and ${c.card} are two ends of one thread — ${a.essence} at one end, ${c.essence} at the other — and ${b.card} (${b.essence}) is how you cross from one to the other.`,
  ],
  neighbours: [
    (a, b) => `${cap(a.card)} and ${b.card} sit side by side: ${a.essence} next to ${b.essence}.`,
    (a, b) => `Read together, ${a.card} (${a.essence}) and ${b.card} (${b.essence}) feed each other more than either does alone.`,
    (a, b) => `Next to ${a.card}, ${b.card} adds a second note — ${b.essence}, answering ${a.essence}.`,
    (a, b) => `From ${a.card} to ${b.card}, the tone shifts: ${a.essence} first, then ${b.essence}.`,
  ],

  pattern: {
    dominantSuit: [
      (p) => `Here ${p.count} of the ${p.total} cards are ${p.suit}, so much of this is about ${p.theme}.`,
      (p) => `${p.suit} keep turning up — ${p.count} in ${p.total} — which puts ${p.theme} at the centre.`,
      (p) => `With ${p.count} ${p.suit} among ${p.total} cards, this reads as a matter of ${p.theme} above all.`,
    ],
    missingSuit: [
      (p) => `There are no ${p.suit} at all: ${p.theme} are not where this gets decided.`,
      (p) => `Not one card of ${p.suit} appears: ${p.theme} may be the part you are not looking at yet.`,
      (p) => `The absence of ${p.suit} is telling — ${p.theme} sit outside the frame for now.`,
    ],
    manyMajors: [
      (p) => `${p.count === p.total ? `All ${p.total} cards are major arcana` : `Major arcana make up ${p.count} of the ${p.total} cards`}: this touches a larger chapter, not only the week's details.`,
      (p) => `With ${p.count} majors among ${p.total} cards, the spread points to something bigger than day-to-day choices.`,
      (p) => `So many major arcana (${p.count} in ${p.total}) mark this as a turning point in a longer story, not a passing mood.`,
    ],
    repeatedNumber: [
      (p) => `The spread holds ${p.cards.length === 2 ? 'two' : p.cards.length === 3 ? 'three' : p.cards.length === 4 ? 'four' : String(p.cards.length)} ${p.number} (${and(p.cards.map((c) => c.card))}), repeating the note of ${p.numberTheme}.`,
      (p) => `The ${p.number} repeat — ${and(p.cards.map((c) => c.card))} — and with them the theme of ${p.numberTheme}.`,
      (p) => `Notice the ${p.number}: ${and(p.cards.map((c) => c.card))} share the number, and the question of ${p.numberTheme}.`,
    ],
    courtCards: [
      (p) => `${cap(and(p.cards.map((c) => c.card)))} ${p.cards.length === 1 ? 'is a court card: it may be a person in your life, or a role' : 'are court cards: they may be people in your life, or roles'} you are being asked to play.`,
      (p) => `${cap(and(p.cards.map((c) => c.card)))} ${p.cards.length === 1 ? 'is a court card; read it as someone around you or as a part' : 'are court cards; read them as people around you or as parts'} of yourself.`,
      (p) => `With ${and(p.cards.map((c) => c.card))} in the spread, there are people — or ways of being — at work here.`,
    ],
    courtAsOther: [
      (p) => `${cap(p.cards[0]!.card)} in ${p.cards[0]!.position} may stand for the person in question, or for the role they play in this.`,
      (p) => `A court card sits in ${p.cards[0]!.position}: ${p.cards[0]!.card} can be read as someone's way of showing up, not a verdict on who they are.`,
      (p) => `${cap(p.cards[0]!.card)} gives the other side of this a face — a manner and a role, seen from outside.`,
    ],
    manyReversed: [
      (p) => `${p.count === p.total ? `All ${p.total} cards are reversed` : `Reversals make up ${p.count} of the ${p.total} cards`}: much of the energy here is held inside or delayed, not missing.`,
      (p) => `With ${p.count === p.total ? 'every card reversed' : `${p.count} reversals among ${p.total} cards`}, this is a time of inner work before outer movement.`,
      (p) => `So many reversed cards (${p.count} in ${p.total}) suggest that much is stuck or turned inward for now, waiting to be untangled.`,
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
