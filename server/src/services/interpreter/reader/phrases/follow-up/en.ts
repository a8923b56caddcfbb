import type { FollowUpPhrases } from './types'

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)

export const en: FollowUpPhrases = {
  decisionPair: [
    (d, a, b) =>
      `If what you want most from this is ${a.want}, ${a.card} ${a.forward ? `leans toward ${d.doing}` : `says to hold off on ${d.doing} for now`}. If what matters more is ${b.want}, ${b.card} ${b.forward ? (d.alternativeDoing ? `leans toward ${d.alternativeDoing}` : `is on the side of ${d.doing} too, once that is in place`) : d.alternativeDoing ? `leans toward ${d.alternativeDoing}` : `says to wait a little before ${d.doing}`}.`,
    (d, a, b) =>
      `Here is how I'd weigh it. If ${a.want} is the thing you're after, ${a.card} ${a.forward ? `points to ${d.doing}` : `points away from ${d.doing}, at least for now`}; if it is ${b.want}, ${b.card} ${b.forward ? (d.alternativeDoing ? `points to ${d.alternativeDoing}` : `supports ${d.doing} as well`) : d.alternativeDoing ? `points to ${d.alternativeDoing}` : `asks you to wait before ${d.doing}`}.`,
    (d, a, b) =>
      `It depends on what you need. For ${a.want}, ${a.card} ${a.forward ? `favours ${d.doing}` : `favours waiting rather than ${d.doing}`}. If you need ${b.want} more, ${b.card} ${b.forward ? (d.alternativeDoing ? `favours ${d.alternativeDoing}` : `favours it too, at your own pace`) : d.alternativeDoing ? `favours ${d.alternativeDoing}` : `favours giving it more time before ${d.doing}`}.`,
    (d, a, b) =>
      `So, ${d.action}${d.alternative ? ` or ${d.alternative}` : ''}? If ${a.want} is what you're hoping for, ${a.card} ${a.forward ? 'says yes' : 'says not yet'}; if it is ${b.want}, ${b.card} ${b.forward ? (d.alternative ? `leans toward ${d.alternativeDoing}` : 'says yes as well, with care') : d.alternative ? `leans toward ${d.alternativeDoing}` : 'says wait'}.`,
  ],
  decisionSingle: [
    (d, c, warns) =>
      `With one card, the question is what ${c.card} favours: ${c.want}. If that is what ${d.doing} would give you, it leans toward it${c.forward ? '' : ', though not in a rush'}. What it warns about is ${warns}; if ${d.doing} would only feed that, wait.`,
    (d, c, warns) =>
      `${cap(c.card)} favours ${c.want} and warns against ${warns}. If ${d.doing} moves you toward the first, the card leans toward it${c.forward ? '' : ' once you are steadier'}; if it pulls you into the second, it leans toward waiting.`,
    (d, c, warns) =>
      `Put ${d.doing} next to ${c.card}. The card is on the side of ${c.want}, so if ${d.doing} serves that, it leans your way; it is wary of ${warns}, so if ${d.doing} would feed that, hold off.`,
  ],
  yourCall: ['The choice is still yours.', 'Which of those matters more is yours to say.', 'You know which of those weighs more for you.', 'That part only you can weigh.'],
  aboutCard: [
    (card, position, topic) => `${cap(card)}${position ? `, in the ${position} position,` : ''} is worth a closer look for ${topic}.`,
    (card, position) => `On ${card}${position ? ` (${position})` : ''}: here is what it adds.`,
    (card, _position, topic) => `Looked at for ${topic} alone, ${card} says something specific.`,
    (card, position) => `About ${card}${position ? `, the ${position} card` : ''}:`,
  ],
  aboutDetail: [
    (detail, card) => `About ${detail}: the card that speaks to it most is ${card}.`,
    (detail, card) => `For ${detail}, I'd go to ${card}.`,
    (detail, card) => `When it comes to ${detail}, ${card} is the one to read.`,
    (detail, card) => `Taking ${detail} on its own, look at ${card}.`,
  ],
  towardPerson: [
    (person, card) => `With ${person}, ${card} suggests this:`,
    (person) => `Between you and ${person}, that could look like this:`,
    (person, card) => `Brought to ${person}, ${card} reads like this:`,
  ],
  fear: [
    (card, is, isNot) => `${cap(card)} is ${is}, not ${isNot}.`,
    (card, is, isNot) => `No, ${card} is not ${isNot}. It is ${is}.`,
    (card, is, isNot) => `Plainly: ${card} is ${is}. It is not ${isNot}.`,
    (card, is, isNot) => `That's a fair worry, but ${card} is ${is}, not ${isNot}.`,
  ],
  pointsTo: [(_card, topic) => `What it does point to, for ${topic}:`, (card) => `What ${card} does ask of you is this:`, () => 'Here is what it points to instead:'],
  body: [
    (part) => `As for ${part ?? 'how your body feels'}: if it stays sore or gets worse, have a doctor or physiotherapist look at it. That is a question for a check-up, not for the cards.`,
    (part) => `And please don't let a card stand in for a check-up: if ${part ?? 'your body'} keeps bothering you, a doctor or physiotherapist can tell you what is going on.`,
    (part) => `For ${part ?? 'the physical side'}, a doctor or physiotherapist is the right person to ask; a card can't see what they can.`,
  ],
  urgent: [
    'What you describe in your chest is for a doctor, not for the cards: please book an appointment soon. If it ever comes with pain spreading to your arm, jaw or back, breathlessness, sweating or feeling faint, call your local emergency number straight away.',
    "Please don't read a card into a symptom like this one: a tight chest or a racing heart deserves a doctor's visit soon, and if it comes with spreading pain, trouble breathing or faintness, call emergency services at once.",
  ],
  nextStep: [
    (card) => `The step comes from ${card}.`,
    (card) => `Start with ${card}; it is the practical card here.`,
    (card) => `For what to do next, ${card} is the card to follow.`,
    (card) => `Next, let ${card} guide one small move.`,
  ],
  timing: [
    (card, essence) => `The cards don't give dates. ${cap(card)} describes a phase, ${essence}, and things tend to move once it has run its course.`,
    (card, essence) => `Rather than a when, ${card} gives a condition: ${essence}. Watch for that to shift.`,
    (card, essence) => `Think of it as a season, not a date: ${card}, ${essence}, has to ripen first.`,
  ],
  lean: {
    yes: [
      (card, essence) => `As the cards stand, they lean toward yes, and it rests on ${card}: ${essence}.`,
      (card) => `Leaning yes, going by the spread, with ${card} as the part to look after.`,
      (card, essence) => `The spread tilts toward yes. What it depends on is ${card}, ${essence}.`,
    ],
    no: [
      (card, essence) => `As things stand, the cards lean toward not yet, and the turn would come through ${card}: ${essence}.`,
      (card) => `Leaning no for now, going by the spread; ${card} shows what would have to change.`,
      (card, essence) => `Not yet, is how the spread reads. What could move it is ${card}, ${essence}.`,
    ],
    mixed: [
      (card, essence) => `The cards don't settle on yes or no; it hangs on ${card}: ${essence}.`,
      (card) => `It could go either way, going by the spread, and ${card} is where it tips.`,
      (card, essence) => `Neither a clear yes nor a no. The hinge is ${card}, ${essence}.`,
    ],
  },
  otherPerson: [
    (person, card, essence) => `What ${person} feels is theirs to tell you. What ${card} shows is ${essence}, and how you meet ${person} is the part you can shape.`,
    (person, card, essence) => `I can't read ${person}'s mind, and neither can the cards. ${cap(card)} shows the space between you: ${essence}.`,
    (person, card, essence) => `Between you and ${person}, ${card} shows ${essence}. Watch what ${person} does, and say plainly what you need.`,
  ],
  general: [
    (card, essence, topic) => `For ${topic}, that question goes to ${card}: ${essence}.`,
    (card, essence) => `${cap(card)} answers that best, with the image of ${essence}.`,
    (card, essence) => `Look to ${card} here, ${essence}.`,
  ],
  unrelated: [
    "That's outside this reading, so I'll leave it; happy to keep going with your cards or your question, though.",
    'I can only talk about this reading here. Ask me about any card or about your question, and we can carry on.',
    "This chat is for the cards you drew, so I'll pass on that one. What would you like to know about them?",
  ],
  recall: [(f) => `That is what the reading meant by "${f}".`, (f) => `It ties back to "${f}" in your reading.`, (f) => `Think of "${f}" from the reading.`],
  invite: ['If another card puzzles you, ask about it.', 'We can look at any other card too.', 'Name a card or a position if you want to go further.'],
  themes: [(a, b) => `Its themes here: ${a} and ${b}.`, (a, b) => `Think ${a}, and ${b}.`, (a, b) => `It carries ${a} and ${b}.`],
  someone: 'them',
  majorIs: [
    'a fresh start taken on trust',
    'skill and focus put to use',
    'quiet knowing and patience',
    'growth, care and abundance',
    'structure and steady control',
    'tradition, teaching and shared values',
    'a choice made from the heart and its values',
    'willpower moving forward',
    'calm strength and patience',
    'a time to step back and reflect',
    'a turn of the cycle, change that keeps moving',
    'fairness and the weight of your own choices',
    'a pause that changes how you see things',
    'an ending that makes room for what comes next',
    'balance and a steady blend',
    'a picture of what binds you, and so of what can be loosened',
    'a shake-up of plans and of what was built on shaky ground',
    'hope and renewal after a hard time',
    'uncertainty and mixed signals',
    'clarity, warmth and success',
    'a reckoning and a call to rise to it',
    'completion, a cycle coming whole',
  ],
  heldBack: (is) => `${is}, held back or out of balance for now`,
  easing: (is) => `${is}, and its weight is starting to ease`,
  suitIs: {
    Wands: 'a card about drive, effort and momentum',
    Cups: 'a card about feelings and closeness',
    Swords: 'a card about thoughts, words and tension',
    Coins: 'a card about practical, everyday matters',
  },
  isNot: {
    body: 'a forecast of injury or illness',
    fail: 'a verdict that you will fail',
    leave: 'a sign that someone will leave you',
    money: 'a forecast of losing money',
    general: 'a verdict on how things will turn out',
  },
}
