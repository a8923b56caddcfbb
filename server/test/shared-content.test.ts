import path from 'node:path'
import { SPREADS_VERSION } from '@tarot/core/spreads'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client'
import { PublishedContentRepository } from '../src/db/published-content'
import { runPublish } from '../src/publish'
import { testApp } from './support/app'
import { ENGINES, testDatabase } from './support/database'

const fixtures = path.join(import.meta.dirname, 'fixtures')
const cards = [
  { id: 'Major18', orientation: 'upright' },
  { id: 'Cups07', orientation: 'reversed' },
  { id: 'Coins01', orientation: 'upright' },
]

/** Issue 14 item 6: content published once is served by every instance on the database, within the refresh interval. */
describe.each(ENGINES)('published content across instances (%s)', (engine) => {
  let database: DatabaseHandle
  let a: FastifyInstance
  let b: FastifyInstance
  let clockB = 1_000_000
  beforeAll(async () => {
    database = await testDatabase(engine)
    a = await testApp({ database })
    b = await testApp({ database, now: () => clockB })
  })
  afterAll(async () => {
    await runPublish(['--withdraw'], new PublishedContentRepository(database.db))
    await a.close()
    await b.close()
    await database.close()
  })

  const spreadsVersion = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: `/versionApp.json?${Date.now()}` })).json().data.spreads.en as number
  const readingOn = async (app: FastifyInstance, spreadId: string) => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    return (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId, question: 'How will my new project grow this season?', cards } })).json()
  }

  it('serves on the other instance, within the refresh interval, what was published while both ran', async () => {
    expect(await spreadsVersion(b)).toBe(SPREADS_VERSION)
    const published = await runPublish(['--spreads', path.join(fixtures, 'spreads-v40.json'), '--layouts', path.join(fixtures, 'layouts-v40.json')], new PublishedContentRepository(database.db))
    expect(published.ok).toBe(true)
    clockB += b.published.intervalMs
    expect(await spreadsVersion(b)).toBe(40)
    expect((await b.inject({ method: 'GET', url: '/layout/moon.json' })).json().data.positions).toHaveLength(3)
  })

  it('takes a reading on the newly published spread on an instance nobody asked for content', async () => {
    // A was not asked for content since the publish: its own timer finds it within the interval.
    const deadline = Date.now() + 3 * a.published.intervalMs
    let reading = await readingOn(a, 'moon')
    while (reading.code !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      reading = await readingOn(a, 'moon')
    }
    expect(reading.code).toBe(0)
    expect(reading.data.spreadId).toBe('moon')
  })
})
