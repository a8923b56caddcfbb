import type { ConsultationView, ReaderSelf } from '@tarot/contracts/readers'
import type * as z from 'zod/mini'
import { request } from '@/lib/http/client'

/** The reader's desk calls (docs/commerce.md "Readers and consultation orders"); shapes from @tarot/contracts/readers. */

const readerDesk = '/tarot/rest/reader'
const path = (id: string) => encodeURIComponent(id)

function act(url: string, data: object = {}): Promise<ConsultationView> {
  return request<ConsultationView>({ url, method: 'POST', data, auth: 'user', silent: true })
}

export function fetchReaderSelf(): Promise<z.infer<typeof ReaderSelf>> {
  return request<z.infer<typeof ReaderSelf>>({ url: `${readerDesk}/me`, auth: 'user', silent: true })
}

export function listReaderQueue(): Promise<ConsultationView[]> {
  return request<{ list: ConsultationView[] }>({ url: `${readerDesk}/consultations`, auth: 'user', silent: true }).then((d) => d.list)
}

export const acceptConsultation = (id: string) => act(`${readerDesk}/consultations/${path(id)}/accept`)
export const answerConsultation = (id: string, answer: string) => act(`${readerDesk}/consultations/${path(id)}/answer`, { answer })
