import { AgentBindData, FriendBindData, OwnAgentData, QuotaData, WalletData } from '@tarot/contracts/account'
import { DeleteAccountRequest, FeedbackData, FeedbackRequest, GuestLoginData, ProvidersData, SignInData, SignInRequest, TokenLoginData } from '@tarot/contracts/auth'
import { ChatRequest, ChatView } from '@tarot/contracts/chat'
import { ResultCode } from '@tarot/contracts/codes'
import { PublishedArticleIndex, PublishedLayout, PublishedSpreadCatalogue } from '@tarot/contracts/content'
import { FailureEnvelope, envelope } from '@tarot/contracts/envelope'
import { HealthData } from '@tarot/contracts/health'
import { BirthYearData, BirthYearRequest, BirthYearStatus, CreateOrderData, CreateOrderRequest, DevPayRequest, OrderData, OrderList, OrderView, PayParams, RestoreData } from '@tarot/contracts/pay'
import { QuestionCheckData, QuestionCheckRequest } from '@tarot/contracts/question'
import { AnswerRequest, ConsultationList, ConsultationView, CreateConsultationData, CreateConsultationRequest, ReaderList, ReaderProfile, ReaderSelf, ReviewRequest } from '@tarot/contracts/readers'
import {
  DrawRequest,
  InterpretationData,
  InterpretationDeltaEvent,
  InterpretationDoneEvent,
  InterpretationErrorEvent,
  InterpretationMetaEvent,
  InterpretationRestartEvent,
  PhysicalRequest,
  PickRequest,
  ReadingList,
  ReadingView,
  StreamCharge,
} from '@tarot/contracts/readings'
import { LANGUAGES } from '@tarot/core/language'
import { VersionFile } from '@tarot/core/version'
import * as z from 'zod/mini'
import { APP_VERSION } from '../routes/health'

/**
 * The OpenAPI 3.1 document of the API, built from the shared contracts (`packages/contracts`):
 * every operation is listed here by hand (routes validate with zod themselves, so Fastify knows
 * no schemas), and the zod schemas are converted with zod's own `toJSONSchema`.
 * `server/test/openapi.test.ts` fails when a route is registered without an entry here.
 */

type JsonObject = Record<string, unknown>

// ---------------------------------------------------------------------------------------------
// Schemas. Each becomes `#/components/schemas/<name>`.

/** The chat stream's first event: like the interpretation's, with the turn number. */
const ChatMetaEvent = z.object({ engine: z.nullable(z.string()), stored: z.boolean(), seq: z.number(), charged: z.optional(StreamCharge) })
/** The chat answer is delivered and stored; on a fresh answer, what the next follow-up costs. */
const ChatDoneEvent = z.object({
  length: z.number(),
  engine: z.optional(z.string()),
  seq: z.optional(z.number()),
  charged: z.nullable(StreamCharge),
  left: z.optional(z.number()),
  freeLeft: z.optional(z.number()),
  nextCost: z.optional(z.nullable(z.number())),
})

/** Request bodies, converted as the server reads them (zod's input side). */
const REQUESTS = { SignInRequest, DeleteAccountRequest, FeedbackRequest, QuestionCheckRequest, DrawRequest, PickRequest, PhysicalRequest, ChatRequest, BirthYearRequest, CreateOrderRequest, DevPayRequest, CreateConsultationRequest, ReviewRequest, AnswerRequest }

/** What `data` holds in a successful envelope; each also gets a `<name>Response` envelope schema. */
const DATA = {
  HealthData,
  GuestLoginData,
  TokenLoginData,
  ProvidersData,
  SignInData,
  FeedbackData,
  AgentBindData,
  FriendBindData,
  OwnAgentData,
  WalletData,
  QuotaData,
  QuestionCheckData,
  ReadingView,
  ReadingList,
  InterpretationData,
  ChatView,
  BirthYearStatus,
  BirthYearData,
  CreateOrderData,
  OrderData,
  OrderList,
  OrderView,
  PayParams,
  RestoreData,
  ReaderList,
  ReaderProfile,
  ReaderSelf,
  CreateConsultationData,
  ConsultationView,
  ConsultationList,
}

/** Plain JSON files of the data host (no envelope). */
const FILES = { VersionFile, PublishedSpreadCatalogue, PublishedArticleIndex, PublishedLayout }

/** Event payloads of the `text/event-stream` answers. */
const EVENTS = {
  InterpretationMetaEvent,
  InterpretationDeltaEvent,
  InterpretationRestartEvent,
  InterpretationDoneEvent,
  InterpretationErrorEvent,
  ChatMetaEvent,
  ChatDoneEvent,
}

type DataName = keyof typeof DATA | 'Null'
type FileName = keyof typeof FILES
type EventName = keyof typeof EVENTS
type CodeName = keyof typeof ResultCode

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** Converts registered zod schemas to JSON Schema 2020-12 (the dialect of OpenAPI 3.1), cross-referenced by component name. */
function convert(schemas: Record<string, z.ZodMiniType>, io: 'input' | 'output'): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id })
  const converted = z.toJSONSchema(registry, { io, uri: (id) => `#/components/schemas/${id}` }).schemas
  // `$schema` and `$id` belong to standalone schema files, not to components of a document.
  return Object.fromEntries(Object.entries(converted).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema as JsonObject]))
}

// ---------------------------------------------------------------------------------------------
// Result codes (`packages/contracts/src/codes.ts`): what each means and the HTTP status it comes with.

const CODES: Record<CodeName, { http: number; meaning: string }> = {
  ok: { http: 200, meaning: 'success; `data` holds the answer' },
  badRequest: { http: 400, meaning: 'the request is not valid; `message` says what (e.g. "The question is too long")' },
  tokenExpired: { http: 200, meaning: 'token missing, expired, forged or revoked: clear it, log in again once, retry once' },
  signInRequired: { http: 200, meaning: 'this needs a signed-in user, not a guest' },
  signInFailed: { http: 200, meaning: 'sign-in refused by the provider' },
  insufficientEnergy: { http: 200, meaning: 'not enough energy; `message` says the cost' },
  noFreeReadings: { http: 200, meaning: "today's free AI readings are used up" },
  paymentFailed: { http: 200, meaning: 'Payment Failed: the provider refused the payment or the payer gave up' },
  paymentInvalid: { http: 200, meaning: 'Invalid Payment: a payment that does not match its order' },
  birthYearRequired: { http: 200, meaning: 'a first purchase needs the birth year (POST /tarot/rest/account/birth-year)' },
  underAge: { http: 200, meaning: 'users under 18 cannot buy' },
  purchaseUnavailable: { http: 200, meaning: 'purchasing is not offered here (iOS without iosCharge, or WeChat Pay needs WeChat sign-in)' },
  notReader: { http: 200, meaning: 'only a reader may do this' },
  forbidden: { http: 200, meaning: 'not allowed here (e.g. a sign-in provider this deployment does not offer)' },
  followUpLimit: { http: 200, meaning: 'the reading has had all the follow-up questions it can have' },
  notFound: { http: 404, meaning: "not found; also what another user's reading looks like" },
  conflict: { http: 200, meaning: 'already in progress, e.g. an answer still streaming for this reading; or not possible yet' },
  sufficientEnergy: { http: 200, meaning: 'Sufficient Energy, No Purchase Needed' },
  notAllowedNow: { http: 200, meaning: 'the order or consultation is past this step (closed, expired, paid, accepted…)' },
  rateLimited: { http: 429, meaning: 'too many requests' },
  serverError: { http: 500, meaning: 'an unknown error on the server (never a stack trace or SQL)' },
}

const codeList = (names: CodeName[]) => names.map((name) => `\`${ResultCode[name]}\` (${CODES[name].meaning})`).join('; ')

// ---------------------------------------------------------------------------------------------
// Operations.

type Access = 'public' | 'token' | 'user'

interface Operation {
  method: 'get' | 'post' | 'delete'
  /** OpenAPI path, parameters in braces. */
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  /** `public`: no token; `token`: a guest or user token (`tarot-token`); `user`: a signed-in user's token. */
  access: Access
  body?: keyof typeof REQUESTS
  query?: { name: string; description: string; schema: JsonObject }[]
  /** The answer: an envelope with this `data`, a plain JSON file, or a server-sent event stream. */
  answer: { data: DataName } | { file: FileName | 'any' } | { stream: { events: Record<string, EventName>; json?: DataName; description: string; example: string } }
  /** Failure codes answered in HTTP 200 besides the token ones (implied by `access`). */
  codes?: CodeName[]
  /** Answers 400 with code 400000 (implied by a body). */
  badRequest?: boolean
  /** Answers 404 with code 404000. */
  notFound?: boolean
  /** Requests per caller (user, else address) and window. */
  rateLimit?: string
  /** Answers with an ETag and 304 on a matching `If-None-Match`. */
  etag?: boolean
}

const SSE_FORMAT =
  'Each event is `event: <name>` and `data: <JSON>` followed by a blank line; a comment line `: ping` is sent every 15 s while the stream is open. ' +
  'Errors found before the stream opens (token, not found, cost) come back as a JSON envelope instead.'

const OPERATIONS: Operation[] = [
  // Login and account
  { method: 'post', path: '/tarot/rest/login/user', operationId: 'guestLogin', tag: 'Login', summary: 'Guest login', description: 'Hands out a guest token for a visitor outside WeChat (spec §7).', access: 'public', answer: { data: 'GuestLoginData' } },
  { method: 'post', path: '/tarot/rest/login/tarot', operationId: 'tokenLogin', tag: 'Login', summary: 'Sign in with the token held', description: 'Who the token held belongs to (e.g. one passed in the address as `t`), and the agent they are bound to (`""` for none).', access: 'token', answer: { data: 'TokenLoginData' } },
  { method: 'get', path: '/tarot/rest/login/providers', operationId: 'signInProviders', tag: 'Login', summary: 'Sign-in ways offered', description: 'The sign-in providers this deployment offers.', access: 'public', answer: { data: 'ProvidersData' } },
  {
    method: 'post', path: '/tarot/rest/login/sign-in', operationId: 'signIn', tag: 'Login', summary: 'Sign in through a provider',
    description: 'A WeChat code (`wechat-mini`: `wx.login`; `wechat-h5`: the OAuth code) or, with the dev provider, a name as the identity.',
    access: 'public', body: 'SignInRequest', answer: { data: 'SignInData' }, codes: ['signInFailed', 'forbidden'], rateLimit: '20 a minute',
  },
  { method: 'post', path: '/tarot/rest/login/logout', operationId: 'logout', tag: 'Login', summary: 'Log out', description: 'Revokes the current token.', access: 'token', answer: { data: 'Null' } },
  {
    method: 'post', path: '/tarot/rest/account/delete', operationId: 'deleteAccount', tag: 'Account', summary: 'Delete the account',
    description: 'Deletes the user, their readings, referrals, wallet and sessions; every token stops working. Needs `{ "agree": true }`.',
    access: 'user', body: 'DeleteAccountRequest', answer: { data: 'Null' },
  },
  { method: 'post', path: '/tarot/rest/feedback', operationId: 'sendFeedback', tag: 'Account', summary: 'Send feedback', description: 'From the about page; guests may send it too.', access: 'token', body: 'FeedbackRequest', answer: { data: 'FeedbackData' }, rateLimit: '10 an hour' },

  // Referrals and wallet
  { method: 'post', path: '/tarot/rest/agent/useragent/{agentCode}', operationId: 'bindAgent', tag: 'Referrals', summary: 'Bind an agent', description: 'Binds the agent once; later calls leave the first binding in place.', access: 'token', answer: { data: 'AgentBindData' }, badRequest: true },
  { method: 'post', path: '/tarot/rest/agent/friend/{friendCode}', operationId: 'bindFriend', tag: 'Referrals', summary: 'Bind a friend referral', description: 'Binds the friend referral once; a user cannot refer themselves.', access: 'token', answer: { data: 'FriendBindData' }, badRequest: true },
  { method: 'get', path: '/tarot/rest/agent/my', operationId: 'ownAgent', tag: 'Referrals', summary: 'My agent record', description: "The user's own agent record, or `data: null`.", access: 'token', answer: { data: 'OwnAgentData' } },
  {
    method: 'get', path: '/tarot/rest/energy/amount', operationId: 'wallet', tag: 'Energy', summary: 'Energy, VIP and products',
    description: 'Energy (`total`), the VIP end (`vipTime`, ISO time or null), and with `r=products` the products on sale.',
    access: 'token', query: [{ name: 'r', description: '`products` to include the products on sale', schema: { type: 'string', enum: ['products'] } }], answer: { data: 'WalletData' },
  },

  {
    method: 'get', path: '/tarot/rest/energy/quota', operationId: 'quota', tag: 'Energy', summary: 'What a reading costs now',
    description: 'Shown before anything is spent: VIP or not, the energy balance, free basic AI readings left today and the day\'s limit, the energy a pro reading costs, and the follow-up prices.',
    access: 'token', answer: { data: 'QuotaData' },
  },

  // Purchases (docs/commerce.md)
  { method: 'get', path: '/tarot/rest/account/birth-year', operationId: 'birthYear', tag: 'Purchases', summary: 'The birth year given', description: 'The year asked before the first purchase, or null; `adult` says whether the user may buy.', access: 'user', answer: { data: 'BirthYearStatus' } },
  {
    method: 'post', path: '/tarot/rest/account/birth-year', operationId: 'setBirthYear', tag: 'Purchases', summary: 'Give the birth year',
    description: 'Asked once before the first purchase; a year already given stays. Users under 18 cannot buy: with only a year, only certain whole years count.',
    access: 'user', body: 'BirthYearRequest', answer: { data: 'BirthYearData' },
  },
  {
    method: 'post', path: '/tarot/rest/pay/orders', operationId: 'createOrder', tag: 'Purchases', summary: 'Order a product',
    description: 'An order for an energy pack or VIP time at its price, and the signed parameters to pay it on this platform (`mini`, `jsapi`, `app`, or `dev` with the local dev provider). `clientKey` makes a retry find the same order; `need` refuses an energy order the balance already covers.',
    access: 'user', body: 'CreateOrderRequest', answer: { data: 'CreateOrderData' }, codes: ['birthYearRequired', 'underAge', 'purchaseUnavailable', 'sufficientEnergy', 'notAllowedNow', 'notFound'], rateLimit: '30 a minute',
  },
  { method: 'get', path: '/tarot/rest/pay/orders', operationId: 'listOrders', tag: 'Purchases', summary: 'My orders', description: 'Newest first, 20 a page.', access: 'user', query: [{ name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1, default: 1 } }], answer: { data: 'OrderList' }, badRequest: true },
  { method: 'get', path: '/tarot/rest/pay/orders/{id}', operationId: 'getOrder', tag: 'Purchases', summary: 'One order', description: 'The order, checked with WeChat Pay while unpaid (a payment found is credited now), and the wallet after it.', access: 'user', answer: { data: 'OrderData' }, codes: ['notFound'] },
  { method: 'post', path: '/tarot/rest/pay/orders/{id}/pay', operationId: 'payOrder', tag: 'Purchases', summary: 'Pay an unpaid order', description: 'Fresh payment parameters for an order still open (the H5 payment page, a retry after cancelling).', access: 'user', answer: { data: 'PayParams' }, codes: ['notAllowedNow', 'notFound'] },
  { method: 'post', path: '/tarot/rest/pay/orders/{id}/close', operationId: 'closeOrder', tag: 'Purchases', summary: 'Close an unpaid order', description: 'Closes it here and at WeChat Pay; a payment that already went through is credited instead.', access: 'user', answer: { data: 'OrderView' }, codes: ['notAllowedNow', 'notFound'] },
  { method: 'post', path: '/tarot/rest/pay/restore', operationId: 'restorePurchases', tag: 'Purchases', summary: 'Restore purchases', description: 'Orders of the last 30 days paid at WeChat Pay but never credited are credited now; every paid order is listed.', access: 'user', answer: { data: 'RestoreData' }, rateLimit: '10 a minute' },
  {
    method: 'post', path: '/tarot/rest/pay/dev/{id}', operationId: 'devPay', tag: 'Purchases', summary: 'Pay with the local dev provider',
    description: 'Only without WeChat Pay configured: acts as the payer. `success` sends a notification signed and encrypted as WeChat Pay would through `/tarot/rest/pay/notify`; `fail` leaves the order failed.',
    access: 'user', body: 'DevPayRequest', answer: { data: 'OrderData' }, codes: ['forbidden', 'notAllowedNow', 'notFound'],
  },
  {
    method: 'post', path: '/tarot/rest/pay/notify', operationId: 'payNotification', tag: 'Purchases', summary: 'WeChat Pay notification',
    description: 'Called by WeChat Pay. The `Wechatpay-Signature` is verified with the key named by `Wechatpay-Serial` (platform certificate or public key) within 5 minutes of `Wechatpay-Timestamp`, the resource decrypted (AES-256-GCM), the amount, appid and merchant checked, and the order fulfilled once. Answers 204; 401 for a message not provably from WeChat Pay, 404 for an unknown order, 400 for one that does not match its order (marked invalid), each with `{ "code": "FAIL" }`.',
    access: 'public', answer: { file: 'any' }, rateLimit: '600 a minute',
  },

  // Readers and consultation orders (docs/commerce.md)
  {
    method: 'get', path: '/tarot/rest/readers', operationId: 'listReaders', tag: 'Readers', summary: 'Readers taking orders',
    description: 'The readers available now, in the operator\'s order and then by rating (the mean of their reviews, one decimal; null before the first).',
    access: 'public', query: [{ name: 'topic', description: 'Only readers with this specialty', schema: { type: 'string', enum: ['love', 'career', 'wealth', 'growth', 'family', 'study'] } }], answer: { data: 'ReaderList' }, badRequest: true,
  },
  { method: 'get', path: '/tarot/rest/readers/{readerId}', operationId: 'getReader', tag: 'Readers', summary: 'A reader\'s profile', description: 'The card, the bio, the latest 20 reviews (reviewers masked) and how many consultations were completed.', access: 'public', answer: { data: 'ReaderProfile' }, notFound: true },
  {
    method: 'post', path: '/tarot/rest/consultations', operationId: 'createConsultation', tag: 'Consultations', summary: 'Order a consultation',
    description:
      'A question (4–1000 characters) for a reader, optionally with one of the user\'s readings (its spread, question and cards are attached). `payWith: "energy"` holds the price from the balance at once (`paid`, answered within 24 hours or refunded); ' +
      '`payWith: "wechat"` answers the consultation `created` and the parameters to pay its order (`pay`); it turns `paid` when the payment arrives. `clientKey` makes a retry return the same consultation, charged once.',
    access: 'user', body: 'CreateConsultationRequest', answer: { data: 'CreateConsultationData' }, codes: ['insufficientEnergy', 'notAllowedNow', 'forbidden', 'birthYearRequired', 'underAge', 'purchaseUnavailable'], notFound: true, rateLimit: '30 a minute',
  },
  { method: 'get', path: '/tarot/rest/consultations', operationId: 'listConsultations', tag: 'Consultations', summary: 'My consultations', description: 'Newest first (the latest 100).', access: 'user', answer: { data: 'ConsultationList' } },
  { method: 'get', path: '/tarot/rest/consultations/{consultationId}', operationId: 'getConsultation', tag: 'Consultations', summary: 'One consultation', description: 'One of the caller\'s consultations, with the answer once given.', access: 'user', answer: { data: 'ConsultationView' }, notFound: true },
  { method: 'post', path: '/tarot/rest/consultations/{consultationId}/cancel', operationId: 'cancelConsultation', tag: 'Consultations', summary: 'Cancel a consultation', description: 'Before the reader accepts: a paid consultation is refunded, an unpaid one simply closes.', access: 'user', answer: { data: 'ConsultationView' }, codes: ['notAllowedNow'], notFound: true },
  { method: 'post', path: '/tarot/rest/consultations/{consultationId}/complete', operationId: 'completeConsultation', tag: 'Consultations', summary: 'Confirm the answer', description: 'The price held goes to the reader (it also does by itself 72 hours after the answer).', access: 'user', answer: { data: 'ConsultationView' }, codes: ['notAllowedNow'], notFound: true },
  { method: 'post', path: '/tarot/rest/consultations/{consultationId}/review', operationId: 'reviewConsultation', tag: 'Consultations', summary: 'Review the reader', description: 'A rating of 1–5 and up to 500 characters, on an answered or completed consultation; releases the price to the reader if that has not happened yet.', access: 'user', body: 'ReviewRequest', answer: { data: 'ConsultationView' }, codes: ['notAllowedNow'], notFound: true },
  { method: 'get', path: '/tarot/rest/reader/me', operationId: 'readerSelf', tag: 'Reader desk', summary: 'My reader profile', description: 'The caller\'s reader profile with the energy earned, or `data: null` for anyone who is not a reader.', access: 'token', answer: { data: 'ReaderSelf' } },
  { method: 'get', path: '/tarot/rest/reader/consultations', operationId: 'readerQueue', tag: 'Reader desk', summary: 'My queue', description: 'Paid consultations addressed to the caller: those to answer first, soonest due first, then the rest newest first.', access: 'token', answer: { data: 'ConsultationList' }, codes: ['notReader'] },
  { method: 'post', path: '/tarot/rest/reader/consultations/{consultationId}/accept', operationId: 'acceptConsultation', tag: 'Reader desk', summary: 'Accept a consultation', description: 'A paid consultation, before its 24 hours are up; the user can no longer cancel it.', access: 'token', answer: { data: 'ConsultationView' }, codes: ['notReader', 'notAllowedNow'], notFound: true },
  { method: 'post', path: '/tarot/rest/reader/consultations/{consultationId}/answer', operationId: 'answerConsultation', tag: 'Reader desk', summary: 'Answer a consultation', description: '20–5000 characters, on a paid or accepted consultation before its 24 hours are up (a paid one is accepted on the way).', access: 'token', body: 'AnswerRequest', answer: { data: 'ConsultationView' }, codes: ['notReader', 'notAllowedNow'], notFound: true },

  // Asking and reading
  {
    method: 'post', path: '/tarot/rest/question/check', operationId: 'checkQuestion', tag: 'Question', summary: 'Check a question',
    description:
      'The local rules, before anything is spent: `ok`, `invalid` (`error`), `not_a_question`, `sensitive`, `unsuitable` (`reason`), `crisis` (the message carries hotlines; no reading), ' +
      'and after five refusals in thirty minutes `too_many_attempts` (`article`). When a model is configured it looks again at what the rules accepted (`source: "model"`) ' +
      'and may suggest a spread (`suggest_spread`, `spreadId`) or a better question (`suggest_question`, `suggestion`). `message` is in the user\'s language (null for `ok`).',
    access: 'token', body: 'QuestionCheckRequest', answer: { data: 'QuestionCheckData' }, rateLimit: '30 a minute',
  },
  {
    method: 'post', path: '/tarot/rest/readings/draw', operationId: 'startDraw', tag: 'Readings', summary: 'Start a digital draw',
    description: 'A reading with `status: "drawing"` and the `commitment` (sha256 of the server seed), shown before the pick. `clientKey` makes a retry return the same reading.',
    access: 'token', body: 'DrawRequest', answer: { data: 'ReadingView' },
  },
  {
    method: 'post', path: '/tarot/rest/readings/{id}/pick', operationId: 'pickCards', tag: 'Readings', summary: 'Pick the cards',
    description: 'The fan positions picked (one per spread position) and optional randomness of the user\'s own: the reading `drawn`, with `cards` and the revealed `serverSeed`; `verifyDraw` in `@tarot/core/draw` re-derives the cards. A repeated pick returns the cards already drawn.',
    access: 'token', body: 'PickRequest', answer: { data: 'ReadingView' }, notFound: true,
  },
  {
    method: 'post', path: '/tarot/rest/readings/physical', operationId: 'enterPhysicalCards', tag: 'Readings', summary: "Enter cards from one's own deck",
    description: 'A reading `drawn` from the user\'s own cards, one per position ("Cannot Select Repeatedly", "Please select a card for all positions").',
    access: 'token', body: 'PhysicalRequest', answer: { data: 'ReadingView' },
  },
  { method: 'post', path: '/tarot/rest/readings/{id}/save', operationId: 'saveReading', tag: 'Readings', summary: 'Save a reading', description: 'The reading `saved`; saving again returns the same record.', access: 'user', answer: { data: 'ReadingView' }, badRequest: true, notFound: true },
  { method: 'get', path: '/tarot/rest/readings/{id}', operationId: 'getReading', tag: 'Readings', summary: 'One reading', description: "One of the caller's readings.", access: 'token', answer: { data: 'ReadingView' }, notFound: true },
  {
    method: 'get', path: '/tarot/rest/readings', operationId: 'listReadings', tag: 'Readings', summary: 'Saved readings',
    description: 'Saved readings, newest first, 20 a page.', access: 'user',
    query: [{ name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1, default: 1 } }], answer: { data: 'ReadingList' },
  },
  { method: 'delete', path: '/tarot/rest/readings/{id}', operationId: 'deleteReading', tag: 'Readings', summary: 'Delete a reading', description: "Deletes one of the caller's readings.", access: 'token', answer: { data: 'Null' }, notFound: true },
  {
    method: 'post', path: '/tarot/rest/readings/{id}/interpretation', operationId: 'streamInterpretation', tag: 'Interpretation', summary: 'Stream the AI interpretation',
    description:
      'The interpretation as server-sent events. The cost is reserved first (a free use for free spreads, energy for pro spreads) and given back unless the reading is delivered; ' +
      'a reading written by the offline fallback after the model failed is free. The finished text is stored; a repeat streams the stored text at no charge. ' +
      'One stream per reading at a time: a second request meanwhile is answered `409000`. A reading not drawn yet, or a spread without AI reading, is answered 400.',
    access: 'token',
    answer: {
      stream: {
        events: { meta: 'InterpretationMetaEvent', delta: 'InterpretationDeltaEvent', restart: 'InterpretationRestartEvent', done: 'InterpretationDoneEvent', error: 'InterpretationErrorEvent' },
        description:
          '`meta` first (engine; `stored` on a replay; `charged`: what was reserved), then `delta` per piece of text. `restart` means the model failed mid-way: drop the text so far, ' +
          'the named engine\'s reading follows. Last comes `done` (`length`, `charged`: null when nothing was charged) or `error` (`code`, `message`, `refunded: true`).',
        example: [
          'event: meta\ndata: {"engine":"llm","stored":false,"charged":{"free":true}}',
          'event: delta\ndata: {"text":"The Tower, upright, stands at the heart of "}',
          ': ping',
          'event: delta\ndata: {"text":"your question…"}',
          'event: done\ndata: {"length":1873,"engine":"llm","charged":{"free":true}}',
        ].join('\n\n'),
      },
    },
    codes: ['insufficientEnergy', 'noFreeReadings', 'conflict'], badRequest: true, notFound: true, rateLimit: '20 a minute',
  },
  {
    method: 'get', path: '/tarot/rest/readings/{id}/interpretation', operationId: 'getInterpretation', tag: 'Interpretation', summary: 'The stored interpretation',
    description: 'The stored interpretation whole, for clients that cannot stream or lost the stream; 404 until it exists.', access: 'token', answer: { data: 'InterpretationData' }, notFound: true,
  },
  {
    method: 'post', path: '/tarot/rest/readings/{id}/chat', operationId: 'streamFollowUp', tag: 'Chat', summary: 'Ask a follow-up question',
    description:
      'One follow-up on a reading whose interpretation exists (else `409000`), answered as server-sent events like the interpretation. The first follow-ups of a reading are free, later ones cost energy, ' +
      'taken first and refunded unless the answer is delivered. A message with crisis language, a sensitive topic or an unsuitable ask is not answered by the AI: the answer is then a JSON envelope ' +
      'with the verdict (as in the question check). `clientKey` makes a retried send replay the same answer at no further cost; one answer streams per reading at a time (`409000`).',
    access: 'token', body: 'ChatRequest',
    answer: {
      stream: {
        events: { meta: 'ChatMetaEvent', delta: 'InterpretationDeltaEvent', restart: 'InterpretationRestartEvent', done: 'ChatDoneEvent', error: 'InterpretationErrorEvent' },
        json: 'QuestionCheckData',
        description: '`meta` first (engine, `seq` of the turn, `charged`), then `delta` per piece (`restart`: drop the text so far), then `done` (with what the next follow-up costs) or `error` (`refunded: true`).',
        example: [
          'event: meta\ndata: {"engine":"llm","stored":false,"seq":4,"charged":{"energy":2}}',
          'event: delta\ndata: {"text":"The Star suggests "}',
          'event: done\ndata: {"length":420,"engine":"llm","seq":4,"charged":{"energy":2},"left":16,"freeLeft":0,"nextCost":2}',
        ].join('\n\n'),
      },
    },
    codes: ['conflict', 'followUpLimit', 'insufficientEnergy'], notFound: true, rateLimit: '20 a minute',
  },
  {
    method: 'get', path: '/tarot/rest/readings/{id}/chat', operationId: 'getFollowUps', tag: 'Chat', summary: 'The follow-up conversation',
    description: 'The answered follow-ups, oldest first; whether the chat is open (the interpretation exists), how many follow-ups are left, how many of them free, and what the next costs (null: none left).',
    access: 'token', answer: { data: 'ChatView' }, notFound: true,
  },

  // System and data host
  { method: 'get', path: '/tarot/rest/health', operationId: 'health', tag: 'System', summary: 'Health', description: 'The server is up: its version and clock.', access: 'public', answer: { data: 'HealthData' } },
  {
    method: 'get', path: '/versionApp.json', operationId: 'versionFile', tag: 'Data host', summary: 'Content versions',
    description: 'Content versions per data-host language segment (`""`, `zh-Hant`, `en`), the resources to warm the cache with, and the iOS and hiding switches (spec §7). The app adds `?{timestamp}` to bypass caches.',
    access: 'public', answer: { file: 'VersionFile' },
  },
  { method: 'get', path: '/spreadsApp.json', operationId: 'spreadCatalogue', tag: 'Data host', summary: 'Spread catalogue', description: 'The spread catalogue in the `tarot-lang` language.', access: 'public', answer: { file: 'PublishedSpreadCatalogue' } },
  { method: 'get', path: '/articles/index.json', operationId: 'articleIndex', tag: 'Data host', summary: 'Article index', description: 'The article index in the `tarot-lang` language.', access: 'public', answer: { file: 'PublishedArticleIndex' } },
  {
    method: 'get', path: '/local/{path}', operationId: 'dataFile', tag: 'Data host', summary: 'A data-host file',
    description:
      '`/local/{lang}/…` where `{lang}` is empty for Simplified Chinese, `zh-Hant` or `en`: `spreadsApp.json`, `articles/index.json`, `articles/{id}.json`, `cards/index.json`, `cards/{id}.json` ' +
      '(e.g. `/local/cards/Major00.json`, `/local/zh-Hant/cards/Major00.json`). The path may hold slashes.',
    access: 'public', answer: { file: 'any' }, notFound: true, etag: true,
  },
  { method: 'get', path: '/layout/{file}', operationId: 'spreadLayout', tag: 'Data host', summary: 'A spread layout', description: '`/layout/{spreadId}.json`: where the cards of a spread lie.', access: 'public', answer: { file: 'PublishedLayout' }, notFound: true, etag: true },
]

const PATH_PARAMETERS: Record<string, { description: string; schema: JsonObject }> = {
  id: { description: 'Reading id', schema: { type: 'string' } },
  agentCode: { description: 'Agent code', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } },
  friendCode: { description: "The referring friend's user id", schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } },
  path: { description: 'Path under `/local/`, slashes included', schema: { type: 'string' } },
  readerId: { description: 'Reader id', schema: { type: 'string' } },
  consultationId: { description: 'Consultation id', schema: { type: 'string' } },
  file: { description: '`{spreadId}.json`', schema: { type: 'string', examples: ['celtic.json'] } },
}

const TAGS = [
  { name: 'Login', description: 'Guest login, sign-in through a provider, logout.' },
  { name: 'Account', description: 'Account deletion and feedback.' },
  { name: 'Referrals', description: 'Agent and friend referrals (spec §7).' },
  { name: 'Energy', description: 'Energy, VIP time and the products on sale.' },
  { name: 'Question', description: 'The question check before a reading.' },
  { name: 'Readings', description: "Draws (commit–reveal), physical cards, saved readings; only ever the caller's own." },
  { name: 'Interpretation', description: 'The AI interpretation, streamed as server-sent events, and the stored text.' },
  { name: 'Chat', description: 'Follow-up questions on a reading, streamed like the interpretation.' },
  { name: 'Readers', description: 'The human readers marketplace: who takes orders, profiles and reviews.' },
  { name: 'Consultations', description: 'Consultation orders with a reader: order, pay, cancel, confirm, review; only ever the caller\'s own.' },
  { name: 'Reader desk', description: 'For readers: their profile, their queue, accept and answer.' },
  { name: 'System', description: 'Health.' },
  { name: 'Data host', description: 'Versioned content files (not in the envelope): catalogue, articles, cards, layouts.' },
]

// ---------------------------------------------------------------------------------------------
// Assembly.

const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` })
const json = (schema: JsonObject) => ({ 'application/json': { schema } })

function accessCodes(access: Access): CodeName[] {
  if (access === 'public') return []
  return access === 'user' ? ['tokenExpired', 'signInRequired'] : ['tokenExpired']
}

function okResponse(op: Operation): JsonObject {
  const failures = [...accessCodes(op.access), ...(op.codes ?? [])]
  const alsoIn200 = failures.length ? ` Also answered in HTTP 200: ${codeList(failures)}.` : ''
  const codes = { 'x-result-codes': [0, ...failures.map((name) => ResultCode[name])] }
  if ('data' in op.answer) {
    return { description: `The envelope: \`code\` 0 with \`data\`.${alsoIn200}`, content: json(ref(`${op.answer.data}Response`)), ...codes }
  }
  if ('file' in op.answer) {
    const schema = op.answer.file === 'any' ? { description: 'The file; its shape depends on which file it is.' } : ref(op.answer.file)
    return { description: 'The file, as JSON (no envelope).', content: json(schema) }
  }
  const { events, json: jsonData, description, example } = op.answer.stream
  return {
    description: `\`text/event-stream\`. ${description} ${SSE_FORMAT}${alsoIn200}`,
    content: {
      'text/event-stream': {
        schema: { type: 'string', description: 'Server-sent events; the `data` of each event is described by `x-events`.' },
        example: `${example}\n`,
        'x-events': Object.fromEntries(Object.entries(events).map(([event, schema]) => [event, ref(schema)])),
      },
      // Answers before the stream opens: a handled failure, or (chat) a verdict instead of an answer.
      ...json(jsonData ? { anyOf: [ref(`${jsonData}Response`), ref('FailureEnvelope')] } : ref('FailureEnvelope')),
    },
    ...codes,
  }
}

function operationObject(op: Operation): JsonObject {
  const pathParameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const known = PATH_PARAMETERS[name!]
    if (!known) throw new Error(`no description for path parameter {${name}} of ${op.path}`)
    return { name, in: 'path', required: true, ...known }
  })
  const queryParameters = (op.query ?? []).map((q) => ({ name: q.name, in: 'query', required: false, description: q.description, schema: q.schema }))
  const etagParameters = op.etag ? [{ name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of a copy held: answered 304 when unchanged.', schema: { type: 'string' } }] : []
  const responses: JsonObject = { '200': okResponse(op) }
  if (op.etag) responses['304'] = { description: 'Not modified since the ETag given.' }
  if (op.body || op.badRequest) responses['400'] = responseRef('BadRequest')
  if (op.notFound) responses['404'] = responseRef('NotFound')
  if (op.rateLimit) responses['429'] = responseRef('RateLimited')
  responses['500'] = responseRef('ServerError')
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, op.rateLimit ? `Rate limit: ${op.rateLimit} per user (or per address without a token).` : '', op.access === 'user' ? 'Needs a signed-in user (a guest gets `401001`).' : '']
      .filter(Boolean)
      .join('\n\n'),
    security: op.access === 'public' ? [] : [{ tarotToken: [] }],
    parameters: [...pathParameters, ...queryParameters, ...etagParameters, { $ref: '#/components/parameters/TarotLang' }],
    ...(op.body ? { requestBody: { required: true, content: json(ref(op.body)) } } : {}),
    responses,
  }
}

function codesTable(): string {
  const rows = (Object.keys(CODES) as CodeName[]).map((name) => `| \`${ResultCode[name]}\` | ${CODES[name].http} | \`${name}\` | ${CODES[name].meaning} |`)
  return ['| code | HTTP | name | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

const DESCRIPTION = `REST under \`/tarot/rest/\`, the data host under \`/local/\` (and \`/versionApp.json\`, \`/spreadsApp.json\`, \`/articles/index.json\`, \`/layout/\`), card art under \`/res/cards/{id}.png\`.

**Headers.** Every call may send \`tarot-token\` (a user token, or the guest token where a guest may act; get one from \`POST /tarot/rest/login/user\`, then *Authorize*) and \`tarot-lang\` (\`zh-Hans\`, \`zh-Hant\`, \`en\`); messages come back in that language. POST bodies are JSON. The schemas come from \`packages/contracts\`, shared with the app.

**The envelope.** Every REST answer is \`{ "code": number, "message"?: string, "data"?: … }\`. Handled outcomes answer HTTP 200 with a code (\`0\` success; \`401000\` when the token is missing or expired, as the spec says); invalid requests 400 with \`400000\`; unknown paths 404 with \`404000\`; anything unexpected 500 with \`500000\` and a localized message.

${codesTable()}

**Streams.** The interpretation and the follow-up chat answer \`text/event-stream\`: \`event: meta\`, \`event: delta\` per piece of text, possibly \`event: restart\` (drop the text so far), then \`event: done\` or \`event: error\`, each with a JSON \`data:\` line; \`: ping\` every 15 s. The payloads are under each operation's \`x-events\` and in the schemas \`…Event\`.

**Limits.** Interpretation and chat 20 a minute, question check 30 a minute, sign-in 20 a minute, feedback 10 an hour, per user (or per address without a token); over the limit: HTTP 429, code \`429000\`.

**Idempotency.** \`clientKey\` (8–64 characters of \`A–Z a–z 0–9 _ -\`) makes a create idempotent: a retry returns what the first request made.`

/** The whole document. Deterministic: the same contracts give the same document. */
export function buildOpenApiDocument(): JsonObject {
  const schemas: Record<string, JsonObject> = {}
  const add = (converted: Record<string, JsonObject>) => {
    for (const [id, schema] of Object.entries(converted)) {
      if (schemas[id]) throw new Error(`two schemas named ${id}`)
      schemas[id] = schema
    }
  }
  const responses: Record<string, z.ZodMiniType> = { NullResponse: envelope(z.null()) }
  for (const [name, schema] of Object.entries(DATA)) responses[`${name}Response`] = envelope(schema)
  add(convert(REQUESTS, 'input'))
  add(convert({ ...DATA, ...responses, ...FILES, ...EVENTS, FailureEnvelope }, 'output'))
  schemas.ResultCode = {
    type: 'integer',
    enum: Object.values(ResultCode),
    description: `The \`code\` of the envelope:\n\n${codesTable()}`,
  }

  const paths: Record<string, Record<string, JsonObject>> = {}
  for (const op of OPERATIONS) {
    const item = (paths[op.path] ??= {})
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is listed twice`)
    item[op.method] = operationObject(op)
  }

  const failure = (description: string) => ({ description, content: json(ref('FailureEnvelope')) })
  return {
    openapi: '3.1.0',
    info: { title: 'AI Tarot API', version: APP_VERSION, description: DESCRIPTION },
    tags: TAGS,
    paths,
    components: {
      schemas,
      securitySchemes: {
        tarotToken: { type: 'apiKey', in: 'header', name: 'tarot-token', description: 'A user token (`POST /tarot/rest/login/sign-in`) or a guest token (`POST /tarot/rest/login/user`).' },
      },
      parameters: {
        TarotLang: {
          name: 'tarot-lang',
          in: 'header',
          required: false,
          description: 'The language of messages and content. Other tags are mapped (`zh-cn` → Simplified, other `zh…` → Traditional, anything else → English); without it, `Accept-Language`, else Simplified Chinese.',
          schema: { type: 'string', enum: [...LANGUAGES] },
        },
      },
      responses: {
        BadRequest: failure('`400000`: the request is not valid; `message` says what, in the caller\'s language.'),
        NotFound: failure("`404000`: not found (another user's reading looks the same)."),
        RateLimited: failure('`429000`: too many requests.'),
        ServerError: failure('`500000`: an unknown error on the server.'),
      },
    },
  }
}
