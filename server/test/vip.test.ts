import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallets } from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

// Issue 15 item 5: one answer on VIP (spec §6: energy above 0 or a VIP time), and which of the two holds.
describe.each(ENGINES)('VIP, the same in the wallet and the quota (%s)', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine })
  })
  afterAll(() => closeTestApp(app))

  it('names energy, a VIP time, both or neither, and the quota agrees', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const read = async () => {
      const wallet = (await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().data
      const quota = (await app.inject({ method: 'GET', url: '/tarot/rest/energy/quota', headers })).json().data
      expect(quota.vip).toBe(wallet.vip)
      return { vip: wallet.vip, vipBy: wallet.vipBy }
    }
    expect(await read()).toEqual({ vip: false, vipBy: [] })
    await app.ledger.apply(userId, 60, 'grant', `grant-${userId}`)
    expect(await read()).toEqual({ vip: true, vipBy: ['energy'] })
    const until = new Date(app.now() + 30 * 86_400_000)
    await app.database.db.update(wallets).set({ vipUntil: until }).where(eq(wallets.userId, userId))
    expect(await read()).toEqual({ vip: true, vipBy: ['energy', 'vipTime'] })
    await app.ledger.apply(userId, -60, 'reading', `spend-${userId}`)
    expect(await read()).toEqual({ vip: true, vipBy: ['vipTime'] })
    // A VIP time that has passed counts for nothing.
    await app.database.db
      .update(wallets)
      .set({ vipUntil: new Date(app.now() - 1000) })
      .where(eq(wallets.userId, userId))
    expect(await read()).toEqual({ vip: false, vipBy: [] })
  })
})
