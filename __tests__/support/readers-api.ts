import type { ConsultationView, ReaderProfile } from '@tarot/contracts/readers'
import type { Endpoint, PathsOf, Route } from '@tarot/contracts/endpoint'
import { accountPaths, loginPaths } from '@tarot/contracts/paths/account'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { payPaths } from '@tarot/contracts/paths/pay'
import { consultationPaths, readerDeskPaths, readerPaths } from '@tarot/contracts/paths/readers'
import { readingPaths } from '@tarot/contracts/paths/readings'
import { type Call, type Reply, stubServer } from './stub-server'

export type { Call, Reply }

/** The endpoint tables the readers pages call: every envelope endpoint of these is answered by `serve`'s handler. */
const tables = [readerPaths, consultationPaths, readerDeskPaths, energyPaths, readingPaths, payPaths, accountPaths, loginPaths]

/**
 * The shared stand-in server (`stub-server.ts`) answering the readers pages' calls with one handler: each test
 * answers the calls it cares about, by path; what it leaves unanswered is a 404 in the envelope, as an unknown route is.
 */
export function serve(handle: (call: Call) => Reply | undefined): Call[] {
  const server = stubServer()
  const answer = (call: Call) => handle(call) ?? { code: 404000, message: 'Not found', status: 404 }
  for (const paths of tables) {
    const routes = paths as Record<string, Route>
    const handlers = Object.fromEntries(
      Object.keys(routes)
        .filter((name) => !routes[name]!.raw)
        .map((name) => [name, answer]),
    )
    server.handle(paths as PathsOf<Record<string, Endpoint>>, handlers)
  }
  return server.calls
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
