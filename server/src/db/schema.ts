import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The database schema: the source of truth for queries and for the generated
 * SQL migrations in server/drizzle/, applied the same way to PGlite and PostgreSQL.
 * Only SQL that PostgreSQL 15 accepts.
 */

/** Everyone who has used the app: guests (a guest token) and signed-in users. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['guest', 'user'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    /**
     * Set only on a deleted account's tombstone (id `d_…`, docs/privacy-data.md): a row made at deletion that holds the
     * orders, payments, wallet, ledger and consultations kept without the person, until the retention sweep.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Asked once before the first purchase: users under 18 cannot buy (spec §1, §9). */
    birthYear: integer('birth_year'),
    /** Set by an operator (audited): the account cannot sign in, and its sessions stop working. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('users_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
)

/** One row per issued token, so logging out or deleting an account can revoke it before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** A promoter's own agent record (spec §3 `agent`, `GET /tarot/rest/agent/my`). */
export const agents = pgTable('agents', {
  code: text('code').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
})

/** Who brought a user in: an agent and/or a friend, each recorded once (the first binding wins). */
export const referrals = pgTable('referrals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agentCode: text('agent_code'),
  friendCode: text('friend_code'),
  agentBoundAt: timestamp('agent_bound_at', { withTimezone: true, mode: 'date' }),
  friendBoundAt: timestamp('friend_bound_at', { withTimezone: true, mode: 'date' }),
})

/** Energy balance and VIP time. The balance can never go below zero, whatever runs concurrently. */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    energy: integer('energy').notNull().default(0),
    vipUntil: timestamp('vip_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [check('wallets_energy_not_negative', sql`${table.energy} >= 0`)],
)

/** What can be bought (spec §1): energy packs and VIP durations, prices in fen, set by the operator. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['energy', 'vip'] }).notNull(),
  /** Energy credited, for an energy pack. */
  energy: integer('energy').notNull().default(0),
  /** Days of VIP, for a VIP product. */
  vipDays: integer('vip_days').notNull().default(0),
  priceFen: integer('price_fen').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
})

/** How a signed-in user proves who they are: one row per provider account (WeChat openid, dev name). */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.provider, table.externalId] }), index('identities_user_idx').on(table.userId)],
)

/**
 * The WeChat openid of a user under each appid (mini-program, official account): a unionid identifies the
 * person across apps, but WeChat Pay's JSAPI and mini-program payments need the openid of the paying app.
 */
export const wechatOpenIds = pgTable(
  'wechat_open_ids',
  {
    appId: text('app_id').notNull(),
    openId: text('open_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The mini-program's session_key from the latest `jscode2session` (null under an official account, whose OAuth
     * gives none): the key WeChat's virtual payment (xpay) `signature` is made with. A secret: replaced at every
     * sign-in, never sent to any client, never logged, and left out of the person's data export (db/account-export.ts).
     */
    sessionKey: text('session_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.appId, table.openId] }), uniqueIndex('wechat_open_ids_user_app_idx').on(table.userId, table.appId)],
)

/**
 * Sign-in identities whose person said they were under 18, kept apart from `users` so that deleting the
 * account (which removes the user, its identities and its birth year) does not undo the refusal: someone
 * who signs in again with the same provider account is still under 18. Only a digest of the identity and
 * the year given are kept (the year, so the refusal ends once they are certainly 18); see
 * `underAgeIdentityDigest` for how the digest is made.
 */
export const underAgeIdentities = pgTable('under_age_identities', {
  identityDigest: text('identity_digest').primaryKey(),
  birthYear: integer('birth_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
})

/**
 * A request to correct a birth year that makes the person under 18 into one that makes them an adult
 * (docs/commerce.md, "Under 18"): the one correction that would lift the minor protection, so it is not
 * applied by the person but reviewed by the operator (`npm run birth-year`). One row per user, the latest
 * request; the contact given for the check is erased once it is decided, and the row goes with the account.
 */
export const birthYearCorrections = pgTable(
  'birth_year_corrections',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The year on the account when the request was made, and the year asked for. */
    fromYear: integer('from_year').notNull(),
    requestedYear: integer('requested_year').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull(),
    /** How the operator reaches the person to check their age; null once decided. */
    contact: text('contact'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('birth_year_corrections_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)

/** A reading: the question, the spread and the cards, with the draw's commitment and (once revealed) its seed. */
export const readings = pgTable(
  'readings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spreadId: text('spread_id').notNull(),
    question: text('question').notNull(),
    language: text('language').notNull(),
    mode: text('mode', { enum: ['draw', 'physical'] }).notNull(),
    /** drawing: committed, waiting for the picks; drawn: cards known; saved: kept in the user's history. */
    status: text('status', { enum: ['drawing', 'drawn', 'saved'] }).notNull(),
    commitment: text('commitment'),
    serverSeed: text('server_seed'),
    clientSeed: text('client_seed'),
    picks: jsonb('picks').$type<number[]>(),
    cards: jsonb('cards').$type<{ id: string; orientation: 'upright' | 'reversed' }[]>(),
    /** Set by the app for each create or save request, so a retry never makes a second record. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }),
    /** The finished interpretation, kept so the app can fetch it whole when streaming is not possible or broke. */
    interpretation: text('interpretation'),
    interpretationEngine: text('interpretation_engine'),
    /** Set while an interpretation is being written, so two requests cannot both generate (and charge) one reading. */
    interpretingSince: timestamp('interpreting_since', { withTimezone: true, mode: 'date' }),
    /**
     * The question's topic (`understandQuestion` in @tarot/core), kept so the journal's insights can count topics in
     * the database; null on readings made before it existed until the journal fills it in.
     */
    topic: text('topic'),
  },
  (table) => [index('readings_user_saved_idx').on(table.userId, table.savedAt), uniqueIndex('readings_user_client_key_idx').on(table.userId, table.clientKey)],
)

/**
 * Every change of an energy balance, with why. The wallet's energy always equals the sum of its
 * ledger; an idempotency key per user makes a retried charge or credit a no-op.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** `reversal`: a refunded order's energy taken back; `adjustment`: an operator's grant or removal (audited). */
    reason: text('reason', { enum: ['grant', 'purchase', 'reading', 'chat', 'refund', 'consultation', 'reversal', 'adjustment'] }).notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('ledger_user_key_idx').on(table.userId, table.idempotencyKey)],
)

/** Free AI readings used per user per day (Asia/Shanghai calendar day, as the product's users live by). */
export const freeUses = pgTable(
  'free_uses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
)

/**
 * What users tell us from the about page, and the back office's answer (docs/back-office.md, "Feedback"): open until
 * an operator replies (the person sees the reply in the app, with a badge until they have read it) or closes it.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contact: text('contact'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** The operator it is assigned to (`operators.id`), if any. */
    assignedTo: text('assigned_to'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    repliedBy: text('replied_by'),
    /** When the person opened the reply in the app; null while it is new to them. */
    replySeenAt: timestamp('reply_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('feedback_status_created_idx').on(table.status, table.createdAt), index('feedback_user_idx').on(table.userId)],
)

/**
 * One follow-up exchange on a reading: the user's message and the answer. The row is claimed
 * (`pending`) before generation, so only one answer streams per reading at a time, also across
 * processes; it becomes `answered` when delivered, or is removed if the answer failed.
 */
export const chatExchanges = pgTable(
  'chat_exchanges',
  {
    id: text('id').primaryKey(),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per reading; unique, so two sends at once cannot both take the same turn. */
    seq: integer('seq').notNull(),
    status: text('status', { enum: ['pending', 'answered'] }).notNull(),
    message: text('message').notNull(),
    answer: text('answer'),
    engine: text('engine'),
    /** What the exchange cost: 0 for a free follow-up, else the energy spent. */
    cost: integer('cost').notNull().default(0),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('chat_exchanges_reading_seq_idx').on(table.readingId, table.seq), uniqueIndex('chat_exchanges_reading_client_key_idx').on(table.readingId, table.clientKey)],
)

/** Each call to a language model, for cost and reliability figures: tokens, engine, how it ended. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    readingId: text('reading_id').references(() => readings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reading', 'chat', 'classify'] }).notNull(),
    engine: text('engine').notNull(),
    model: text('model'),
    promptVersion: text('prompt_version'),
    outcome: text('outcome', { enum: ['delivered', 'fallback', 'rejected', 'failed', 'aborted', 'invalid'] }).notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('ai_calls_created_idx').on(table.createdAt)],
)

/**
 * A payment order (WeChat Pay `out_trade_no`): one product at its price when ordered. It is fulfilled
 * exactly once: the conditional flip to `paid` and the credit (energy through the ledger under
 * `order:<id>`, or VIP time with a `vip_grants` row) happen in one transaction.
 */
export const orders = pgTable(
  'orders',
  {
    /** The out_trade_no: 32 characters at most (WeChat's limit), unique. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** energy and vip buy a product; consultation pays a consultation order's price (credited as energy, then held). */
    kind: text('kind', { enum: ['energy', 'vip', 'consultation'] }).notNull(),
    energy: integer('energy').notNull().default(0),
    vipDays: integer('vip_days').notNull().default(0),
    /** The consultation this order pays for (kind consultation). */
    consultationId: text('consultation_id'),
    /** The client's key for this purchase: a retried request finds the same order. */
    clientKey: text('client_key').notNull(),
    /** The price in fen, fixed when ordered; a notification must carry exactly this `amount.total`. */
    amountFen: integer('amount_fen').notNull(),
    /**
     * created → paying (pay parameters handed out) → paid | failed | closed (by the user) | expired (unpaid in time);
     * invalid: a genuine notification that does not match the order (amount, appid, merchant);
     * refunded: paid, then refunded in full (a partial refund leaves it `paid` with `refundedFen` below the amount).
     */
    status: text('status', { enum: ['created', 'paying', 'paid', 'failed', 'closed', 'expired', 'invalid', 'refunded'] }).notNull(),
    /** What refunds (not failed or closed) have sent back so far, in fen; never above `amountFen`. */
    refundedFen: integer('refunded_fen').notNull().default(0),
    /** `xpay`: the mini-program's virtual payment (WECHAT_XPAY_*), delivered by message push; the others are WeChat Pay v3 or the dev provider. */
    channel: text('channel', { enum: ['jsapi', 'mini', 'app', 'dev', 'xpay'] }).notNull(),
    /** The appid the order was placed under; a notification must name the same. */
    appId: text('app_id').notNull(),
    prepayId: text('prepay_id'),
    /** The provider's transaction id, once paid. */
    transactionId: text('transaction_id'),
    /** The provider's last word on it (trade_state), for support. */
    tradeState: text('trade_state'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_expires_idx').on(table.status, table.expiresAt),
    uniqueIndex('orders_transaction_idx').on(table.transactionId),
    uniqueIndex('orders_user_client_key_idx').on(table.userId, table.clientKey),
    check('orders_amount_positive', sql`${table.amountFen} > 0`),
    check('orders_refunded_within_amount', sql`${table.refundedFen} >= 0 and ${table.refundedFen} <= ${table.amountFen}`),
  ],
)

/**
 * A refund of (part of) a paid order to the way it was paid (docs/back-office.md, "Refunds"). The id is the provider's
 * out_refund_no, derived from the order and the console's refund key, so the same request on any instance is one refund.
 * The reversal of what the order granted (`energyBack`, `vipSecondsBack`) is written in the transaction that inserts
 * the row, and undone if the provider refuses or closes the refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refundKey: text('refund_key').notNull(),
    amountFen: integer('amount_fen').notNull(),
    energyBack: integer('energy_back').notNull().default(0),
    vipSecondsBack: integer('vip_seconds_back').notNull().default(0),
    /** requested (before the provider answered) → processing → success | closed | abnormal; failed: the provider refused it. */
    status: text('status', { enum: ['requested', 'processing', 'success', 'closed', 'abnormal', 'failed'] }).notNull(),
    reason: text('reason').notNull(),
    operatorId: text('operator_id'),
    operatorName: text('operator_name'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    /** When the provider was last asked (the sweeper asks again after a while). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('refunds_order_key_idx').on(table.orderId, table.refundKey),
    index('refunds_status_idx').on(table.status, table.attemptedAt),
    check('refunds_amount_positive', sql`${table.amountFen} > 0`),
  ],
)

/** Every extension of a user's VIP time, with the order behind it: VIP's ledger, so its history is auditable. */
export const vipGrants = pgTable(
  'vip_grants',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One grant per order at most. */
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    fromTime: timestamp('from_time', { withTimezone: true, mode: 'date' }).notNull(),
    untilTime: timestamp('until_time', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('vip_grants_user_idx').on(table.userId)],
)

/** A human reader on the marketplace, created by the operator for an existing user (who then holds the `reader` role). */
export const readers = pgTable(
  'readers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A path on the resources host (or an https URL). */
    photo: text('photo').notNull(),
    tagline: text('tagline').notNull(),
    bio: text('bio').notNull(),
    /** Topics: love, career, wealth, growth, family, study. */
    specialties: jsonb('specialties').$type<string[]>().notNull(),
    /** zh-Hans, zh-Hant, en. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    priceEnergy: integer('price_energy').notNull(),
    responseHours: integer('response_hours').notNull(),
    available: boolean('available').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [check('readers_price_positive', sql`${table.priceEnergy} > 0`)],
)

/**
 * A consultation order (docs/commerce.md): created → paid (price held) → accepted → answered →
 * completed | reviewed; cancelled before acceptance and expired (unanswered 24 h after payment) are refunded.
 * Every status change is conditional on the status before it, in the transaction that moves the energy.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerId: text('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The reading the user came from: readingId, spreadId, question and cards. */
    context: jsonb('context').$type<{ readingId: string; spreadId: string; question: string; cards: { id: string; orientation: 'upright' | 'reversed' }[] }>(),
    priceEnergy: integer('price_energy').notNull(),
    payWith: text('pay_with', { enum: ['energy', 'wechat'] }).notNull(),
    status: text('status', { enum: ['created', 'paid', 'accepted', 'answered', 'completed', 'reviewed', 'cancelled', 'expired'] }).notNull(),
    clientKey: text('client_key').notNull(),
    answer: text('answer'),
    reviewRating: integer('review_rating'),
    reviewText: text('review_text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** paid + 24 h: unanswered by then, the hold goes back to the user. */
    answerBy: timestamp('answer_by', { withTimezone: true, mode: 'date' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** "A reader answered": the WeChat subscription message was claimed for sending (issue 19). */
    answerNotifiedAt: timestamp('answer_notified_at', { withTimezone: true, mode: 'date' }),
    /** When the asker first opened the answer: until then it is on the in-app list on history. */
    answerSeenAt: timestamp('answer_seen_at', { withTimezone: true, mode: 'date' }),
    /**
     * A refund of a consultation paid with WeChat Pay goes back to WeChat Pay as money, not energy (issue 34):
     * `pending` from the refunding step until WeChat Pay has taken the refund, then `sent`. Null for energy refunds.
     */
    moneyRefund: text('money_refund', { enum: ['pending', 'sent'] }),
    moneyRefundedAt: timestamp('money_refunded_at', { withTimezone: true, mode: 'date' }),
    /**
     * Content security (docs/content-security.md): `under_review` while the question and details wait for an operator
     * (the reader does not see the consultation), `rejected` when the operator refused them (the consultation is
     * cancelled and refunded). Null: published to the reader.
     */
    questionModeration: text('question_moderation', { enum: ['under_review', 'rejected'] }),
    /** The same for the reader's answer: held from the asker while `under_review`; `rejected` cancels and refunds. */
    answerModeration: text('answer_moderation', { enum: ['under_review', 'rejected'] }),
    /** The asker's review text, public on the reader's profile: hidden there while `under_review` or once `rejected`. */
    reviewModeration: text('review_moderation', { enum: ['under_review', 'rejected'] }),
    /** Why the last held text was held (the check's provider and label, or that the check failed), for the operator. */
    moderationNote: text('moderation_note'),
  },
  (table) => [
    index('consultations_user_created_idx').on(table.userId, table.createdAt),
    index('consultations_answer_unnotified_idx')
      .on(table.answeredAt)
      .where(sql`${table.answerNotifiedAt} is null and ${table.answerSeenAt} is null`),
    index('consultations_reader_status_idx').on(table.readerId, table.status),
    index('consultations_status_answer_by_idx').on(table.status, table.answerBy),
    index('consultations_held_idx')
      .on(table.createdAt)
      .where(sql`${table.questionModeration} = 'under_review' or ${table.answerModeration} = 'under_review' or ${table.reviewModeration} = 'under_review'`),
    uniqueIndex('consultations_user_client_key_idx').on(table.userId, table.clientKey),
    check('consultations_price_positive', sql`${table.priceEnergy} > 0`),
    check('consultations_review_range', sql`${table.reviewRating} is null or (${table.reviewRating} between 1 and 5)`),
  ],
)

/**
 * What an AI call reserved before it was generated (a free use of the day, or energy), until it is
 * settled: kept when the answer was delivered, given back when it was not. A live stream renews
 * `heartbeatAt`; a hold whose heartbeat stopped belonged to a process that died mid-stream, and the
 * sweeper (any instance) gives it back. Settling flips `settledAt` once, so the refund happens once.
 */
export const holds = pgTable(
  'holds',
  {
    /** The reservation's key: `reading:<id>:<attempt>` or `chat:<exchange id>`. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    /** The chat turn the hold pays for (null for a reading's interpretation). */
    exchangeId: text('exchange_id'),
    kind: text('kind', { enum: ['free', 'energy'] }).notNull(),
    /** The quota day of a free use. */
    freeDay: text('free_day'),
    /** The energy reserved (0 for a free use). */
    cost: integer('cost').notNull().default(0),
    /** The ledger key of the energy debit (its refund is `refund:<key>`). */
    ledgerKey: text('ledger_key'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    outcome: text('outcome', { enum: ['kept', 'refunded', 'swept'] }),
  },
  (table) => [
    index('holds_open_heartbeat_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.settledAt} is null`),
    index('holds_reading_idx').on(table.readingId),
  ],
)

/** Server-wide settings every instance shares, such as the generated token secret when TOKEN_SECRET is not set. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
})

/**
 * Content an operator published without a release (`npm run publish:content`): the spread catalogue,
 * its layouts, the article set. One row per kind; every instance serves what is here.
 */
export const publishedContent = pgTable('published_content', {
  kind: text('kind', { enum: ['spreads', 'layouts', 'articles'] }).primaryKey(),
  body: jsonb('body').notNull(),
  version: text('version'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
})

/**
 * Every publish, rollback and withdrawal of content from the console, with what was put in force: the history a
 * rollback republishes from. Append-only by use (nothing updates it); the audit log says who and why.
 */
export const publishedContentHistory = pgTable('published_content_history', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  action: text('action', { enum: ['publish', 'rollback', 'withdraw'] }).notNull(),
  /** The rows put in force, as `published_content` held them (empty for a withdrawal). */
  entries: jsonb('entries').$type<{ kind: 'spreads' | 'layouts' | 'articles'; body: unknown; version: string | null }[]>().notNull(),
  summary: text('summary').notNull(),
  operatorId: text('operator_id').notNull(),
  operatorName: text('operator_name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
})

/** Hit counters for rate limits and refusal counts, shared by every instance: one row per key and window. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    /** The start of the fixed window this count belongs to. */
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_counters_expires_idx').on(table.expiresAt)],
)

/** Refused questions per user, for "too many attempts" (five in thirty minutes), shared by every instance. */
export const questionRefusals = pgTable(
  'question_refusals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('question_refusals_user_created_idx').on(table.userId, table.createdAt)],
)

/**
 * How many questions the check answered as a crisis, sensitive or unsuitable, per day (Asia/Shanghai) and kind: counts
 * only, never the question or who asked, for the back office to watch (docs/back-office.md, "Moderation").
 */
export const safetyFlags = pgTable(
  'safety_flags',
  {
    day: text('day').notNull(),
    /** `crisis`, `sensitive`, or `unsuitable:<reason>` (medical, legal…). */
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind] })],
)

/** The dev payment provider's orders (the stand-in for WeChat Pay's side), so every instance and a restart know them. */
export const devPayOrders = pgTable('dev_pay_orders', {
  orderId: text('order_id').primaryKey(),
  amountFen: integer('amount_fen').notNull(),
  tradeState: text('trade_state').notNull(),
  transactionId: text('transaction_id'),
  successTime: text('success_time'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
})

/**
 * The dev payment provider's refunds (its side of `POST /v3/refund/domestic/refunds`): one row per refund number, several
 * per order, their sum never above the order's amount, at most 50 per order. Each succeeds at once.
 */
export const devPayRefunds = pgTable(
  'dev_pay_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => devPayOrders.orderId, { onDelete: 'cascade' }),
    providerRefundId: text('provider_refund_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull(),
    successTime: text('success_time'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('dev_pay_refunds_order_idx').on(table.orderId), check('dev_pay_refunds_amount_positive', sql`${table.amountFen} > 0`)],
)

/**
 * The journal (issue 19): a person's private notes on a reading. Never shared, never put in a prompt;
 * deleted with the reading, with the account, or all at once from the about page.
 */
export const journalNotes = pgTable(
  'journal_notes',
  {
    id: text('id').primaryKey(),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    mood: text('mood'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('journal_notes_user_reading_idx').on(table.userId, table.readingId)],
)

/**
 * A look back asked for when saving a reading (or later): due `dueAt`; answered once a look back is written after it,
 * `notifiedAt` once a WeChat message went out for it, so no instance sends it twice.
 */
export const lookBackReminders = pgTable(
  'look_back_reminders',
  {
    readingId: text('reading_id')
      .primaryKey()
      .references(() => readings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('look_back_reminders_user_due_idx')
      .on(table.userId, table.dueAt)
      .where(sql`${table.answeredAt} is null`),
    index('look_back_reminders_due_idx')
      .on(table.dueAt)
      .where(sql`${table.answeredAt} is null and ${table.notifiedAt} is null`),
  ],
)

/** What happened after a reading, as the person saw it later: append-only, each with its date. */
export const lookBacks = pgTable(
  'look_backs',
  {
    id: text('id').primaryKey(),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How much the reading resonated, 1–5. */
    resonance: integer('resonance').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('look_backs_user_created_idx').on(table.userId, table.createdAt),
    index('look_backs_reading_idx').on(table.readingId),
    check('look_backs_resonance_range', sql`${table.resonance} between 1 and 5`),
  ],
)

/** A person's reminder choices: one switch for every reminder, and the time zone the app last reported (for quiet hours). */
export const journalSettings = pgTable('journal_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindersOn: boolean('reminders_on').notNull().default(true),
  /** Minutes east of UTC (UTC+8 is 480), as the app reports it. */
  tzOffsetMinutes: integer('tz_offset_minutes').notNull().default(480),
  /** Today's card as a WeChat message each morning: opt-in, mini-program only. */
  dailyCardOn: boolean('daily_card_on').notNull().default(false),
  /** The person's local day (YYYY-MM-DD) whose card message was claimed: one a day. */
  dailyCardSentOn: text('daily_card_sent_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * A reading shared by its owner: a public link (the id is 128 random bits, no token) showing the cards, the spread and
 * the bottom line — the question only when `includeQuestion`. Revoking keeps the row so the link can say it was revoked.
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    includeQuestion: boolean('include_question').notNull().default(false),
    /**
     * Content security on an included question: `under_review` while it waits for an operator, `rejected` when refused;
     * either way the shared page and poster leave the question off. Null: shown as included.
     */
    questionModeration: text('question_moderation', { enum: ['under_review', 'rejected'] }),
    moderationNote: text('moderation_note'),
    size: text('size', { enum: ['story', 'chat'] })
      .notNull()
      .default('story'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** When someone first reported the shared page since an operator last looked (null: no report waiting). */
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    /** An operator took the page down after a report: it answers as revoked. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('shares_user_created_idx').on(table.userId, table.createdAt),
    index('shares_reported_idx')
      .on(table.reportedAt)
      .where(sql`${table.reportedAt} is not null`),
  ],
)

/** A report of a shared page by anyone who saw it (the page's "report" link): once per share and address. */
export const shareReports = pgTable(
  'share_reports',
  {
    id: text('id').primaryKey(),
    shareId: text('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['upsetting', 'personal', 'spam', 'other'] }).notNull(),
    note: text('note'),
    /** SHA-256 of the share and the reporter's address: one report per person and page, and no address kept. */
    reporterKey: text('reporter_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('share_reports_reporter_idx').on(table.shareId, table.reporterKey)],
)

/**
 * The back office's operators (docs/back-office.md): people of our own, apart from the app's users. The password is
 * an scrypt hash; the TOTP secret is sealed with a key derived from the token secret; `lastTotpStep` refuses a code
 * used once already.
 */
export const operators = pgTable('operators', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  role: text('role', { enum: ['owner', 'support', 'moderator', 'content'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  lastTotpStep: integer('last_totp_step').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
})

/** An operator's console session: its token names it, so signing out, a role change or deactivation revokes it at once. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
)

/**
 * Every operator action: who, when, what, on what, before and after, and the reason. Append-only: a trigger
 * (migration 0019) refuses UPDATE and DELETE, so not even the server's own database user can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    operatorId: text('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_target_idx').on(table.targetType, table.targetId), index('audit_log_operator_idx').on(table.operatorId, table.at)],
)
