import * as z from 'zod/mini'
import { CONSULTATION_ANSWER_MAX, CONSULTATION_ANSWER_MIN, CONSULTATION_REVIEW_MAX } from './consultation-limits'
import { PayOs, PayParams, PayPlatform } from './pay'

/** What a reader can be asked about; the readers list filters by it. */
export const ReaderTopic = z.enum(['love', 'career', 'wealth', 'growth', 'family', 'study'])
export type ReaderTopic = z.infer<typeof ReaderTopic>

const Language = z.enum(['zh-Hans', 'zh-Hant', 'en'])

/** A reader on the marketplace list. Prices are in energy; `photo` is a path on the resources host. */
export const ReaderCard = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string(),
  tagline: z.string(),
  specialties: z.array(ReaderTopic),
  languages: z.array(Language),
  /** Mean of the reviews (1–5, one decimal), or null before the first review. */
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
  priceEnergy: z.number(),
  /** The same price through WeChat Pay, in fen (`priceEnergy` × the server's fen per energy). */
  priceFen: z.number(),
  /** The reader's usual answer time in hours; every paid order is answered within 24 or refunded. */
  responseHours: z.number(),
  /** Whether the reader takes new orders now. */
  available: z.boolean(),
})
export type ReaderCard = z.infer<typeof ReaderCard>

/** `GET /tarot/rest/readers[?topic=love]`. */
export const ReaderList = z.object({ list: z.array(ReaderCard) })

export const ReaderReview = z.object({ rating: z.number(), text: z.string(), author: z.string(), createdAt: z.string() })
export type ReaderReview = z.infer<typeof ReaderReview>

/** `GET /tarot/rest/readers/{id}`: the card, the bio, and the latest reviews. */
export const ReaderProfile = z.extend(ReaderCard, { bio: z.string(), reviews: z.array(ReaderReview), completedOrders: z.number() })
export type ReaderProfile = z.infer<typeof ReaderProfile>

/**
 * A consultation order's life: created (awaiting WeChat Pay) → paid (amount held) → accepted by the reader
 * → answered → completed (hold released to the reader) or reviewed. Before acceptance the user may cancel
 * (refunded); a paid order not answered within 24 hours is refunded automatically (expired).
 */
export const ConsultationStatus = z.enum(['created', 'paid', 'accepted', 'answered', 'completed', 'reviewed', 'cancelled', 'expired'])
export type ConsultationStatus = z.infer<typeof ConsultationStatus>

/** The reading the user came from, attached so the reader sees the cards. */
export const ReadingContext = z.object({
  readingId: z.string(),
  spreadId: z.string(),
  question: z.string(),
  cards: z.array(z.object({ id: z.string(), orientation: z.enum(['upright', 'reversed']) })),
})
export type ReadingContext = z.infer<typeof ReadingContext>

export const ConsultationView = z.object({
  id: z.string(),
  reader: z.object({ id: z.string(), name: z.string(), photo: z.string() }),
  question: z.string(),
  context: z.nullable(ReadingContext),
  priceEnergy: z.number(),
  payWith: z.enum(['energy', 'wechat']),
  status: ConsultationStatus,
  answer: z.nullable(z.string()),
  review: z.nullable(z.object({ rating: z.number(), text: z.string() })),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  /** When a paid order is refunded if still unanswered (paid + 24 h). */
  answerBy: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  /** What was paid through WeChat Pay, in fen; null when paid with energy or not paid yet. */
  paidFen: z.nullable(z.number()),
  /**
   * Where a refunded (cancelled or expired) paid consultation's price went: `energy` back to the balance, or `wechat`
   * back to WeChat Pay as money (`pending` until WeChat Pay has taken the refund); null when nothing was refunded.
   */
  refund: z.nullable(z.object({ to: z.enum(['energy', 'wechat']), state: z.enum(['pending', 'sent']), amountFen: z.nullable(z.number()) })),
  /** Answered and not confirmed yet: when it completes by itself (the answer + 72 h) and the price goes to the reader. */
  completesBy: z.nullable(z.string()),
  /** The asker has not opened the reader's answer yet (always false in the reader's own views). */
  answerUnread: z.boolean(),
  /**
   * Content review (docs/content-security.md): `questionUnderReview` — the question waits for an operator before the
   * reader sees it; `answerUnderReview` — the reader's answer waits before the asker sees it (the asker's view has no
   * answer meanwhile); `rejected` — the operator refused one of them and the consultation was cancelled and refunded.
   */
  moderation: z.optional(z.nullable(z.enum(['questionUnderReview', 'answerUnderReview', 'rejected']))),
})
export type ConsultationView = z.infer<typeof ConsultationView>

/** `POST /tarot/rest/consultations`: the question (4–1000 characters), the reading to attach, and how to pay. */
export const CreateConsultationRequest = z.object({
  readerId: z.string().check(z.minLength(1), z.maxLength(64)),
  question: z.string().check(z.minLength(1), z.maxLength(1000)),
  readingId: z.optional(z.string().check(z.maxLength(64))),
  payWith: z.enum(['energy', 'wechat']),
  platform: z.optional(PayPlatform),
  os: z.optional(PayOs),
  clientKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
})
export type CreateConsultationRequest = z.infer<typeof CreateConsultationRequest>

/** The new order; with WeChat Pay, what the client needs to pay it (the order turns `paid` when the payment arrives). */
export const CreateConsultationData = z.object({ consultation: ConsultationView, pay: z.nullable(PayParams) })
export type CreateConsultationData = z.infer<typeof CreateConsultationData>

/** `GET /tarot/rest/consultations/unread`: the asker's answers not opened yet, and the newest of them. */
export const UnreadAnswers = z.object({ count: z.number(), latest: z.nullable(z.object({ consultationId: z.string(), readerName: z.string() })) })
export type UnreadAnswers = z.infer<typeof UnreadAnswers>

/** `GET /tarot/rest/consultations` (the user's) and `GET /tarot/rest/reader/consultations` (the reader's queue). */
export const ConsultationList = z.object({ list: z.array(ConsultationView) })

/** `POST /tarot/rest/consultations/{id}/review`. */
export const ReviewRequest = z.object({ rating: z.number().check(z.int(), z.gte(1), z.lte(5)), text: z.string().check(z.maxLength(CONSULTATION_REVIEW_MAX)) })

/** `POST /tarot/rest/reader/consultations/{id}/answer`. */
export const AnswerRequest = z.object({ answer: z.string().check(z.minLength(CONSULTATION_ANSWER_MIN), z.maxLength(CONSULTATION_ANSWER_MAX)) })

/** `GET /tarot/rest/reader/me`: the signed-in user's reader profile, or null when they are not a reader. */
export const ReaderSelf = z.nullable(
  z.extend(ReaderCard, {
    bio: z.string(),
    earnedEnergy: z.number(),
    /** Answered and waiting for the asker's confirmation (or the 72 hours): not earned yet. */
    pendingEnergy: z.number(),
  }),
)
