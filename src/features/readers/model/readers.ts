import type { ConsultationStatus, ConsultationView, ReaderTopic } from '@tarot/contracts/readers'
import { API_BASE } from '@/lib/http/hosts'

export const TOPICS: readonly ReaderTopic[] = ['love', 'career', 'wealth', 'growth', 'family', 'study']

export const QUESTION_MIN = 4
export const QUESTION_MAX = 1000
export const REVIEW_MAX = 500

/** A reader's photo: a path on the resources host, or a full https address. Empty when there is none. */
export function photoUrl(photo: string): string {
  if (!photo.trim()) return ''
  return /^https?:\/\//.test(photo) ? photo : `${API_BASE}${photo.startsWith('/') ? '' : '/'}${photo}`
}

/** Up to two initials (Latin names) or the first character (Chinese names), for the gold circle without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (/^[A-Za-z]/.test(words[0]!)) return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('')
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
  if (c.status === 'created') return [{ step: 'created', done: true, at: c.createdAt }, { step: 'paid', done: false, at: null }]
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

/** One key per order attempt: a retry after a failure sends the same key, so the server makes one order. */
export function newOrderKey(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`.slice(0, 32)
}
