import type { ConsultationRepository } from '../../db/consultations'
import type { ShareRepository } from '../../db/shares'
import { moderationSteps } from '../consultations/consultation-service'

/**
 * What an operator decides on (docs/content-security.md): an id names one held text —
 * `q:<consultation>` a consultation's question (with the attached reading's question), `a:<consultation>` a reader's
 * answer, `r:<consultation>` a review's text, `s:<share>` a shared reading's question, `p:<share>` a shared page someone reported.
 */
export interface HeldItem {
  id: string
  kind: 'consultation question' | 'reader answer' | 'review text' | 'shared question' | 'reported share'
  text: string
  note: string | null
  since: Date
}

export type Decision = 'pass' | 'reject'
export type DecisionResult = { ok: true; said: string } | { ok: false; said: string }

const PARTS = { question: 'q', answer: 'a', review: 'r' } as const
const KINDS = { question: 'consultation question', answer: 'reader answer', review: 'review text' } as const

/**
 * The operator's side of content review: the list of held texts, and passing or rejecting one. Consultations move
 * through the consultation service's own steps (a rejection refunds as a cancellation does: energy at once, a WeChat
 * Pay refund marked pending and sent by the server's minute sweep).
 */
export class ModerationService {
  constructor(private readonly deps: { consultations: ConsultationRepository; shares: ShareRepository; now: () => number }) {}

  async list(): Promise<HeldItem[]> {
    const consultations = (await this.deps.consultations.held()).map((held) => ({
      id: `${PARTS[held.part]}:${held.consultationId}`,
      kind: KINDS[held.part],
      text: held.text,
      note: held.note,
      since: held.createdAt,
    }))
    const shares = (await this.deps.shares.heldQuestions()).map((held) => ({ id: `s:${held.id}`, kind: 'shared question' as const, text: held.question, note: held.note, since: held.createdAt }))
    const reported = (await this.deps.shares.reported()).map((row) => ({
      id: `p:${row.id}`,
      kind: 'reported share' as const,
      text: row.question ?? '',
      note: row.reasons,
      since: row.reportedAt,
    }))
    return [...consultations, ...shares, ...reported].sort((a, b) => a.since.getTime() - b.since.getTime())
  }

  async decide(item: string, decision: Decision): Promise<DecisionResult> {
    const match = /^([qarsp]):([A-Za-z0-9_-]{1,64})$/.exec(item)
    if (!match) return { ok: false, said: `"${item}" names no held text (ids look like q:c_…, a:c_…, r:c_…, s:…, p:…; see list)` }
    const [, part, id] = match as unknown as [string, 'q' | 'a' | 'r' | 's' | 'p', string]
    const now = new Date(this.deps.now())
    const { consultations, shares } = this.deps
    const notHeld: DecisionResult = { ok: false, said: `${item} is not held for review (already decided, closed meanwhile, or unknown)` }
    if (part === 'p')
      return (await shares.decideReport(id, decision === 'reject', now))
        ? { ok: true, said: decision === 'pass' ? `${item}: the shared page stays up; its reports are cleared` : `${item}: the shared page is taken down (it answers as revoked)` }
        : notHeld
    if (part === 's')
      return (await shares.decideQuestion(id, decision === 'pass' ? null : 'rejected'))
        ? { ok: true, said: decision === 'pass' ? `${item}: the question now shows on the shared page` : `${item}: the question stays off the shared page` }
        : notHeld
    if (part === 'r')
      return (await consultations.decideReviewText(id, decision === 'pass' ? null : 'rejected'))
        ? { ok: true, said: decision === 'pass' ? `${item}: the review text now shows on the reader's profile` : `${item}: the review text stays hidden (its stars count)` }
        : notHeld
    if (part === 'q') {
      if (decision === 'pass') {
        const moved = (await consultations.move(id, moderationSteps.passQuestionPaid(now))) ?? (await consultations.move(id, moderationSteps.passQuestionUnpaid()))
        return moved ? { ok: true, said: `${item}: the reader sees the question now${moved.status === 'paid' ? ' (24 hours to answer from now)' : ' (once it is paid)'}` } : notHeld
      }
      const moved = await consultations.move(id, moderationSteps.rejectQuestion(now))
      return moved
        ? {
            ok: true,
            said: `${item}: rejected; the consultation is cancelled${moved.paidAt ? ` and refunded${moved.payWith === 'wechat' ? ' (to WeChat Pay by the server’s next sweep)' : ' (energy back at once)'}` : ''}`,
          }
        : notHeld
    }
    const moved = await consultations.move(id, decision === 'pass' ? moderationSteps.passAnswer(now) : moderationSteps.rejectAnswer(now))
    if (!moved) return notHeld
    return decision === 'pass'
      ? { ok: true, said: `${item}: the asker sees the answer now (it completes by itself 72 hours from now)` }
      : { ok: true, said: `${item}: rejected; the consultation is cancelled and refunded${moved.payWith === 'wechat' ? ' (to WeChat Pay by the server’s next sweep)' : ' (energy back at once)'}` }
  }
}
