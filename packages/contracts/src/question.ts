import * as z from 'zod/mini'

/** `POST /tarot/rest/question/check`: the question, and the spread the user has in mind (for the model's suggestion). */
export const QuestionCheckRequest = z.object({
  question: z.string().check(z.maxLength(2000)),
  spreadId: z.optional(z.string().check(z.maxLength(12))),
})

/**
 * The verdict on a question. The local rules give `ok`, `invalid` (with `error`), `crisis`,
 * `sensitive`, `unsuitable` (with `reason`), `not_a_question`, and `too_many_attempts`
 * (with `article`, after five refusals in thirty minutes, and `retryAt`: when the pause ends, ISO 8601). When a model is configured it
 * looks again at what the rules accepted (`source: "model"`) and may also answer
 * `suggest_spread` (with `spreadId`) or `suggest_question` (with `suggestion`).
 * `message` is in the user's language; null for `ok`.
 */
export const QuestionCheckData = z.object({
  verdict: z.enum(['ok', 'invalid', 'not_a_question', 'sensitive', 'unsuitable', 'crisis', 'too_many_attempts', 'suggest_spread', 'suggest_question', 'off_topic']),
  message: z.nullable(z.string()),
  reason: z.optional(z.enum(['medical', 'legal', 'lottery', 'investment', 'privacy', 'other'])),
  error: z.optional(z.enum(['question.empty', 'question.tooShort', 'question.tooLong'])),
  article: z.optional(z.string()),
  /** `too_many_attempts`: when the pause ends and a question may be checked again (ISO 8601). */
  retryAt: z.optional(z.string()),
  spreadId: z.optional(z.string()),
  suggestion: z.optional(z.string()),
  source: z.optional(z.literal('model')),
})
export type QuestionCheckData = z.infer<typeof QuestionCheckData>

/**
 * A reading, or its interpretation, refused on its question whatever the client did: `code`
 * 400001, `message` the verdict's words (a crisis answer carries the hotlines), and `data` the
 * verdict as the question check gives it. Other 400 answers have no `data`.
 */
export const QuestionRefusal = z.object({ code: z.number(), message: z.string(), data: z.optional(QuestionCheckData) })
export type QuestionRefusal = z.infer<typeof QuestionRefusal>
