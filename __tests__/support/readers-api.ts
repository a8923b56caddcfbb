import Taro from '@tarojs/taro'
import type { ConsultationView, ReaderProfile } from '@tarot/contracts/readers'

/** A stand-in REST server for the readers pages: each test answers the calls it cares about. */

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  data: Record<string, unknown> | undefined
  token: string | undefined
}

export type Reply = { data: unknown } | { code: number; message: string; status?: number }

export function serve(handle: (call: Call) => Reply | undefined): Call[] {
  const calls: Call[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method?: string; data?: Record<string, unknown>; header?: Record<string, string> }) => {
    const url = new URL(options.url, 'http://app.test')
    const call: Call = { method: options.method ?? 'GET', path: url.pathname, query: url.searchParams, data: options.data, token: options.header?.['tarot-token'] }
    calls.push(call)
    const reply = handle(call) ?? { code: 404000, message: 'Not found', status: 404 }
    if ('code' in reply) return Promise.resolve({ statusCode: reply.status ?? 200, data: { code: reply.code, message: reply.message } })
    return Promise.resolve({ statusCode: 200, data: { code: 0, data: reply.data } })
  }) as never)
  return calls
}

export function readerProfile(over: Partial<ReaderProfile> = {}): ReaderProfile {
  return {
    id: 'rd_luna',
    name: 'Luna Park',
    photo: '',
    tagline: 'Gentle readings for matters of the heart',
    specialties: ['love', 'family'],
    languages: ['en', 'zh-Hans'],
    rating: 4.8,
    reviewCount: 12,
    priceEnergy: 30,
    priceFen: 300,
    responseHours: 6,
    available: true,
    bio: 'I have read tarot for ten years, mostly for people at a crossroads in love.',
    reviews: [{ rating: 5, text: 'She saw what I could not.', author: 'User K**', createdAt: '2026-11-20T10:00:00.000Z' }],
    completedOrders: 40,
    ...over,
  }
}

export function consultation(over: Partial<ConsultationView> = {}): ConsultationView {
  return {
    id: 'c_1',
    reader: { id: 'rd_luna', name: 'Luna Park', photo: '' },
    question: 'Will we find our way back to each other?',
    context: null,
    priceEnergy: 30,
    payWith: 'energy',
    status: 'paid',
    answer: null,
    review: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    paidAt: '2026-11-24T08:00:00.000Z',
    acceptedAt: null,
    answeredAt: null,
    answerBy: '2026-11-25T08:00:00.000Z',
    closedAt: null,
    paidFen: null,
    refund: null,
    completesBy: null,
    answerUnread: false,
    ...over,
  }
}
