import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeLlm } from '../test/support/fake-llm'
import { FIXTURES, PUBLISH_ENTRY, type ServerProcess, audit, client, eventually, startServer, tempDir, throwawayDatabase } from './support'

/**
 * Two instances of the built server on one PostgreSQL behave as one (issue 14, item 6): they start
 * together on an empty database, each accepts the other's tokens and payments, a publish is served
 * by both, a rate limit counts what both saw, and what one left held when it died the other settles.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const llm = new FakeLlm()
  let database: { url: string; drop(): Promise<void> }
  let a: ServerProcess
  let b: ServerProcess
  const dirA = tempDir('instance-a')
  const dirB = tempDir('instance-b')
  let shared: Record<string, string>

  beforeAll(async () => {
    database = await throwawayDatabase()
    shared = {
      DATABASE_URL: database.url,
      LLM_BASE_URL: await llm.start(),
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
      LLM_CLASSIFIER: 'false',
      LLM_IDLE_TIMEOUT_MS: '600000',
      LLM_TOTAL_TIMEOUT_MS: '600000',
      HOLD_STALE_MS: '3000',
      HOLD_SWEEP_MS: '1000',
    }
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await llm.stop()
    await database?.drop()
  })

  it('both start at once on an empty database (no TOKEN_SECRET, separate DATA_DIRs)', async () => {
    const started = await Promise.all([startServer({ ...shared, DATA_DIR: dirA }), startServer({ ...shared, DATA_DIR: dirB })])
    a = started[0]
    b = started[1]
    expect((await fetch(`${a.base}/tarot/rest/health`)).ok).toBe(true)
    expect((await fetch(`${b.base}/tarot/rest/health`)).ok).toBe(true)
  })

  it("accepts a token from one on the other, and shows one's readings on the other", async () => {
    const token = (await client(a.base).post('/tarot/rest/login/user')).body.data.access_token
    const onB = client(b.base, token)
    expect((await onB.get('/tarot/rest/energy/amount')).body.code).toBe(0)
    const reading = (
      await client(a.base, token).post('/tarot/rest/readings/physical', {
        spreadId: 'cnc',
        question: 'What should I focus on this month?',
        cards: [
          { id: 'Major01', orientation: 'upright' },
          { id: 'Cups02', orientation: 'upright' },
          { id: 'Coins03', orientation: 'reversed' },
        ],
      })
    ).body.data
    expect((await onB.get(`/tarot/rest/readings/${reading.id}`)).body.data.id).toBe(reading.id)
  })

  it('pays an order placed on one through the other (dev provider orders are shared)', async () => {
    const token = (await client(a.base).post('/tarot/rest/login/sign-in', { provider: 'dev', name: 'two-instances-buyer' })).body.data.access_token
    await client(a.base, token).post('/tarot/rest/account/birth-year', { birthYear: 1990 })
    const order = (await client(a.base, token).post('/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', clientKey: 'two-instances-order' })).body.data.order
    const paid = (await client(b.base, token).post(`/tarot/rest/pay/dev/${order.id}`, { outcome: 'success' })).body
    expect(paid.data?.wallet.total).toBe(60)
    expect((await client(a.base, token).get('/tarot/rest/energy/amount')).body.data.total).toBe(60)
  })

  it('serves content published through one instance from both', async () => {
    const published = spawnSync(process.execPath, [PUBLISH_ENTRY, '--spreads', path.join(FIXTURES, 'spreads-v40.json'), '--layouts', path.join(FIXTURES, 'layouts-v40.json')], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, DATA_DIR: dirA },
      encoding: 'utf8',
    })
    expect(published.status, published.stderr).toBe(0)
    for (const server of [a, b]) {
      await eventually(
        async () => ((await (await fetch(`${server.base}/versionApp.json?${Date.now()}`)).json()) as { data: { spreads: { en: number } } }).data.spreads.en === 40,
        15_000,
        `spreads v40 on ${server.base}`,
      )
    }
    const token = (await client(b.base).post('/tarot/rest/login/user')).body.data.access_token
    const cards = [
      { id: 'Major18', orientation: 'upright' },
      { id: 'Cups07', orientation: 'reversed' },
      { id: 'Coins01', orientation: 'upright' },
    ]
    const reading = await client(b.base, token).post('/tarot/rest/readings/physical', { spreadId: 'moon', question: 'How will my new project grow this season?', cards })
    expect(reading.body.code).toBe(0)
  })

  it('counts a rate limit across both (question check: 30 a minute per user)', async () => {
    const token = (await client(a.base).post('/tarot/rest/login/user')).body.data.access_token
    const check = (server: ServerProcess) => client(server.base, token).post('/tarot/rest/question/check', { question: 'What should I focus on this month?' })
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) statuses.push((await check(a)).status, (await check(b)).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect((await check(a)).status).toBe(429)
    expect((await check(b)).status).toBe(429)
  })

  it('settles on one what the other held when it died', async () => {
    const guest = client(a.base, (await client(a.base).post('/tarot/rest/login/user')).body.data.access_token)
    const reading = (
      await guest.post('/tarot/rest/readings/physical', {
        spreadId: 'cnc',
        question: 'What should I focus on this month?',
        cards: [
          { id: 'Major01', orientation: 'upright' },
          { id: 'Cups02', orientation: 'upright' },
          { id: 'Coins03', orientation: 'reversed' },
        ],
      })
    ).body.data
    llm.mode = 'stall'
    await guest.streamUntilFirstDelta(`/tarot/rest/readings/${reading.id}/interpretation`)
    expect((await guest.get('/tarot/rest/energy/quota')).body.data.freeLeft).toBe(0)
    await a.crash()
    llm.mode = 'normal'

    const onB = client(b.base, guest.token)
    await eventually(async () => (await onB.get('/tarot/rest/energy/quota')).body.data.freeLeft === 1, 20_000, 'the free reading returned by the other instance')
    const again = await onB.stream(`/tarot/rest/readings/${reading.id}/interpretation`)
    expect(again.find((e) => e.event === 'done')?.data.charged).toEqual({ free: true })
    await b.stop()
    const found = await audit({ url: database.url })
    expect(found.walletsOffLedger).toEqual([])
    expect(found.openHolds).toEqual([])
  })
})
