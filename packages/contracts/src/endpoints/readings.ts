import * as z from 'zod/mini'
import { ChatRequest, ChatView } from '../chat'
import { ResultCode } from '../codes'
import type { EndpointsOf } from '../endpoint'
import { FailureEnvelope, Null } from '../envelope'
import { ReadingIdParams } from '../ids'
import { readingPaths as paths } from '../paths/readings'
import { QuestionCheckData, QuestionRefusal } from '../question'
import { DrawRequest, InterpretRequest, InterpretationData, PhysicalRequest, PickRequest, PicksSoFarRequest, ReadingList, ReadingView } from '../readings'

/** What the calls that start or change a reading answer besides the reading: a refused question, or no such reading. */
const readingErrors = { 400: QuestionRefusal, 404: FailureEnvelope }

/** The reading calls: start a draw (commit–reveal) or enter physical cards, pick, save, get, list, delete. */
export const readingEndpoints = {
  draw: { ...paths.draw, body: DrawRequest, response: ReadingView, errors: readingErrors, codes: [ResultCode.badRequest, ResultCode.questionRefused] },
  pick: { ...paths.pick, params: ReadingIdParams, body: PickRequest, response: ReadingView, errors: readingErrors, codes: [ResultCode.badRequest, ResultCode.notFound] },
  keepPicks: { ...paths.keepPicks, params: ReadingIdParams, body: PicksSoFarRequest, response: ReadingView, errors: readingErrors, codes: [ResultCode.badRequest, ResultCode.notFound] },
  physical: { ...paths.physical, body: PhysicalRequest, response: ReadingView, errors: readingErrors, codes: [ResultCode.badRequest, ResultCode.questionRefused] },
  save: { ...paths.save, params: ReadingIdParams, response: ReadingView, errors: readingErrors, codes: [ResultCode.signInRequired, ResultCode.badRequest, ResultCode.notFound] },
  get: { ...paths.get, params: ReadingIdParams, response: ReadingView, errors: readingErrors, codes: [ResultCode.notFound] },
  list: {
    ...paths.list,
    // Lenient: anything that is not a page number from 1 to 10 000 reads as the nearest one (or the first).
    query: z.object({ page: z.optional(z.unknown()) }),
    response: ReadingList,
    codes: [ResultCode.signInRequired],
    limits: { pageSize: 20, lastPage: 10_000 },
  },
  remove: { ...paths.remove, params: ReadingIdParams, response: Null, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  interpretation: { ...paths.interpretation, params: ReadingIdParams, response: InterpretationData, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  // A stream of server-sent events (the `InterpretationMetaEvent` … `InterpretationErrorEvent` schemas); a refusal before it opens is a plain envelope.
  interpret: {
    ...paths.interpret,
    params: ReadingIdParams,
    body: z.nullish(InterpretRequest),
    response: FailureEnvelope,
    errors: readingErrors,
    codes: [ResultCode.questionRefused, ResultCode.insufficientEnergy, ResultCode.noFreeReadings, ResultCode.conflict, ResultCode.notFound],
  },
  chat: { ...paths.chat, params: ReadingIdParams, response: ChatView, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  // A stream of server-sent events (`ChatMetaEvent`, deltas, `ChatDoneEvent`); a message the question check refuses is answered with its verdict instead.
  followUp: {
    ...paths.followUp,
    params: ReadingIdParams,
    body: ChatRequest,
    response: QuestionCheckData,
    errors: { 404: FailureEnvelope },
    codes: [ResultCode.conflict, ResultCode.followUpLimit, ResultCode.insufficientEnergy, ResultCode.notFound],
  },
} as const satisfies EndpointsOf<typeof paths>
