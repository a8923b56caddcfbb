import type { CardRef } from '../types'
import type { RelationPhrases } from './types'

const cap = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)
const names = (cards: CardRef[]) => and(cards.map((c) => c.card))
const essences = (cards: CardRef[]) => and(cards.map((c) => c.essence))
const count = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n)

export const en: RelationPhrases = {
  // English keyword forms are bare nouns ("turning point"): they stand as tags, in brackets or after a colon, never where an article is needed.
  relation: {
    resolves: [
      (t, a) => `${a.card} (${a.essence}) softens what ${t.card} (${t.essence}) leaves behind.`,
      (t, a) => `what ${t.card} brings, ${t.essence}, is eased by ${a.card}: ${a.essence}.`,
      (t, a) => `${t.card} (${t.essence}) does not have the last word, because ${a.card} (${a.essence}) answers it.`,
      (t, a) => `${a.card} resolves the knot that ${t.card} ties: ${t.essence} on one side, ${a.essence} as the way out.`,
    ],
    opposes: [
      (t, a) => `${a.card} (${a.essence}) pulls against ${t.card} (${t.essence}).`,
      (t, a) => `${t.card} runs into resistance from ${a.card}: ${t.essence} against ${a.essence}.`,
      (t, a) => `${t.card} and ${a.card} work against each other: ${t.essence} on one side, ${a.essence} on the other.`,
      (t, a) => `what ${t.card} holds out (${t.essence}) is checked by ${a.card} (${a.essence}); whichever you feed sets the tone.`,
    ],
    reinforces: [
      (t, a, x) => `${a.card} (${a.essence}) ${x.hard ? 'deepens' : 'strengthens'} ${t.card} (${t.essence}).`,
      (t, a, x) => `${t.card} and ${a.card} lean the same way, and the second ${x.hard ? 'compounds' : 'reinforces'} the first: ${t.essence}, backed by ${a.essence}.`,
      (t, a, x) => `${a.card} doubles what ${t.card} says: ${t.essence}, then ${a.essence}${x.hard ? '; that weight is worth lightening first' : ''}.`,
    ],
    continues: [
      (t, a, x) => `${a.card} carries on where ${t.card} left off, along the ${x.suit} thread of ${x.suitTheme}: ${t.essence}, then ${a.essence}.`,
      (t, a) => `${t.card} hands its story on to ${a.card}, which continues it in the same suit (${t.essence}, then ${a.essence}).`,
      (t, a, x) => `one ${x.suit} line continues from ${t.card} (${t.essence}) to ${a.card} (${a.essence}).`,
    ],
    same_suit: [
      (t, a, x) => `${a.card} takes up the concern of ${t.card} in the same suit, ${x.suitTheme}: ${t.essence}, answered by ${a.essence}.`,
      (t, a, x) => `two ${x.suit}, ${t.card} (${t.essence}) and ${a.card} (${a.essence}), keep ${x.suitTheme} in play, the second answering the first.`,
      (t, a, x) => `${a.card} carries the ${x.suit} concern of ${t.card} forward: ${t.essence}, then ${a.essence}.`,
    ],
    same_number: [
      (t, a, x) => `${t.card} and ${a.card} are both ${x.number}, so ${x.numberTheme} answers itself here: ${t.essence} in one, ${a.essence} in the other.`,
      (t, a, x) => `the number repeats from ${t.card} (${t.essence}) to ${a.card} (${a.essence}), and the second answers the first on ${x.numberTheme}.`,
      (t, a, x) => `${a.card} answers ${t.card} number for number, two ${x.number} on ${x.numberTheme}: ${t.essence}, then ${a.essence}.`,
    ],
    major_sequence: [
      (t, a, x) => `${t.card} leads into ${a.card}, ${x.theme}: ${t.essence} first, then ${a.essence}.`,
      (t, a, x) => `one of the journey's telling steps runs from ${t.card} (${t.essence}) to ${a.card} (${a.essence}), and the first leads into the second: ${x.theme}.`,
      (t, a, x) => `${a.card} takes over from ${t.card} (${x.theme}): ${t.essence}, then ${a.essence}.`,
    ],
    tempers: [
      (t, a) => `${a.card} (${a.essence}) sets the terms for ${t.card} (${t.essence}).`,
      (t, a) => `${a.card} colours ${t.card}: ${t.essence}, seen through ${a.essence}.`,
      (t, a) => `${a.card} shapes how ${t.card} plays out (${t.essence}, filtered through ${a.essence}).`,
    ],
  },
  setting: {
    crossing: [() => 'Across the centre, ', () => 'In the cross itself, '],
    root_crown: [() => 'Between root and crown, ', () => 'From what lies beneath to what is held in view, '],
    leaving_coming: [() => 'As one chapter leaves and the next arrives, ', () => 'Between what is going and what is coming, '],
    self_outcome: [() => 'Between where you stand and where this tends, ', () => 'From you to the likely outcome, '],
    sequence: [() => '', () => 'Step by step, ', () => 'Moving on in time, '],
    cause_effect: [() => 'From cause to effect, ', () => 'Tracing it back, '],
    obstacle_answer: [() => 'Between the block and its answer, ', () => 'Where the challenge meets its reply, '],
    versus: [() => 'Option against option, ', () => 'Setting the two roads side by side, '],
    mirror: [() => 'Seat against seat, ', () => 'Looking from both sides, '],
    hope_outcome: [() => 'Between what you hope or fear and where it tends, ', () => 'Holding your hope or worry against the outcome, '],
    balance: [() => 'Across the axis, ', () => 'On one scale, '],
  },
  arc: [
    (a, b, c) => `Read as one story, ${a.card}, ${b.card} and ${c.card} come in three beats: ${a.essence}; ${b.essence}; ${c.essence}.`,
    (a, b, c) => `The line moves from ${a.card} (${a.essence}) to ${b.card} (${b.essence}) and on to ${c.card} (${c.essence}).`,
    (a, b, c) => `${cap(a.card)} begins it (${a.essence}), ${b.card} stands in the middle (${b.essence}), and ${c.card} opens the way ahead (${c.essence}).`,
  ],

  pattern: {
    dominantSuit: [
      (p) => `Here ${p.count} of the ${p.total} cards are ${p.suit}, and they reinforce one another (${essences(p.cards.slice(0, 2))}): much of this is about ${p.theme}.`,
      (p) => `${p.suit} keep turning up, ${p.count} in ${p.total}, each strengthening the last (${essences(p.cards.slice(0, 2))}), which puts ${p.theme} at the centre.`,
      (p) => `With ${p.count} ${p.suit} among ${p.total} cards backing each other up (${essences(p.cards.slice(0, 2))}), this reads as a matter of ${p.theme} above all.`,
    ],
    missingSuit: [
      (p) => `There are no ${p.suit} at all: ${p.theme} are not where this gets decided.`,
      (p) => `Not one card of ${p.suit} appears: ${p.theme} may be the part you are not looking at yet.`,
      (p) => `The absence of ${p.suit} is telling, as ${p.theme} sit outside the frame for now.`,
    ],
    manyMajors: [
      (p) =>
        `${p.count === p.total ? `All ${p.total} cards are major arcana` : `Major arcana make up ${p.count} of the ${p.total} cards`} (${essences(p.cards.slice(0, 3))}): this belongs to a larger chapter, not only the week's details.`,
      (p) => `With ${p.count} majors among ${p.total} cards, the spread points to something bigger than day-to-day choices: ${essences(p.cards.slice(0, 2))}.`,
      (p) => `So many major arcana (${p.count} in ${p.total}: ${essences(p.cards.slice(0, 2))} among them) mark this as part of a longer story, not a passing mood.`,
    ],
    repeatedNumber: [
      (p) => `The spread holds ${count(p.cards.length)} ${p.number} (${names(p.cards)}), and they answer one another on ${p.numberTheme}: ${essences(p.cards)}.`,
      (p) => `The ${p.number} repeat in ${names(p.cards)}, each one reinforcing ${p.numberTheme}, from ${essences(p.cards)}.`,
      (p) => `Notice the ${p.number}: ${names(p.cards)} share the number, and ${essences(p.cards)} answer one question, ${p.numberTheme}.`,
    ],
    courtCards: [
      (p) =>
        `${cap(names(p.cards))} ${p.cards.length === 1 ? 'is a court card, bringing' : 'are court cards, and each reinforces the human side of this:'} ${essences(p.cards)}; ${p.cards.length === 1 ? 'it may be a person in your life, or a role' : 'they may be people in your life, or roles'} you are being asked to play.`,
      (p) =>
        `${cap(names(p.cards))} ${p.cards.length === 1 ? 'is a court card; read it as someone around you or as a part' : 'are court cards; read them as people around you or as parts'} of yourself, ${p.cards.length === 1 ? 'bringing' : 'where'} ${essences(p.cards)}${p.cards.length === 1 ? '' : ' answer one another'}.`,
      (p) =>
        `With ${names(p.cards)} in the spread, ${essences(p.cards)} ${p.cards.length === 1 ? 'comes' : 'come'} with a face${p.cards.length === 1 ? '' : ', each strengthening the part people play here'}.`,
    ],
    courtAsOther: [
      (p) => `${cap(p.cards[0]!.card)} in ${p.cards[0]!.position} may stand for the person in question, or for the role they play in this: ${p.cards[0]!.essence}.`,
      (p) => `A court card sits in ${p.cards[0]!.position}: ${p.cards[0]!.card} can be read as someone's way of showing up, ${p.cards[0]!.essence}, not a verdict on who they are.`,
      (p) => `${cap(p.cards[0]!.card)} gives the other side of this a face, ${p.cards[0]!.essence}, a manner and a role seen from outside.`,
    ],
    manyReversed: [
      (p) =>
        `${p.count === p.total ? `All ${p.total} cards are reversed` : `Reversals make up ${p.count} of the ${p.total} cards`}: much of the energy here (${essences(p.cards.slice(0, 2))}) is held inside or delayed, not missing.`,
      (p) =>
        `With ${p.count === p.total ? 'every card reversed' : `${p.count} reversals among ${p.total} cards`}, this is a time of inner work before outer movement: ${essences(p.cards.slice(0, 2))}.`,
      (p) => `So many reversed cards (${p.count} in ${p.total}) suggest that much is turned inward for now, waiting to be untangled: ${essences(p.cards.slice(0, 2))}.`,
    ],
    majorSequence: [
      (p) => `${cap(p.cards[0]!.card)} leads into ${p.cards[1]!.card}, a telling order: ${p.theme}.`,
      (p) =>
        `The spread moves from ${p.cards[0]!.card} (${p.cards[0]!.essence}) to ${p.cards[1]!.card} (${p.cards[1]!.essence}), and the first gives way to the second: the classic step of ${p.theme}.`,
      (p) => `${cap(p.cards[1]!.card)} takes over from ${p.cards[0]!.card}, and together they speak of ${p.theme}.`,
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

  groupHeading: [(label) => label],
  groupLabel: (index) => ['The first stretch', 'The second stretch', 'The third stretch', 'The fourth stretch', 'The fifth stretch', 'The sixth stretch'][index] ?? `Part ${index + 1}`,

  houses: {
    label: {
      angular: 'The angular houses: self, home, partnership, career',
      succedent: 'The succedent houses: resources, joy, depth, community',
      cadent: 'The cadent houses: communication, routines, horizons, retreat',
      centre: 'You at the centre',
    },
    intro: {
      angular: (cards) => `The angular houses are where your life acts and starts things, and their keynotes here are these: ${essences(cards)}.`,
      succedent: (cards) => `The succedent houses gather and keep what the angular ones start; in this spread they carry ${essences(cards)}.`,
      cadent: (cards) => `The cadent houses are where things are learnt, adjusted and let go, and here they show ${essences(cards)}.`,
      centre: (cards) => `At the centre, one keynote ties the twelve houses together: ${essences(cards)}.`,
    },
    domain: [
      'how you meet the world and what you want for yourself',
      'money, belongings and what you value',
      'conversations, learning and the people close by',
      'home, family and where you come from',
      'pleasure, play, creativity and romance',
      'daily work, habits and looking after your body',
      'partners and the people you commit to',
      'intimacy, shared money and what changes you deeply',
      'travel, study, beliefs and the wider view',
      'career, standing and what you are known for',
      'friends, groups and your hopes for the future',
      'rest, solitude and what works out of sight',
    ],
    card: [
      (c, domain) => `${c.position}, the house of ${domain}, holds ${c.card}: ${c.essence}.`,
      (c, domain) => `For ${domain}, see ${c.position}, where ${c.card} shows ${c.essence}.`,
      (c, domain) => `${c.position} is about ${domain}, and ${c.card} colours it with ${c.essence}.`,
      (c, domain) => `Look to ${domain} (${c.position}): ${c.card} puts ${c.essence} there.`,
    ],
    centre: [(c) => `${c.position}: ${c.card} gathers the houses into one picture, ${c.essence}.`, (c) => `${c.position} is ${c.card}, the thread through all twelve houses: ${c.essence}.`],
  },
  journey: {
    label: {
      outer: 'The first row: the outer world (the Magician to the Chariot)',
      inner: 'The second row: the inner search (Strength to Temperance)',
      awakening: 'The third row: the great awakening (the Devil to the World)',
    },
    intro: {
      outer: (first, last) =>
        `The first seven stations are the skills and structures you build in the world, and this row carries you from ${first.card} (${first.essence}) to ${last.card} (${last.essence}).`,
      inner: (first, last) => `The middle seven turn inward, and the row leads from ${first.card} (${first.essence}) to ${last.card} (${last.essence}).`,
      awakening: (first, last) => `The last seven are the great awakening, where ${first.card} (${first.essence}) leads into ${last.card} (${last.essence}).`,
    },
    card: [
      (c) => `At ${c.position}, ${c.card} meets the station with ${c.essence}.`,
      (c) => `${c.position} teaches its lesson through ${c.card}: ${c.essence}.`,
      (c) => `${cap(c.card)} stands at ${c.position}, reading it as ${c.essence}.`,
    ],
  },
  atHome: [
    (c) => `${cap(c.card)} lands on its own place, ${c.position}, so what it brings (${c.essence}) counts double here.`,
    (c) => `${cap(c.card)} is at home in ${c.position}, its own station, and that doubles its weight here: ${c.essence}.`,
  ],
}
