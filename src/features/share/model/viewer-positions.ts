import type { Language } from '@tarot/core/language'
import type { SpreadPosition } from '@tarot/core/spreads'

/**
 * The shared page is read by someone who did not ask: a position written to the asker ("你的感受", "Your Feelings")
 * would speak to the stranger as if the cards were theirs. There it names the asker in the third person
 * ("提问者的感受", "The Asker's Feelings") and the pair neutrally ("两人之间", "What Remains Between the Two").
 */
const ASKER: Record<Language, string> = { 'zh-Hans': '提问者', 'zh-Hant': '提問者', en: 'the Asker' }

/** English names whose verb or phrasing a rule cannot turn (the bundled spreads'); the rest follow `rewordEnglish`. */
const EN: Record<string, string> = {
  'How They See You': 'How They See the Asker',
  'How You See Them': 'How the Asker Sees Them',
  'The Face You Show': 'The Face the Asker Shows',
  'The Impression You Leave': 'The Impression the Asker Leaves',
  'What Remains Between You': 'What Remains Between the Two',
  'What You Admire': 'What the Asker Admires',
  'What You Bring': 'What the Asker Brings',
  'What You Hope For': 'What the Asker Hopes For',
  'What You Keep Hidden': 'What the Asker Keeps Hidden',
  'What You Need': 'What the Asker Needs',
  'What You Need from Work': 'What the Asker Needs from Work',
  'What You See': 'What the Asker Sees',
  'What You Still Carry': 'What the Asker Still Carries',
  'What You Truly Want': 'What the Asker Truly Wants',
  'What You Want Now': 'What the Asker Wants Now',
  'Where You Stand': 'Where the Asker Stands',
  "Your Partner's Part": "The Partner's Part",
  Yourself: 'The Asker',
}

const cap = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)

/** "Your X" → "The Asker's X", "You at the Fork" → "The Asker at the Fork", "What Holds You Back" → "What Holds the Asker Back". */
function rewordEnglish(name: string): string {
  const known = EN[name]
  if (known) return known
  const turned = name
    .replace(/\bYourself\b|\byourself\b/g, ASKER.en)
    .replace(/\bYour\b|\byour\b/g, `${ASKER.en}'s`)
    .replace(/\bYou\b|\byou\b/g, ASKER.en)
  return cap(turned)
}

/** A position's name as a viewer who is not the asker reads it. */
export function viewerPositionName(name: string, language: Language): string {
  if (language === 'en') return rewordEnglish(name)
  const pair = language === 'zh-Hant' ? '兩人' : '两人'
  return name.replace(/你們|你们|妳們/g, pair).replace(/[你妳您]/g, ASKER[language])
}

/** The spread's positions as the shared page shows them (see viewerPositionName); their meanings are not shown there. */
export function viewerPositions(positions: readonly SpreadPosition[], language: Language): SpreadPosition[] {
  return positions.map((p) => ({ ...p, name: viewerPositionName(p.name, language) }))
}
