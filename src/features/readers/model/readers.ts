import type { ConsultationStatus, ConsultationView, ReaderTopic } from '@tarot/contracts/readers'
import { API_BASE } from '@/lib/http/hosts'
import { yuanFromFen } from '@/lib/pay/money'

export const TOPICS: readonly ReaderTopic[] = ['love', 'career', 'wealth', 'growth', 'family', 'study']

export { CONSULTATION_QUESTION_MAX as QUESTION_MAX, CONSULTATION_QUESTION_MIN as QUESTION_MIN, CONSULTATION_REVIEW_MAX as REVIEW_MAX } from '@tarot/contracts/consultation-limits'

/** A reader's photo: a path on the resources host, or a full https address. Empty when there is none. */
export function photoUrl(photo: string): string {
  if (!photo.trim()) return ''
  return /^https?:\/\//.test(photo) ? photo : `${API_BASE}${photo.startsWith('/') ? '' : '/'}${photo}`
}

/** Up to two initials (Latin names) or the first character (Chinese names), for the gold circle without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (/^[A-Za-z]/.test(words[0]!))
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('')
  return Array.from(words[0]!)[0] ?? '?'
}

/** A refund has happened: the order was cancelled before acceptance or not answered in time. */
export const isRefunded = (status: ConsultationStatus) => status === 'cancelled' || status === 'expired'

/** The answer is in: the user may confirm it and review it. */
export const hasAnswer = (status: ConsultationStatus) => status === 'answered' || status === 'completed' || status === 'reviewed'

export type TimelineStep = 'created' | 'paid' | 'accepted' | 'answered' | 'completed' | 'reviewed' | 'cancelled' | 'expired'

export interface TimelineEntry {
  step: TimelineStep
  done: boolean
  at: string | null
}

/** The order's progress as the user sees it: what has happened, then what is still to come. */
export function timeline(c: ConsultationView): TimelineEntry[] {
  if (c.status === 'created')
    return [
      { step: 'created', done: true, at: c.createdAt },
      { step: 'paid', done: false, at: null },
    ]
  const entries: TimelineEntry[] = [{ step: 'paid', done: true, at: c.paidAt }]
  if (isRefunded(c.status)) {
    if (c.acceptedAt) entries.push({ step: 'accepted', done: true, at: c.acceptedAt })
    entries.push({ step: c.status, done: true, at: c.closedAt })
    return entries
  }
  const reached = (s: ConsultationStatus[]) => s.includes(c.status)
  entries.push({ step: 'accepted', done: reached(['accepted', 'answered', 'completed', 'reviewed']), at: c.acceptedAt })
  entries.push({ step: 'answered', done: hasAnswer(c.status), at: c.answeredAt })
  if (c.status === 'reviewed') entries.push({ step: 'reviewed', done: true, at: c.closedAt })
  else entries.push({ step: 'completed', done: c.status === 'completed', at: c.closedAt })
  return entries
}

/** A translation key and its values: what the screen says, decided here so each line follows the order's state. */
export interface Wording {
  key: string
  values: Record<string, string | number>
}

/**
 * The progress line of a step, in the words of how it was paid (issue 34): a payment says what was paid and how, and
 * a refund where it went back — energy to the balance, a WeChat payment to WeChat Pay as money.
 */
export function stepWording(step: TimelineStep, c: ConsultationView, done: boolean): Wording[] {
  const price = c.priceEnergy
  const money = c.paidFen !== null ? yuanFromFen(c.paidFen) : ''
  if (step === 'paid') {
    if (!done) return [{ key: 'steps.paid', values: {} }]
    return [c.payWith === 'wechat' && money ? { key: 'steps.paidWechat', values: { money } } : { key: 'steps.paidEnergy', values: { price } }]
  }
  if (step === 'cancelled' || step === 'expired') {
    const refund = c.refund
    const head: Wording = { key: `steps.${step}`, values: {} }
    if (!refund) return [head]
    if (refund.to === 'energy') return [head, { key: 'refund.energy', values: { price } }]
    const amount = refund.amountFen !== null ? yuanFromFen(refund.amountFen) : money
    return [head, { key: refund.state === 'sent' ? 'refund.wechat' : 'refund.wechatPending', values: { money: amount } }]
  }
  return [{ key: `steps.${step}`, values: {} }]
}

/** The line under the progress: when the answer is due and what happens if not, where a refund went, or when an answer completes by itself. */
export function progressNote(c: ConsultationView): Wording | null {
  const money = c.paidFen !== null ? yuanFromFen(c.paidFen) : ''
  if ((c.status === 'paid' || c.status === 'accepted') && c.answerBy) {
    return c.payWith === 'wechat' && money ? { key: 'detail.answerByWechat', values: { time: c.answerBy, money } } : { key: 'detail.answerBy', values: { time: c.answerBy } }
  }
  if (c.status === 'created') return { key: 'detail.awaitingPayment', values: {} }
  if (isRefunded(c.status) && c.refund) {
    if (c.refund.to === 'energy') return { key: 'detail.refunded', values: { price: c.priceEnergy } }
    const amount = c.refund.amountFen !== null ? yuanFromFen(c.refund.amountFen) : money
    return { key: c.refund.state === 'sent' ? 'detail.refundedWechat' : 'detail.refundingWechat', values: { money: amount } }
  }
  if (c.status === 'answered' && c.completesBy) return { key: 'detail.confirmHint', values: { time: c.completesBy } }
  return null
}

/**
 * What content review holds of a consultation, as the asker is told (docs/content-security.md): while the question or
 * the answer is held, an "under review" badge in place of the status and a line saying what that means; after a
 * rejection, the line only (the status already says cancelled and refunded).
 */
export function moderationNote(c: Pick<ConsultationView, 'moderation'>): { held: boolean; key: 'moderation.question' | 'moderation.answer' | 'moderation.rejected' } | null {
  if (c.moderation === 'questionUnderReview') return { held: true, key: 'moderation.question' }
  if (c.moderation === 'answerUnderReview') return { held: true, key: 'moderation.answer' }
  if (c.moderation === 'rejected') return { held: false, key: 'moderation.rejected' }
  return null
}

/** One key per order attempt: a retry after a failure sends the same key, so the server makes one order. */
export function newOrderKey(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`.slice(0, 32)
}
