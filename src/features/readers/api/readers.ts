import type { PayOs, PayPlatform } from '@tarot/contracts/pay'
import type {
  ConsultationView,
  CreateConsultationData,
  ReaderCard,
  ReaderProfile,
  ReaderTopic,
} from '@tarot/contracts/readers'
import type * as z from 'zod/mini'
import { request } from '@/lib/http/client'

/** The marketplace calls (docs/commerce.md "Readers and consultation orders"); shapes from @tarot/contracts/readers. */

const consultations = '/tarot/rest/consultations'
const path = (id: string) => encodeURIComponent(id)

export function listReaders(topic: ReaderTopic | null): Promise<ReaderCard[]> {
  return request<{ list: ReaderCard[] }>({ url: '/tarot/rest/readers', query: { topic: topic ?? undefined }, silent: true }).then((d) => d.list)
}

export function getReader(id: string): Promise<ReaderProfile> {
  return request<ReaderProfile>({ url: `/tarot/rest/readers/${path(id)}`, silent: true })
}

export interface NewConsultation {
  readerId: string
  question: string
  readingId?: string
  payWith: 'energy' | 'wechat'
  platform?: PayPlatform
  os?: z.infer<typeof PayOs>
  clientKey: string
}

/** Sending the same clientKey again returns the order the first attempt made. */
export function createConsultation(input: NewConsultation): Promise<CreateConsultationData> {
  return request<CreateConsultationData>({ url: consultations, method: 'POST', data: input, auth: 'user', silent: true })
}

export function listMyConsultations(): Promise<ConsultationView[]> {
  return request<{ list: ConsultationView[] }>({ url: consultations, auth: 'user', silent: true }).then((d) => d.list)
}

export function getConsultation(id: string): Promise<ConsultationView> {
  return request<ConsultationView>({ url: `${consultations}/${path(id)}`, auth: 'user', silent: true })
}

function act(url: string, data: object = {}): Promise<ConsultationView> {
  return request<ConsultationView>({ url, method: 'POST', data, auth: 'user', silent: true })
}

export const cancelConsultation = (id: string) => act(`${consultations}/${path(id)}/cancel`)
export const completeConsultation = (id: string) => act(`${consultations}/${path(id)}/complete`)
export const reviewConsultation = (id: string, rating: number, text: string) => act(`${consultations}/${path(id)}/review`, { rating, text })
