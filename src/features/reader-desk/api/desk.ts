import type { CallData } from '@tarot/contracts/endpoint'
import type { readerDeskEndpoints } from '@tarot/contracts/endpoints/readers'
import { readerDeskPaths } from '@tarot/contracts/paths/readers'
import type { ConsultationView } from '@tarot/contracts/readers'
import { client } from '@/lib/http/api'

/** The reader's desk calls (docs/commerce.md "Readers and consultation orders"); shapes from @tarot/contracts/readers. */

const desk = client<typeof readerDeskEndpoints>(readerDeskPaths)

export function fetchReaderSelf(): Promise<CallData<typeof readerDeskEndpoints.self>> {
  return desk.self({ auth: 'user', silent: true })
}

export function listReaderQueue(): Promise<ConsultationView[]> {
  return desk.queue({ auth: 'user', silent: true }).then((d) => d.list)
}

export const acceptConsultation = (id: string) => desk.accept({ params: { id }, auth: 'user', silent: true })
export const answerConsultation = (id: string, answer: string) => desk.answer({ params: { id }, body: { answer }, auth: 'user', silent: true })
