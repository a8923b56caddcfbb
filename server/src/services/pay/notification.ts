import * as z from 'zod'
import { NotificationRejected, type ProviderRefund, type ProviderTransaction, REFUND_STATES, type RefundState, TRADE_STATES } from './provider'
import type { HeaderBag, WechatPayVerifier } from './verifier'
import { decryptResource } from './wechatpay-crypto'

/** A transaction as WeChat Pay writes it (query answers and decrypted notifications); only the fields we read. */
interface WechatTransaction {
  out_trade_no?: unknown
  transaction_id?: unknown
  trade_state?: unknown
  appid?: unknown
  mchid?: unknown
  success_time?: unknown
  amount?: { total?: unknown }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** Our view of a WeChat Pay transaction; null when it lacks the order id or a known trade state. */
export function toProviderTransaction(raw: unknown): ProviderTransaction | null {
  if (!raw || typeof raw !== 'object') return null
  const tx = raw as WechatTransaction
  const orderId = text(tx.out_trade_no)
  const tradeState = TRADE_STATES.find((state) => state === tx.trade_state)
  if (!orderId || !tradeState) return null
  const total = tx.amount?.total
  return {
    orderId,
    transactionId: text(tx.transaction_id),
    tradeState,
    amountFen: typeof total === 'number' && Number.isInteger(total) ? total : null,
    appId: text(tx.appid),
    mchId: text(tx.mchid),
    successTime: text(tx.success_time),
  }
}

interface NotificationEnvelope {
  event_type?: unknown
  resource?: { original_type?: unknown; algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown }
}

/**
 * Verifies a notification's signature, then opens its AES-256-GCM resource, which must be of `originalType`
 * (`transaction` for payments, `refund` for refunds). The envelope and the plaintext; throws NotificationRejected.
 */
async function openNotification(
  verifier: WechatPayVerifier,
  apiV3Key: string,
  headers: HeaderBag,
  rawBody: string,
  nowMs: number,
  originalType: 'transaction' | 'refund',
): Promise<{ envelope: NotificationEnvelope; plaintext: string }> {
  await verifier.verifyNotification(headers, rawBody, nowMs)
  let envelope: NotificationEnvelope
  try {
    envelope = JSON.parse(rawBody) as NotificationEnvelope
  } catch {
    throw new NotificationRejected('body')
  }
  const resource = envelope?.resource
  if (!resource || resource.original_type !== originalType || resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
    throw new NotificationRejected('body')
  }
  try {
    const plaintext = decryptResource({
      apiV3Key,
      nonce: resource.nonce,
      associatedData: typeof resource.associated_data === 'string' ? resource.associated_data : '',
      ciphertext: resource.ciphertext,
    })
    return { envelope, plaintext }
  } catch {
    throw new NotificationRejected('decrypt')
  }
}

/** Verifies a payment notification's signature, then opens its AES-256-GCM resource. Throws NotificationRejected. */
export async function parseTransactionNotification(verifier: WechatPayVerifier, apiV3Key: string, headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderTransaction> {
  const { plaintext } = await openNotification(verifier, apiV3Key, headers, rawBody, nowMs, 'transaction')
  let transaction: ProviderTransaction | null
  try {
    transaction = toProviderTransaction(JSON.parse(plaintext))
  } catch {
    transaction = null
  }
  if (!transaction) throw new NotificationRejected('body')
  return transaction
}

const fen = z.number().int().nonnegative()
const nonEmpty = z.string().min(1)

/** A refund as WeChat Pay writes it in the answers of `POST /v3/refund/domestic/refunds` and of the refund query: the fields we read. */
const wechatRefund = z.object({
  out_refund_no: nonEmpty,
  out_trade_no: nonEmpty,
  refund_id: nonEmpty.nullish(),
  status: z.enum(REFUND_STATES),
  success_time: z.string().nullish(),
  amount: z.object({ refund: fen, total: fen }),
})

/** The decrypted resource of a refund notification (its state is `refund_status`, not `status`). */
const refundResource = z.object({
  out_trade_no: nonEmpty,
  transaction_id: nonEmpty,
  out_refund_no: nonEmpty,
  refund_id: nonEmpty,
  refund_status: z.enum(REFUND_STATES),
  success_time: z.string().nullish(),
  amount: z.object({ total: fen, refund: fen, payer_total: fen, payer_refund: fen }),
})

/** The events a refund notification may carry, and the refund_status each must agree with. */
const REFUND_EVENTS: Record<string, RefundState> = { 'REFUND.SUCCESS': 'SUCCESS', 'REFUND.ABNORMAL': 'ABNORMAL', 'REFUND.CLOSED': 'CLOSED' }

/** Our view of a refund from a WeChat Pay answer (refund or refund query); null when the answer is not a refund. */
export function toProviderRefund(raw: unknown): ProviderRefund | null {
  const parsed = wechatRefund.safeParse(raw)
  if (!parsed.success) return null
  const refund = parsed.data
  return {
    refundId: refund.out_refund_no,
    orderId: refund.out_trade_no,
    providerRefundId: refund.refund_id ?? null,
    state: refund.status,
    amountFen: refund.amount.refund,
    successTime: refund.success_time || null,
  }
}

/**
 * Verifies a refund notification's signature (as for payments), opens its AES-256-GCM resource and reads the refund in it.
 * Anything but a REFUND.SUCCESS / ABNORMAL / CLOSED event whose resource is a whole refund of that state is rejected ('body').
 */
export async function parseRefundNotification(verifier: WechatPayVerifier, apiV3Key: string, headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderRefund> {
  const { envelope, plaintext } = await openNotification(verifier, apiV3Key, headers, rawBody, nowMs, 'refund')
  const eventState = typeof envelope.event_type === 'string' ? REFUND_EVENTS[envelope.event_type] : undefined
  if (!eventState) throw new NotificationRejected('body')
  let resource: z.infer<typeof refundResource>
  try {
    const parsed = refundResource.safeParse(JSON.parse(plaintext))
    if (!parsed.success) throw new NotificationRejected('body')
    resource = parsed.data
  } catch {
    throw new NotificationRejected('body')
  }
  if (resource.refund_status !== eventState) throw new NotificationRejected('body')
  return {
    refundId: resource.out_refund_no,
    orderId: resource.out_trade_no,
    providerRefundId: resource.refund_id,
    state: resource.refund_status,
    amountFen: resource.amount.refund,
    successTime: resource.success_time || null,
  }
}
