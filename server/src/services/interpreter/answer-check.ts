import type { Language } from '@tarot/core/language'
import { understandQuestion } from '@tarot/core/reading/question-intent'
import { checks, lengthBand, measure, prepare, type RubricInput } from '../../eval/rubric'
import type { FollowUpInput, InterpretationInput } from './interpreter'
import { PROMPT_VERSION } from './prompt'

/**
 * What a model's answer must be before it is stored, shown as final or charged: the eval's rubric run at
 * request time on the parts of it a person would call broken, not merely weak. A problem found here
 * discards the answer; the built-in reader writes it instead, free, as after a stall.
 *
 * - `refusal`: an apology or refusal instead of a reading ("I can't help with that.", "抱歉，我无法…").
 * - `leak`: the prompt or its data showing through (the data tags, a field name, JSON, the prompt's version).
 * - `foreign_card`: a card named that was not drawn.
 * - `missing_cards` / `missing_positions` (readings): a drawn card or a position left out.
 * - `script`, `mixing`: the wrong script, or words of another language.
 * - `certainty`: words that promise an outcome ("definitely", "注定").
 * - `too_short`: well under what the spread needs.
 */
export type AnswerProblem = 'refusal' | 'leak' | 'foreign_card' | 'missing_cards' | 'missing_positions' | 'script' | 'mixing' | 'certainty' | 'too_short'

const REFUSAL: Record<'en' | 'zh', RegExp> = {
  en: /^\W*(?:i(?:'|’)?m sorry|i am sorry|sorry|i apologi[sz]e|unfortunately|i can(?:'|’)?t|i cannot|i can not|i(?:'|’)?m unable|i am unable|i(?:'|’)?m not able|i am not able|i won(?:'|’)?t|i will not|as an ai|as a language model|i do(?:n'|n’|)?t feel comfortable)\b/i,
  zh: /^[\s*#>“"「『]*(?:抱歉|很抱歉|非常抱歉|对不起|對不起|不好意思|我无法|我無法|我不能|我没办法|我沒辦法|我不便|作为一?个?(?:AI|人工智能|语言模型)|作為一?個?(?:AI|人工智慧|語言模型)|这个问题我无法|這個問題我無法)/,
}

/** Words of the prompt and its data that no reading says. */
const LEAK = new RegExp(
  [
    '</?data>',
    '</?system>',
    '\\bsystem prompt\\b',
    '系统提示',
    '系統提示',
    '提示词',
    '提示詞',
    PROMPT_VERSION.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    'tarot-(?:reading|classifier)-\\d{4}',
    '"(?:question|positions?|cards?|facts|hinge|lead|arcs|pairs|patterns|orientation|role|spreadId|language|image|angle|said|bottomLine|omittedTurns|adviceFrom|reading)"\\s*:',
    '^\\s*[{[]\\s*"',
    // Field names as the data spells them; "lead", "hinge" and "arcs" are English words too, so only as a field ("hinge: 2").
    '\\b(?:spreadId|positionName|positionMeaning|topicReading|adviceFrom|bottomLine|omittedTurns|missing_suit|many_majors|dominant_suit|repeated_number|major_sequence)\\b',
    '\\b(?:hinge|lead|arcs)\\s*[:=]\\s*[\\d[]',
  ].join('|'),
  'im',
)

/** The share of the eval's shortest good length below which a reading is a stub. */
export const STUB_SHARE = 0.4

const family = (language: Language) => (language === 'en' ? 'en' : 'zh')

function shared(input: RubricInput, text: string): AnswerProblem | null {
  if (REFUSAL[family(input.language)].test(text)) return 'refusal'
  if (LEAK.test(text)) return 'leak'
  if (!checks.noExtraCards(input, text).pass) return 'foreign_card'
  if (checks.script(input, text)?.pass === false) return 'script'
  if (!checks.mixing(input, text).pass) return 'mixing'
  if (!checks.certainty(input, text).pass) return 'certainty'
  return null
}

const rubricInput = (input: InterpretationInput): RubricInput => ({
  language: input.language,
  kind: understandQuestion(input.question).kind,
  spreadId: input.spreadId,
  question: input.question,
  cards: input.cards,
})

/** Why a model's reading cannot be delivered, or null when it can. */
export function readingProblem(input: InterpretationInput, text: string): AnswerProblem | null {
  const rubric = rubricInput(input)
  const problem = shared(rubric, text)
  if (problem) return problem
  if (!checks.cards(rubric, text).pass) return 'missing_cards'
  if (!checks.positions(rubric, text).pass) return 'missing_positions'
  // Well under the spread's shortest good length (two fifths of it) is a stub, not a reading.
  const band = lengthBand(input.cards.length, input.language)
  if (measure(prepare(rubric, text).body, input.language) < band.min * STUB_SHARE) return 'too_short'
  return null
}

/** The fewest words (English) or characters (Chinese) a follow-up answer has when it answers anything. */
const FOLLOW_UP_MIN: Record<'en' | 'zh', number> = { en: 12, zh: 24 }

/** Why a model's follow-up answer cannot be delivered, or null when it can. */
export function followUpProblem(input: FollowUpInput, text: string): AnswerProblem | null {
  const rubric = { ...rubricInput(input), question: `${input.question}\n${input.message}` }
  const problem = shared(rubric, text)
  if (problem) return problem
  if (measure(prepare(rubric, text).body, input.language) < FOLLOW_UP_MIN[family(input.language)]) return 'too_short'
  return null
}
