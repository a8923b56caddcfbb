// The stand-in server of the RN journey: the reading endpoints the ask, draw, reading, chat and history
// screens call, answering as the real server does (its envelope, its sealed draw from @tarot/core, its
// server-sent events), with the readings it made kept in memory so a second launch finds them again.
import type { ReadingView } from '@tarot/contracts/readings'
import { commitmentOf, drawCards } from '@tarot/core/draw'
import { type StandInServer, ok } from './server'
import { standardServer } from './standard-server'

/** The signed-in user's token; history and saving answer only to it. */
export const USER_TOKEN = 'user-token-rn'
const SEED = `${'a1b2'.repeat(15)}c3d4`
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
const signInRequired = { status: 200, body: { code: 401001, message: 'Sign in required' } }

/** The written reading, in pieces as the built-in reader streams it. */
export function interpretationPieces(language: string): string[] {
  const sentence =
    language === 'en'
      ? 'The first card sets the ground you stand on; the second shows what is moving; the third, where it leads if nothing changes. '
      : '第一张牌是你眼下站着的地方，第二张牌是正在变化的事，第三张牌是事情照这样走下去的去向。'
  return Array.from({ length: 12 }, () => sentence)
}

export function answerPieces(language: string): string[] {
  return language === 'en' ? ['The second card ', 'asks you to notice ', 'what is already changing, ', 'and to let it.'] : ['第二张牌', '请你留意', '已经在变的事，', '并且顺其自然。']
}

export interface JourneyServer extends StandInServer {
  readonly readings: Map<string, ReadingView>
}

export function journeyServer(language: 'zh-Hans' | 'en'): JourneyServer {
  const readings = new Map<string, ReadingView>()
  const interpretations = new Map<string, string>()
  const chats = new Map<string, { seq: number; message: string; answer: string; engine: string; cost: number; createdAt: string }[]>()
  const signedIn = (headers: Record<string, string>) => headers['tarot-token'] === USER_TOKEN
  const idOf = (path: string) => path.split('/')[4]!

  const server = standardServer()
    .on('POST', '/tarot/rest/question/check', () => ok({ verdict: 'ok', message: null }))
    .on('POST', '/tarot/rest/readings/draw', (req) => {
      const { spreadId, question } = req.body as { spreadId: string; question: string }
      const id = `r${readings.size + 1}`
      const reading: ReadingView = {
        id,
        spreadId,
        question,
        language,
        mode: 'draw',
        status: 'drawing',
        commitment: commitmentOf(SEED),
        serverSeed: null,
        clientSeed: null,
        picks: null,
        cards: null,
        positions: 3,
        createdAt: new Date().toISOString(),
        savedAt: null,
      }
      readings.set(id, reading)
      return ok(reading)
    })
    .on('POST', '/tarot/rest/readings/[^/]+/pick', (req) => {
      const reading = readings.get(idOf(req.path))
      if (!reading) return undefined
      const { picks, clientSeed } = req.body as { picks: number[]; clientSeed?: string }
      const drawn = drawCards({ serverSeed: SEED, clientSeed, picks })
      if (!drawn.ok) return { status: 400, body: { code: 400000, message: drawn.error } }
      const next: ReadingView = { ...reading, status: 'drawn', serverSeed: SEED, clientSeed: clientSeed ?? null, picks, cards: drawn.cards }
      readings.set(reading.id, next)
      return ok(next)
    })
    .on('POST', '/tarot/rest/readings/[^/]+/save', (req) => {
      const reading = readings.get(idOf(req.path))
      if (!reading) return undefined
      if (!signedIn(req.headers)) return signInRequired
      const saved: ReadingView = { ...reading, status: 'saved', savedAt: reading.savedAt ?? new Date().toISOString() }
      readings.set(reading.id, saved)
      return ok(saved)
    })
    .on('GET', '/tarot/rest/readings/[^/]+/interpretation', (req) => {
      const text = interpretations.get(idOf(req.path))
      return text === undefined ? undefined : ok({ text, engine: 'offline' })
    })
    .on('POST', '/tarot/rest/readings/[^/]+/interpretation', (req) => {
      const id = idOf(req.path)
      if (!readings.get(id)?.cards) return undefined
      const pieces = interpretationPieces(language)
      interpretations.set(id, pieces.join(''))
      const events = pieces.map((text) => sse('delta', { text }))
      return { status: 200, stream: [sse('meta', { engine: 'offline', stored: false, charged: { free: true } }), ...events, sse('done', { length: pieces.join('').length, charged: { free: true } })] }
    })
    .on('GET', '/tarot/rest/readings/[^/]+/chat', (req) => {
      const turns = chats.get(idOf(req.path)) ?? []
      return ok({ open: true, turns, left: 10 - turns.length, freeLeft: Math.max(0, 3 - turns.length), nextCost: turns.length < 3 ? 0 : 2 })
    })
    .on('POST', '/tarot/rest/readings/[^/]+/chat', (req) => {
      const id = idOf(req.path)
      if (!readings.has(id)) return undefined
      const turns = chats.get(id) ?? []
      const pieces = answerPieces(language)
      const seq = turns.length + 1
      turns.push({ seq, message: (req.body as { message: string }).message, answer: pieces.join(''), engine: 'offline', cost: 0, createdAt: new Date().toISOString() })
      chats.set(id, turns)
      return {
        status: 200,
        stream: [
          sse('meta', { engine: 'offline', stored: false, seq, charged: { free: true } }),
          ...pieces.map((text) => sse('delta', { text })),
          sse('done', { length: pieces.join('').length, seq, charged: { free: true }, left: 10 - seq, freeLeft: Math.max(0, 3 - seq), nextCost: seq < 3 ? 0 : 2 }),
        ],
      }
    })
    .on('GET', '/tarot/rest/readings', (req) => {
      if (!signedIn(req.headers)) return signInRequired
      const list = [...readings.values()].filter((r) => r.status === 'saved').reverse()
      return ok({ list, page: 1, pageSize: 20, hasMore: false })
    })
    .on('GET', '/tarot/rest/readings/[^/]+', (req) => {
      const reading = readings.get(idOf(req.path))
      return reading ? ok(reading) : undefined
    })
  return Object.assign(server, { readings })
}
