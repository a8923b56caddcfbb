import { NotificationRejected, type ProviderTransaction, TRADE_STATES } from './provider'
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
  resource?: { original_type?: unknown; algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown }
}

/** Verifies a payment notification's signature, then opens its AES-256-GCM resource. Throws NotificationRejected. */
export async function parseTransactionNotification(verifier: WechatPayVerifier, apiV3Key: string, headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderTransaction> {
  await verifier.verifyNotification(headers, rawBody, nowMs)
  let envelope: NotificationEnvelope
  try {
    envelope = JSON.parse(rawBody) as NotificationEnvelope
  } catch {
    throw new NotificationRejected('body')
  }
  const resource = envelope?.resource
  if (!resource || resource.original_type !== 'transaction' || resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
    throw new NotificationRejected('body')
  }
  let plaintext: string
  try {
    plaintext = decryptResource({ apiV3Key, nonce: resource.nonce, associatedData: typeof resource.associated_data === 'string' ? resource.associated_data : '', ciphertext: resource.ciphertext })
  } catch {
    throw new NotificationRejected('decrypt')
  }
  let transaction: ProviderTransaction | null
  try {
    transaction = toProviderTransaction(JSON.parse(plaintext))
  } catch {
    transaction = null
  }
  if (!transaction) throw new NotificationRejected('body')
  return transaction
}
