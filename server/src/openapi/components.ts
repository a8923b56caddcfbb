import { AgentBindData, FriendBindData, OwnAgentData, QuotaData, WalletData } from '@tarot/contracts/account'
import { DeleteAccountRequest, FeedbackData, FeedbackRequest, GuestLoginData, ProvidersData, SignInData, SignInRequest, TokenLoginData } from '@tarot/contracts/auth'
import { ChatDoneEvent, ChatMetaEvent, ChatRequest, ChatView } from '@tarot/contracts/chat'
import { PublishedArticleIndex, PublishedLayout, PublishedSpreadCatalogue } from '@tarot/contracts/content'
import { FailureEnvelope, Null, NullEnvelope, envelope } from '@tarot/contracts/envelope'
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
} from '@tarot/contracts/readings'
import { VersionFile } from '@tarot/core/version'
import * as z from 'zod/mini'

/**
 * The schemas the OpenAPI document names: each becomes `#/components/schemas/<id>`, and a route
 * schema that uses one refers to it there. Routes take their schemas from `packages/contracts`;
 * this only gives them names.
 */
export const components = z.registry<{ id: string }>()

const NAMED = {
  // Request bodies.
  SignInRequest,
  DeleteAccountRequest,
  FeedbackRequest,
  QuestionCheckRequest,
  DrawRequest,
  PickRequest,
  PhysicalRequest,
  ChatRequest,
  BirthYearRequest,
  CreateOrderRequest,
  DevPayRequest,
  CreateConsultationRequest,
  ReviewRequest,
  AnswerRequest,
  // What `data` holds in a successful envelope.
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
  // Plain JSON files of the data host (no envelope).
  VersionFile,
  PublishedSpreadCatalogue,
  PublishedArticleIndex,
  PublishedLayout,
  // Event payloads of the `text/event-stream` answers.
  InterpretationMetaEvent,
  InterpretationDeltaEvent,
  InterpretationRestartEvent,
  InterpretationDoneEvent,
  InterpretationErrorEvent,
  ChatMetaEvent,
  ChatDoneEvent,
  FailureEnvelope,
}
for (const [id, schema] of Object.entries(NAMED)) components.add(schema, { id })

components.add(Null, { id: 'Null' })
// The contracts' own envelope of no data, so an entry that names it (the account export) and nullEnvelope() are one schema.
components.add(NullEnvelope, { id: 'NullResponse' })
const envelopes = new Map<z.ZodMiniType, ReturnType<typeof envelope>>([[Null, NullEnvelope]])

/**
 * A route's answer in HTTP 200: the envelope `{ code, message?, data? }` around `data`, named
 * `<data's name>Response`. It also carries a handled failure (a code and a message, no data).
 */
export function envelopeOf<T extends z.ZodMiniType>(data: T): ReturnType<typeof envelope<T>> {
  let found = envelopes.get(data)
  if (!found) {
    found = envelope(data)
    const id = components.get(data)?.id
    if (id) components.add(found, { id: `${id}Response` })
    envelopes.set(data, found)
  }
  return found as ReturnType<typeof envelope<T>>
}

/** The envelope of an answer without data (`data: null`). */
export const nullEnvelope = () => envelopeOf(Null)
