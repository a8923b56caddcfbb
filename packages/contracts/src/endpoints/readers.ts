import * as z from 'zod/mini'
import { ResultCode } from '../codes'
import { CONSULTATION_ANSWER_MAX, CONSULTATION_ANSWER_MIN, CONSULTATION_QUESTION_MAX, CONSULTATION_QUESTION_MIN, CONSULTATION_REVIEW_MAX } from '../consultation-limits'
import type { EndpointsOf } from '../endpoint'
import { FailureEnvelope } from '../envelope'
import { ConsultationIdParams, ReaderIdParams } from '../ids'
import { consultationPaths, readerDeskPaths, readerPaths } from '../paths/readers'
import {
  AnswerRequest,
  ConsultationList,
  ConsultationView,
  CreateConsultationData,
  CreateConsultationRequest,
  ReaderList,
  ReaderProfile,
  ReaderSelf,
  ReaderTopic,
  ReviewRequest,
  UnreadAnswers,
} from '../readers'

/** The readers taking orders, and one reader's profile with reviews. */
export const readerEndpoints = {
  // An empty `topic` means no filter.
  list: { ...readerPaths.list, query: z.object({ topic: z.optional(z.union([ReaderTopic, z.literal('')])) }), response: ReaderList },
  get: { ...readerPaths.get, params: ReaderIdParams, response: ReaderProfile, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
} as const satisfies EndpointsOf<typeof readerPaths>

/** What a step on one consultation answers: the consultation, or no such consultation. */
const step = { params: ConsultationIdParams, response: ConsultationView, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound, ResultCode.notAllowedNow] } as const

/** The user's consultation orders: order, list, look, cancel, confirm, review. */
export const consultationEndpoints = {
  create: {
    ...consultationPaths.create,
    body: CreateConsultationRequest,
    response: CreateConsultationData,
    errors: { 404: FailureEnvelope },
    codes: [ResultCode.badRequest, ResultCode.questionRefused, ResultCode.contentRefused, ResultCode.insufficientEnergy, ResultCode.forbidden, ResultCode.notAllowedNow, ResultCode.notFound],
    limits: { questionMin: CONSULTATION_QUESTION_MIN, questionMax: CONSULTATION_QUESTION_MAX },
  },
  list: { ...consultationPaths.list, response: ConsultationList, limits: { shown: 100 } },
  unread: { ...consultationPaths.unread, response: UnreadAnswers },
  get: { ...consultationPaths.get, params: ConsultationIdParams, response: ConsultationView, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  cancel: { ...consultationPaths.cancel, ...step },
  complete: { ...consultationPaths.complete, ...step },
  review: { ...consultationPaths.review, ...step, body: ReviewRequest, limits: { reviewMax: CONSULTATION_REVIEW_MAX } },
} as const satisfies EndpointsOf<typeof consultationPaths>

/** The reader's desk: their profile, their queue, accept and answer. */
export const readerDeskEndpoints = {
  self: { ...readerDeskPaths.self, response: ReaderSelf },
  queue: { ...readerDeskPaths.queue, response: ConsultationList, codes: [ResultCode.notReader] },
  accept: { ...readerDeskPaths.accept, ...step, codes: [ResultCode.notReader, ResultCode.notFound, ResultCode.notAllowedNow] },
  answer: {
    ...readerDeskPaths.answer,
    ...step,
    body: AnswerRequest,
    codes: [ResultCode.notReader, ResultCode.badRequest, ResultCode.notFound, ResultCode.notAllowedNow],
    limits: { answerMin: CONSULTATION_ANSWER_MIN, answerMax: CONSULTATION_ANSWER_MAX },
  },
} as const satisfies EndpointsOf<typeof readerDeskPaths>
