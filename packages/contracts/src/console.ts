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
