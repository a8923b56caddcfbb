import * as z from 'zod/mini'

/**
 * The back office (docs/back-office.md): operators are people of our own, apart from the app's users, who sign in to
 * the console at /tarot/console/ with a password and a TOTP code. What an operator may do is a set of permissions;
 * a role names a set. The token rule is the spec's (§6): a permission is held if listed, or if the role list holds
 * `admin` (which an owner's does).
 */

export const OperatorRole = z.enum(['owner', 'support', 'moderator', 'content'])
export type OperatorRole = z.infer<typeof OperatorRole>

export const Permission = z.enum([
  'audit.read',
  'operators.manage',
  'orders.read',
  'orders.refund',
  'people.read',
  'people.write',
  'consultations.decide',
  'readers.review',
  'feedback.reply',
  'moderation.decide',
  'content.publish',
])
export type Permission = z.infer<typeof Permission>

/** What each role may do. An owner holds `admin`, which holds every permission by the token rule. */
export const ROLE_GRANTS: Record<OperatorRole, { roles: readonly string[]; permissions: readonly Permission[] }> = {
  owner: { roles: ['owner', 'admin'], permissions: [] },
  support: {
    roles: ['support'],
    permissions: ['audit.read', 'orders.read', 'orders.refund', 'people.read', 'people.write', 'consultations.decide', 'feedback.reply'],
  },
  moderator: { roles: ['moderator'], permissions: ['moderation.decide', 'readers.review', 'people.read', 'feedback.reply'] },
  content: { roles: ['content'], permissions: ['content.publish'] },
}

/** Spec §6: a permission is held if it is in the permission list or if the role list holds `admin`. */
export function holdsPermission(claims: { roles: readonly string[]; permissions: readonly string[] }, permission: Permission): boolean {
  return claims.permissions.includes(permission) || claims.roles.includes('admin')
}

export const OperatorName = z.string().check(z.regex(/^[a-z][a-z0-9._-]{1,31}$/))

/** `POST /tarot/rest/console/session`: name, password and the current six-digit TOTP code. */
export const OperatorSignInRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(32)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  code: z.string().check(z.regex(/^[0-9]{6}$/)),
})

export const OperatorView = z.object({
  id: z.string(),
  name: z.string(),
  role: OperatorRole,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
})
export type OperatorView = z.infer<typeof OperatorView>

/** The console's token (sent back as `authorization: Bearer …`), its expiry (ms since epoch) and who it speaks for. */
export const OperatorSession = z.object({ token: z.string(), expiresAt: z.number(), operator: OperatorView })
export type OperatorSession = z.infer<typeof OperatorSession>

export const OperatorListItem = z.object({
  id: z.string(),
  name: z.string(),
  role: OperatorRole,
  active: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
})
export const OperatorList = z.object({ list: z.array(OperatorListItem) })

/** A new operator: the password is set by whoever adds them (at least 12 characters); the TOTP secret is made by the server. */
export const AddOperatorRequest = z.object({ name: OperatorName, role: OperatorRole, password: z.string().check(z.minLength(12), z.maxLength(200)) })
/** The `otpauth://` URI to put into an authenticator app, shown once. */
export const AddOperatorData = z.object({ operator: OperatorListItem, totpUri: z.string() })
export const UpdateOperatorRequest = z.object({ role: z.optional(OperatorRole), active: z.optional(z.boolean()) })

/** One operator action: who, when, what, on what, before and after, and the reason given. Never edited. */
export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  operatorId: z.string(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
})
export type AuditEntry = z.infer<typeof AuditEntry>
export const AuditQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  operatorId: z.optional(z.string().check(z.maxLength(64))),
  action: z.optional(z.string().check(z.maxLength(64))),
  targetId: z.optional(z.string().check(z.maxLength(64))),
})
export const AuditList = z.object({ list: z.array(AuditEntry), page: z.number(), hasNext: z.boolean() })

/** Refund states (WeChat Pay's words): requested (ours, before the provider answered), processing, success, closed, abnormal, failed (refused by the provider). */
export const RefundStatus = z.enum(['requested', 'processing', 'success', 'closed', 'abnormal', 'failed'])
export type RefundStatus = z.infer<typeof RefundStatus>

export const RefundView = z.object({
  id: z.string(),
  orderId: z.string(),
  amountFen: z.number(),
  energyBack: z.number(),
  vipSecondsBack: z.number(),
  status: RefundStatus,
  reason: z.string(),
  operatorName: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
})
export type RefundView = z.infer<typeof RefundView>

export const ConsoleOrder = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  kind: z.enum(['energy', 'vip', 'consultation']),
  amountFen: z.number(),
  refundedFen: z.number(),
  status: z.string(),
  channel: z.string(),
  transactionId: z.nullable(z.string()),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
})
export type ConsoleOrder = z.infer<typeof ConsoleOrder>
export const ConsoleOrderQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  /** An order number, a transaction id or a user id, exactly. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  status: z.optional(z.string().check(z.maxLength(16))),
})
export const ConsoleOrderList = z.object({ list: z.array(ConsoleOrder), page: z.number(), hasNext: z.boolean() })

/** A step of an order's story, oldest first: created, paid, notified, credited, refund requested, refund settled. */
export const OrderEvent = z.object({ at: z.string(), kind: z.string(), detail: z.string() })

/** What a refund of this much takes back: energy (within the balance left), VIP time (within what is left), and the most that can still be refunded. */
export const RefundPreview = z.object({
  amountFen: z.number(),
  refundableFen: z.number(),
  energyBack: z.number(),
  energyGranted: z.number(),
  energyBalance: z.number(),
  vipSecondsBack: z.number(),
  vipSecondsLeft: z.number(),
})
export type RefundPreview = z.infer<typeof RefundPreview>

export const OrderStory = z.object({ order: ConsoleOrder, events: z.array(OrderEvent), refunds: z.array(RefundView), preview: RefundPreview })
export type OrderStory = z.infer<typeof OrderStory>

export const RefundPreviewRequest = z.object({ amountFen: z.number().check(z.int(), z.gte(1)) })
/** `refundKey` makes the request idempotent: asked twice (a double click, two instances), one refund. */
export const RefundRequest = z.object({
  refundKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/)),
  amountFen: z.number().check(z.int(), z.gte(1)),
  reason: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
})

const Page = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)))
const Reason = z.string().check(z.trim(), z.minLength(2), z.maxLength(200))

/** Feedback as the inbox shows it: what the person wrote, how to reach them, and where it stands. */
export const ConsoleFeedback = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  content: z.string(),
  contact: z.nullable(z.string()),
  language: z.string(),
  createdAt: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  assignedTo: z.nullable(z.string()),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  replySeen: z.boolean(),
  /** The person's birth-year correction waiting for review, if any: it can be decided from here. */
  correction: z.nullable(z.object({ fromYear: z.number(), requestedYear: z.number(), requestedAt: z.string(), contact: z.nullable(z.string()) })),
})
export type ConsoleFeedback = z.infer<typeof ConsoleFeedback>
export const FeedbackQuery = z.object({
  page: Page,
  status: z.optional(z.enum(['open', 'answered', 'closed'])),
  /** `me`: assigned to the operator asking; an operator id; none: everyone's. */
  assignedTo: z.optional(z.string().check(z.maxLength(32))),
})
export const FeedbackList = z.object({ list: z.array(ConsoleFeedback), page: z.number(), hasNext: z.boolean() })
export const FeedbackIdParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) })
export const AssignFeedbackRequest = z.object({ operatorId: z.nullable(z.string().check(z.regex(/^op_[0-9a-f]{16}$/))) })
/** The reply the person reads in the app; `close` without a reply ends an item that needs none. */
export const ReplyFeedbackRequest = z.object({ reply: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)) })

/** A birth-year correction that would lift the under-18 protection, waiting for an operator's check. */
export const ConsoleCorrection = z.object({ userId: z.string(), fromYear: z.number(), requestedYear: z.number(), requestedAt: z.string(), contact: z.nullable(z.string()) })
export type ConsoleCorrection = z.infer<typeof ConsoleCorrection>
export const CorrectionList = z.object({ list: z.array(ConsoleCorrection) })
export const UserIdParams = z.object({ userId: z.string().check(z.regex(/^[gud]_[0-9a-f-]{36}$/)) })
export const DecideCorrectionRequest = z.object({ decision: z.enum(['approve', 'decline']), reason: Reason })

/** A person as the console finds them: by id, by the name they sign in with (the dev sign-in, a reader's name) or by an order number. */
export const ConsolePerson = z.object({
  id: z.string(),
  kind: z.enum(['guest', 'user']),
  createdAt: z.string(),
  names: z.array(z.string()),
  signInMethods: z.array(z.string()),
  birthYear: z.nullable(z.number()),
  blocked: z.boolean(),
  deleted: z.boolean(),
})
export const PeopleQuery = z.object({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) })
export const PeopleList = z.object({ list: z.array(ConsolePerson) })
export const LedgerLine = z.object({ at: z.string(), delta: z.number(), reason: z.string(), reference: z.nullable(z.string()) })
export const PersonDetail = z.object({
  person: ConsolePerson,
  wallet: z.object({ energy: z.number(), vipUntil: z.nullable(z.string()) }),
  ledger: z.array(LedgerLine),
  orders: z.array(ConsoleOrder),
})
/** Energy given (positive) or taken (negative, never below zero), with the reason the audit log keeps. */
export const AdjustEnergyRequest = z.object({ delta: z.number().check(z.int(), z.gte(-100_000), z.lte(100_000)), reason: Reason, adjustmentKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/)) })
export const BlockRequest = z.object({ blocked: z.boolean(), reason: Reason })

/** A text held by content security (docs/content-security.md), or a shared reading someone reported. */
export const ModerationItem = z.object({
  id: z.string(),
  kind: z.string(),
  text: z.string(),
  note: z.nullable(z.string()),
  since: z.string(),
})
export const ModerationList = z.object({ list: z.array(ModerationItem) })
export const ModerationIdParams = z.object({ itemId: z.string().check(z.regex(/^[qarsp]:[A-Za-z0-9_-]{1,80}$/)) })
export const ModerationDecisionRequest = z.object({ decision: z.enum(['pass', 'reject']), reason: Reason })

/** What is in force of one kind of content: its version, and whether an operator published it or it is the release's own. */
const InForce = z.object({ version: z.string(), source: z.enum(['published', 'bundled']), publishedAt: z.nullable(z.string()) })
export const ContentHistoryItem = z.object({ id: z.number(), action: z.enum(['publish', 'rollback', 'withdraw']), summary: z.string(), operatorName: z.string(), at: z.string() })
export const ContentState = z.object({ spreads: InForce, articles: InForce, history: z.array(ContentHistoryItem) })
export type ContentState = z.infer<typeof ContentState>
/** A catalogue (with the layouts of its new spreads) and/or an article set, as `npm run publish:content` takes them. */
export const ContentUpload = z.object({ spreads: z.optional(z.unknown()), layouts: z.optional(z.unknown()), articles: z.optional(z.unknown()) })
const Changes = z.object({
  added: z.array(z.object({ id: z.string(), name: z.string() })),
  removed: z.array(z.object({ id: z.string(), name: z.string() })),
  changed: z.array(z.object({ id: z.string(), name: z.string() })),
})
/** Whether the upload checks out, and how it differs from what is in force (names in Simplified Chinese, as the app shows them first). */
export const ContentPreview = z.object({ ok: z.boolean(), error: z.nullable(z.string()), notes: z.array(z.string()), spreads: z.nullable(Changes), articles: z.nullable(Changes) })
export type ContentPreview = z.infer<typeof ContentPreview>
export const PublishContentRequest = z.object({ ...ContentUpload.shape, reason: z.string().check(z.trim(), z.minLength(2), z.maxLength(200)) })
export const ContentHistoryParams = z.object({ historyId: z.coerce.number().check(z.int(), z.gte(1)) })
export const ContentReasonRequest = z.object({ reason: z.string().check(z.trim(), z.minLength(2), z.maxLength(200)) })
export const PublishedData = z.object({ historyId: z.number(), notes: z.array(z.string()) })

/** The question check's flags per day (Asia/Shanghai), oldest first: counts by kind (`crisis`, `sensitive`, `unsuitable:<reason>`), never the words. */
export const SafetyFlagDays = z.object({ days: z.array(z.object({ day: z.string(), counts: z.record(z.string(), z.number()) })) })
