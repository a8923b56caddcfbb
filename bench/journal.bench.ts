import { randomUUID } from 'node:crypto'
import { CARD_IDS } from '@tarot/core/deck'
import { QUESTION_TOPICS } from '@tarot/core/reading/question-intent'
import type { FastifyInstance } from 'fastify'
import { afterAll, bench, describe } from 'vitest'
import { lookBacks, readings } from '../server/src/db/schema'
import { closeTestApp, testApp } from '../server/test/support/app'
// @ts-expect-error a plain .mjs script without types
import { startCluster } from '../scripts/postgres-cluster.mjs'

/**
 * The journal's insights (`GET /tarot/rest/journal/insights`) for a person with 1,000 saved readings spread over a
 * year (3–10 cards each, 250 look backs), on each engine, against a baseline in the same run: the history's first
 * page (`GET /tarot/rest/readings`, 20 rows), the cheapest signed-in read of the same table. The issue asks for
 * insights within 100 ms on both engines: Vitest's `mean` and `p99` columns are the figure, the summary the ratio.
 * PostgreSQL runs on TEST_DATABASE_URL, or on a throwaway cluster when PostgreSQL is installed.
 */
const READINGS = 1000
const DAY = 24 * 60 * 60 * 1000
const cluster = process.env.TEST_DATABASE_URL ? null : ((await startCluster()) as { url: string; stop(): void } | null)
if (cluster) process.env.TEST_DATABASE_URL = cluster.url
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const

async function personWithReadings(engine: 'pglite' | 'postgres'): Promise<{ app: FastifyInstance; headers: Record<string, string> }> {
  const app = await testApp({ engine, env: { DEV_SIGN_IN: 'true' } })
  const signIn = await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: `bench-${engine}` } })
  const { access_token: token, userId } = signIn.json().data as { access_token: string; userId: string }
  const now = Date.now()
  let seed = 7
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n)
  const rows = Array.from({ length: READINGS }, (_, i) => {
    const at = new Date(now - next(365) * DAY - next(DAY))
    return {
      id: randomUUID(),
      userId,
      spreadId: 'cnc',
      question: `Question ${i} about what comes next?`,
      language: 'en',
      mode: 'physical' as const,
      status: 'saved' as const,
      cards: Array.from({ length: 3 + next(8) }, () => ({ id: CARD_IDS[next(78)]!, orientation: next(3) === 0 ? ('reversed' as const) : ('upright' as const) })),
      createdAt: at,
      savedAt: at,
      topic: QUESTION_TOPICS[next(QUESTION_TOPICS.length)]!,
    }
  })
  for (let i = 0; i < rows.length; i += 200) await app.database.db.insert(readings).values(rows.slice(i, i + 200))
  await app.database.db
    .insert(lookBacks)
    .values(rows.slice(0, 250).map((r) => ({ id: `l_${randomUUID()}`, readingId: r.id, userId, resonance: 1 + next(5), outcome: 'what happened', createdAt: new Date(r.savedAt.getTime() + 7 * DAY) })))
  return { app, headers: { 'tarot-token': token, 'tarot-lang': 'en' } }
}

const people = new Map<string, Awaited<ReturnType<typeof personWithReadings>>>()
for (const engine of engines) people.set(engine, await personWithReadings(engine))

afterAll(async () => {
  for (const { app } of people.values()) await closeTestApp(app)
  cluster?.stop()
})

for (const engine of engines) {
  const { app, headers } = people.get(engine)!
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers })
    if (res.json().code !== 0) throw new Error(`${url}: ${res.body}`)
  }
  describe(`journal insights, 1,000 readings, ${engine}`, () => {
    bench('history page, 20 readings (baseline)', () => get('/tarot/rest/readings?page=1'), { time: 3000 })
    bench('insights, 30 days', () => get('/tarot/rest/journal/insights?range=30d'), { time: 3000 })
    bench('insights, year (all 1,000)', () => get('/tarot/rest/journal/insights?range=year'), { time: 3000 })
  })
}
