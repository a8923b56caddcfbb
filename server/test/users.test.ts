import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

describe.each(ENGINES)('guests and sessions on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  it('records each guest with an active session', async () => {
    const before = await app.users.countUsers()
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    expect(await app.users.countUsers()).toBe(before + 1)
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('token did not verify')
    expect(await app.users.isSessionActive(verified.token.sid, verified.token.userId, new Date())).toBe(true)
  })

  it('stops counting a session once it is revoked or expired', async () => {
    const expires = new Date(Date.now() + 60_000)
    await app.users.createGuest('g_revoke', 's_revoke', expires)
    await app.users.revokeSession('s_revoke', new Date())
    expect(await app.users.isSessionActive('s_revoke', 'g_revoke', new Date())).toBe(false)
    await app.users.createGuest('g_old', 's_old', new Date(Date.now() - 1000))
    expect(await app.users.isSessionActive('s_old', 'g_old', new Date())).toBe(false)
  })

  it('refuses a token whose session belongs to another user', async () => {
    const login = async () => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const mine = await app.tokens.verify(await login())
    const theirs = await app.tokens.verify(await login())
    if (!mine.ok || !theirs.ok) throw new Error('token did not verify')
    // A correctly signed token for my user that names the other guest's live session.
    const { token } = await app.tokens.issue({ ...mine.token, sid: theirs.token.sid }, 60_000)
    expect(await app.users.isSessionActive(theirs.token.sid, mine.token.userId, new Date())).toBe(false)
    const wallet = await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers: { 'tarot-token': token } })
    expect(wallet.json().code).toBe(401000)
    const own = await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers: { 'tarot-token': (await app.tokens.issue(mine.token, 60_000)).token } })
    expect(own.json().code).not.toBe(401000)
  })

  it('never leaves a guest without its session when the session cannot be written', async () => {
    const before = await app.users.countUsers()
    await app.users.createGuest('g_dup', 's_dup', new Date(Date.now() + 60_000))
    // The same session id again: the second transaction fails as a whole.
    await expect(app.users.createGuest('g_dup2', 's_dup', new Date(Date.now() + 60_000))).rejects.toThrow()
    expect(await app.users.countUsers()).toBe(before + 1)
  })
})
