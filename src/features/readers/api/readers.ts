import type { readerEndpoints, consultationEndpoints } from '@tarot/contracts/endpoints/readers'
import type { PayOs, PayPlatform } from '@tarot/contracts/pay'
import { consultationPaths, readerPaths } from '@tarot/contracts/paths/readers'
import type { ConsultationView, CreateConsultationData, ReaderCard, ReaderProfile, ReaderTopic } from '@tarot/contracts/readers'
import type * as z from 'zod/mini'
import { client } from '@/lib/http/api'

/** The marketplace calls (docs/commerce.md "Readers and consultation orders"); shapes from @tarot/contracts/readers. */

const readers = client<typeof readerEndpoints>(readerPaths)
const consultations = client<typeof consultationEndpoints>(consultationPaths)

export function listReaders(topic: ReaderTopic | null): Promise<ReaderCard[]> {
  return readers.list({ query: { topic: topic ?? undefined }, silent: true }).then((d) => d.list)
}

export function getReader(id: string): Promise<ReaderProfile> {
  return readers.get({ params: { readerId: id }, silent: true })
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
  return consultations.create({ body: input, auth: 'user', silent: true })
}

export function listMyConsultations(): Promise<ConsultationView[]> {
  return consultations.list({ auth: 'user', silent: true }).then((d) => d.list)
}

export function getConsultation(id: string): Promise<ConsultationView> {
  return consultations.get({ params: { id }, auth: 'user', silent: true })
}

export const cancelConsultation = (id: string) => consultations.cancel({ params: { id }, auth: 'user', silent: true })
export const completeConsultation = (id: string) => consultations.complete({ params: { id }, auth: 'user', silent: true })
export const reviewConsultation = (id: string, rating: number, text: string) => consultations.review({ params: { id }, body: { rating, text }, auth: 'user', silent: true })
