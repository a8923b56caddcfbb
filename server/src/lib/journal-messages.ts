import { ResultCode } from '@tarot/contracts/codes'
import { NOTE_MAX_LENGTH, OUTCOME_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX } from '@tarot/contracts/journal'
import type { Language } from '@tarot/core/language'
import { JOURNAL_TEXTS, type JournalProblem } from '@tarot/messages/journal'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { fail } from './envelope'
import { requestLanguage } from './language'

/** A journal text in the caller's language, with the limits filled in (`limits` gives those set at run time, such as NOTES_PER_READING). */
export function journalMessage(problem: JournalProblem, language: Language, limits: { max?: number } = {}): string {
  const values: Record<string, number> = {
    max: limits.max ?? (problem === 'noteTooLong' ? NOTE_MAX_LENGTH : problem === 'outcomeTooLong' ? OUTCOME_MAX_LENGTH : TAG_MAX_LENGTH),
    count: TAGS_MAX,
  }
  return JOURNAL_TEXTS[language][problem].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** Which journal text a refused field gets: the first refused field of the request names it. */
function problemOf(error: FastifyError): JournalProblem | null {
  const issue = error.validation?.[0] as { instancePath?: string; keyword?: string } | undefined
  const field = issue?.instancePath?.split('/')[1] ?? ''
  const tooBig = issue?.keyword === 'too_big'
  switch (field) {
    case 'body':
      return tooBig ? 'noteTooLong' : 'noteEmpty'
    case 'mood':
      return 'moodUnknown'
    case 'tags':
      return 'tagsInvalid'
    case 'resonance':
      return 'resonanceInvalid'
    case 'outcome':
      return 'outcomeTooLong'
    case 'days':
      return 'reminderInvalid'
    case 'range':
      return 'rangeInvalid'
    case 'format':
      return 'formatInvalid'
    case 'remindersOn':
    case 'tzOffsetMinutes':
      return 'settingsInvalid'
    default:
      return null
  }
}

/**
 * The journal routes' error handler: a refused body or query is answered 400 `400000` with what is wrong with it in
 * the caller's language ("A note can be at most 2000 characters"), the generic text when the whole body is junk.
 * Any other error goes on to the app's handler.
 */
export function journalInvalidRequest(fallback: (language: Language) => string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!error.validation) throw error
    const language = requestLanguage(request)
    const problem = error.validationContext === 'params' ? null : problemOf(error)
    return reply.status(400).send(fail(ResultCode.badRequest, problem ? journalMessage(problem, language) : fallback(language)))
  }
}
