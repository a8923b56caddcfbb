import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeLlm } from '../test/support/fake-llm'
import { type ServerProcess, audit, client, eventually, startServer, tempDir, throwawayDatabase } from './support'

/**
 * A crash mid-stream (issue 14, item 2): the built server is killed with SIGKILL while three
 * answers stream — a pro reading (10 energy held), a paid follow-up (2 energy held) and a
 * guest's free reading of the day. Restarted on the same database, it settles every hold the
 * dead process left: the energy comes back, the free reading is the guest's again, a retry is
 * neither refused as busy nor charged twice, and every wallet equals its ledger.
 */

const ENGINES = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const
const holy = [
  { id: 'Major01', orientation: 'upright' },
  { id: 'Cups02', orientation: 'upright' },
  { id: 'Coins03', orientation: 'reversed' },
]

describe.each(ENGINES)('the built server killed mid-stream (%s)', (engine) => {
  const llm = new FakeLlm()
  const dataDir = tempDir('crash')
  let database: { url: string; drop(): Promise<void> } | null = null
  let env: Record<string, string>
  let server: ServerProcess | null = null

  beforeAll(async () => {
    const llmUrl = await llm.start()
    if (engine === 'postgres') database = await throwawayDatabase()
    env = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      LLM_BASE_URL: llmUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
      LLM_CLASSIFIER: 'false',
      // A stalled model stays stalled for the whole test: the stream is alive when the process dies.
      LLM_IDLE_TIMEOUT_MS: '600000',
      LLM_TOTAL_TIMEOUT_MS: '600000',
      CHAT_FREE_PER_READING: '0',
      HOLD_STALE_MS: '3000',
      HOLD_SWEEP_MS: '1000',
    }
  })
  afterAll(async () => {
    await server?.stop()
    await llm.stop()
    await database?.drop()
  })

  it('refunds the held energy and returns the free reading after a SIGKILL, and a retry is charged once', async () => {
    server = await startServer(env)
    const guest = client(server.base, (await client(server.base).post('/tarot/rest/login/user')).body.data.access_token)
    // A signed-in buyer with 60 energy, bought through the dev payment provider.
    const buyerToken = (await client(server.base).post('/tarot/rest/login/sign-in', { provider: 'dev', name: `crash-${engine}` })).body.data.access_token
    const buyer = client(server.base, buyerToken)
    await buyer.post('/tarot/rest/account/birth-year', { birthYear: 1990 })
    const order = (await buyer.post('/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', clientKey: `crash-${engine}` })).body.data.order
    expect((await buyer.post(`/tarot/rest/pay/dev/${order.id}`, { outcome: 'success' })).body.data.wallet.total).toBe(60)

    // A reading read in full first, so its follow-up can be asked mid-crash.
    const earlier = (await buyer.post('/tarot/rest/readings/physical', { spreadId: 'holy', question: 'What should I focus on next?', cards: holy })).body.data
    expect((await buyer.stream(`/tarot/rest/readings/${earlier.id}/interpretation`)).map((e) => e.event)).toContain('done')
    expect((await buyer.get('/tarot/rest/energy/amount')).body.data.total).toBe(50)

    // Three answers streaming when the process dies; the model has said its first words and stalls.
    llm.mode = 'stall'
    const pro = (await buyer.post('/tarot/rest/readings/physical', { spreadId: 'holy', question: 'How can I grow at work this year?', cards: holy })).body.data
    const free = (await guest.post('/tarot/rest/readings/physical', { spreadId: 'cnc', question: 'What should I focus on this month?', cards: holy })).body.data
    const followUp = { message: 'What does the last card ask of me?', clientKey: 'crash-follow-up' }
    await Promise.all([
      buyer.streamUntilFirstDelta(`/tarot/rest/readings/${pro.id}/interpretation`),
      guest.streamUntilFirstDelta(`/tarot/rest/readings/${free.id}/interpretation`),
      buyer.streamUntilFirstDelta(`/tarot/rest/readings/${earlier.id}/chat`, followUp),
    ])
    expect((await buyer.get('/tarot/rest/energy/amount')).body.data.total).toBe(38)
    expect((await guest.get('/tarot/rest/energy/quota')).body.data.freeLeft).toBe(0)
    await server.crash()

    // Restarted on the same data: within a few seconds every hold of the dead process is settled.
    llm.mode = 'normal'
    server = await startServer(env)
    const buyerAgain = client(server.base, buyerToken)
    const guestAgain = client(server.base, guest.token)
    await eventually(async () => (await buyerAgain.get('/tarot/rest/energy/amount')).body.data.total === 50, 20_000, 'the held energy refunded')
    await eventually(async () => (await guestAgain.get('/tarot/rest/energy/quota')).body.data.freeLeft === 1, 20_000, 'the free reading returned')

    // Asking again is neither refused as busy nor charged twice.
    const proAgain = await buyerAgain.stream(`/tarot/rest/readings/${pro.id}/interpretation`)
    expect(proAgain.find((e) => e.event === 'done')?.data.charged).toEqual({ energy: 10 })
    const freeAgain = await guestAgain.stream(`/tarot/rest/readings/${free.id}/interpretation`)
    expect(freeAgain.find((e) => e.event === 'done')?.data.charged).toEqual({ free: true })
    const followUpAgain = await buyerAgain.stream(`/tarot/rest/readings/${earlier.id}/chat`, { ...followUp, clientKey: 'crash-follow-up-2' })
    expect(followUpAgain.map((e) => e.event)).toContain('done')
    expect((await buyerAgain.get('/tarot/rest/energy/amount')).body.data.total).toBe(38)
    expect((await guestAgain.get('/tarot/rest/energy/quota')).body.data.freeLeft).toBe(0)
    const stored = (await buyerAgain.get(`/tarot/rest/readings/${pro.id}/interpretation`)).body.data
    expect(stored.text).not.toBe('The cards say ')

    await server.stop()
    server = null
    const found = await audit(database ? { url: database.url } : { dataDir })
    expect(found.walletsOffLedger).toEqual([])
    expect(found.openHolds).toEqual([])
  })
})
