import { ChatRequest, ChatView } from '@tarot/contracts/chat'
import { FailureEnvelope } from '@tarot/contracts/envelope'
import { QuestionCheckData } from '@tarot/contracts/question'
import { AnswerRequest, ConsultationList, ConsultationView, CreateConsultationData, CreateConsultationRequest, ReaderSelf, ReviewRequest } from '@tarot/contracts/readers'
import { InterpretationData } from '@tarot/contracts/readings'
import type { FastifySchema } from 'fastify'
import * as z from 'zod/mini'
import type { Access } from '../plugins/identity'
import { envelopeOf } from './components'
import { CHAT_STREAM, type EventStream, INTERPRETATION_STREAM } from './streams'

/** What the document says of a route whose own schema and hooks are still to come. */
export interface PendingRoute {
  schema: FastifySchema & { operationId: string; tags: string[]; summary: string; description: string }
  access: Access | null
  events?: EventStream
  rateLimit?: string
}

const ReadingId = z.object({ id: z.string() })
const ConsultationId = z.object({ id: z.string() })
const notFound = { 404: FailureEnvelope }

/**
 * The routes not yet converted to route schemas and access hooks (interpretation, chat,
 * consultations and the reader's desk), keyed `METHOD url` as Fastify registers them. Only the
 * document reads this: these routes still validate in their handlers. Each entry goes when its
 * route declares its own schema; `openapi.test.ts` keeps the list from growing.
 */
export const PENDING_ROUTES: Record<string, PendingRoute> = {
  'POST /tarot/rest/readings/:id/interpretation': {
    access: 'token',
    rateLimit: '20 per minute',
    events: INTERPRETATION_STREAM,
    schema: {
      operationId: 'streamInterpretation',
      tags: ['Interpretation'],
      summary: 'Stream the AI interpretation',
      description:
        'The interpretation as server-sent events. The cost is reserved first (a free use for free spreads, energy for pro spreads) and given back unless the reading is delivered; ' +
        'a reading written by the offline fallback after the model failed is free. The finished text is stored; a repeat streams the stored text at no charge. ' +
        'One stream per reading at a time: a second request meanwhile is answered `409000`. A reading not drawn yet, or a spread without AI reading, is answered 400.\n\n' +
        'Events: `meta` first (engine; `stored` on a replay; `charged`: what was reserved), then `delta` per piece of text. `restart` means the model failed mid-way: drop the text so far, ' +
        "the named engine's reading follows. Last comes `done` (`length`, `charged`: null when nothing was charged) or `error` (`code`, `message`, `refunded: true`). " +
        'Refusals before the stream opens, as a JSON envelope: `402000`, `402001`, `409000`.',
      params: ReadingId,
      response: { 200: FailureEnvelope, 400: FailureEnvelope, ...notFound },
    },
  },
  'GET /tarot/rest/readings/:id/interpretation': {
    access: 'token',
    schema: {
      operationId: 'getInterpretation',
      tags: ['Interpretation'],
      summary: 'The stored interpretation',
      description: 'The stored interpretation whole, for clients that cannot stream or lost the stream; 404 until it exists.',
      params: ReadingId,
      response: { 200: envelopeOf(InterpretationData), ...notFound },
    },
  },
  'POST /tarot/rest/readings/:id/chat': {
    access: 'token',
    rateLimit: '20 per minute',
    events: CHAT_STREAM,
    schema: {
      operationId: 'streamFollowUp',
      tags: ['Chat'],
      summary: 'Ask a follow-up question',
      description:
        'One follow-up on a reading whose interpretation exists (else `409000`), answered as server-sent events like the interpretation. The first follow-ups of a reading are free, later ones cost energy, ' +
        'taken first and refunded unless the answer is delivered. A message with crisis language, a sensitive topic or an unsuitable ask is not answered by the AI: the answer is then a JSON envelope ' +
        'with the verdict (as in the question check). `clientKey` makes a retried send replay the same answer at no further cost; one answer streams per reading at a time (`409000`).\n\n' +
        'Events: `meta` first (engine, `seq` of the turn, `charged`), then `delta` per piece (`restart`: drop the text so far), then `done` (with what the next follow-up costs) or `error` (`refunded: true`). ' +
        'Refusals before the stream opens, as a JSON envelope: `409000`, `403001`, `402000`.',
      params: ReadingId,
      body: ChatRequest,
      response: { 200: envelopeOf(QuestionCheckData), ...notFound },
    },
  },
  'GET /tarot/rest/readings/:id/chat': {
    access: 'token',
    schema: {
      operationId: 'getFollowUps',
      tags: ['Chat'],
      summary: 'The follow-up conversation',
      description:
        'The answered follow-ups, oldest first; whether the chat is open (the interpretation exists), how many follow-ups are left, how many of them free, and what the next costs (null: none left).',
      params: ReadingId,
      response: { 200: envelopeOf(ChatView), ...notFound },
    },
  },
  'POST /tarot/rest/consultations': {
    access: 'user',
    rateLimit: '30 per minute',
    schema: {
      operationId: 'createConsultation',
      tags: ['Consultations'],
      summary: 'Order a consultation',
      description:
        "A question (4–1000 characters) for a reader, optionally with one of the user's readings (its spread, question and cards are attached). `payWith: \"energy\"` holds the price from the balance at once (`paid`, answered within 24 hours or refunded); " +
        '`payWith: "wechat"` answers the consultation `created` and the parameters to pay its order (`pay`); it turns `paid` when the payment arrives. `clientKey` makes a retry return the same consultation, charged once. ' +
        'Refusals in HTTP 200: `402000`, `409002`, `403000`, `403002`, `403003`, `403004`.',
      body: CreateConsultationRequest,
      response: { 200: envelopeOf(CreateConsultationData), ...notFound },
    },
  },
  'GET /tarot/rest/consultations': {
    access: 'user',
    schema: { operationId: 'listConsultations', tags: ['Consultations'], summary: 'My consultations', description: 'Newest first (the latest 100).', response: { 200: envelopeOf(ConsultationList) } },
  },
  'GET /tarot/rest/consultations/:id': {
    access: 'user',
    schema: {
      operationId: 'getConsultation',
      tags: ['Consultations'],
      summary: 'One consultation',
      description: "One of the caller's consultations, with the answer once given.",
      params: ConsultationId,
      response: { 200: envelopeOf(ConsultationView), ...notFound },
    },
  },
  'POST /tarot/rest/consultations/:id/cancel': {
    access: 'user',
    schema: {
      operationId: 'cancelConsultation',
      tags: ['Consultations'],
      summary: 'Cancel a consultation',
      description: 'Before the reader accepts: a paid consultation is refunded, an unpaid one simply closes. Refused in HTTP 200 with `409002` after that.',
      params: ConsultationId,
      response: { 200: envelopeOf(ConsultationView), ...notFound },
    },
  },
  'POST /tarot/rest/consultations/:id/complete': {
    access: 'user',
    schema: {
      operationId: 'completeConsultation',
      tags: ['Consultations'],
      summary: 'Confirm the answer',
      description: 'The price held goes to the reader (it also does by itself 72 hours after the answer). Refused in HTTP 200 with `409002` before the answer.',
      params: ConsultationId,
      response: { 200: envelopeOf(ConsultationView), ...notFound },
    },
  },
  'POST /tarot/rest/consultations/:id/review': {
    access: 'user',
    schema: {
      operationId: 'reviewConsultation',
      tags: ['Consultations'],
      summary: 'Review the reader',
      description: 'A rating of 1–5 and up to 500 characters, on an answered or completed consultation; releases the price to the reader if that has not happened yet. Refused in HTTP 200 with `409002` otherwise.',
      params: ConsultationId,
      body: ReviewRequest,
      response: { 200: envelopeOf(ConsultationView), ...notFound },
    },
  },
  'GET /tarot/rest/reader/me': {
    access: 'token',
    schema: {
      operationId: 'readerSelf',
      tags: ['Reader desk'],
      summary: 'My reader profile',
      description: "The caller's reader profile with the energy earned, or `data: null` for anyone who is not a reader.",
      response: { 200: envelopeOf(ReaderSelf) },
    },
  },
  'GET /tarot/rest/reader/consultations': {
    access: 'reader',
    schema: {
      operationId: 'readerQueue',
      tags: ['Reader desk'],
      summary: 'My queue',
      description: 'Paid consultations addressed to the caller: those to answer first, soonest due first, then the rest newest first.',
      response: { 200: envelopeOf(ConsultationList) },
    },
  },
  'POST /tarot/rest/reader/consultations/:id/accept': {
    access: 'reader',
    schema: {
      operationId: 'acceptConsultation',
      tags: ['Reader desk'],
      summary: 'Accept a consultation',
      description: 'A paid consultation, before its 24 hours are up; the user can no longer cancel it. Refused in HTTP 200 with `409002` otherwise.',
      params: ConsultationId,
      response: { 200: envelopeOf(ConsultationView), ...notFound },
    },
  },
  'POST /tarot/rest/reader/consultations/:id/answer': {
    access: 'reader',
    schema: {
      operationId: 'answerConsultation',
      tags: ['Reader desk'],
      summary: 'Answer a consultation',
      description: '20–5000 characters, on a paid or accepted consultation before its 24 hours are up (a paid one is accepted on the way). Refused in HTTP 200 with `409002` otherwise.',
      params: ConsultationId,
      body: AnswerRequest,
      response: { 200: envelopeOf(ConsultationView), ...notFound },
    },
  },
}
