import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { instancesOn } from './support/app'
import { ENGINES } from './support/database'

/**
 * Issue 16: an instance trusts a session it has just found active for SESSION_CHECK_MS (2 s by default) instead of
 * looking it up on every request. Revocation must still hold: at once on the instance that logged out or deleted the
 * account, and on another instance sharing the database once that time has passed.
 */
describe.each(ENGINES)('sessions revoked across instances (%s)', (engine) => {
  const instances = instancesOn(engine)
  afterEach(() => instances.close())

  let clock = 0
  async function twoInstances(env: Record<string, string> = {}): Promise<[FastifyInstance, FastifyInstance]> {
    clock = Date.UTC(2026, 5, 1, 9, 0, 5)
    const options = { now: () => clock, env: { TOKEN_SECRET: 'one-secret-for-both-instances-0123456789', DEV_SIGN_IN: 'true', ...env } }
    return [await instances.add(options), await instances.add(options)]
  }

  const signIn = async (app: FastifyInstance, name: string) =>
    (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
  /** The wallet's answer code: 0 while the token works, 401000 once it is refused. */
  const wallet = async (app: FastifyInstance, token: string) => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers: { 'tarot-token': token } })).json().code as number
  const post = (app: FastifyInstance, url: string, token: string, payload?: object) => app.inject({ method: 'POST', url, headers: { 'tarot-token': token }, ...(payload ? { payload } : {}) })

  it('refuses a logged-out token at once where it logged out, and on the other instance within SESSION_CHECK_MS', async () => {
    const [a, b] = await twoInstances()
    const token = await signIn(a, 'Luna')
    expect(await wallet(a, token)).toBe(0)
    expect(await wallet(b, token)).toBe(0) // b now trusts the session for 2 s
    expect((await post(a, '/tarot/rest/login/logout', token)).json().code).toBe(0)
    expect(await wallet(a, token)).toBe(401000)
    clock += 2000
    expect(await wallet(b, token)).toBe(401000)
  })

  it("refuses a deleted account's token at once where it was deleted, and on the other instance within SESSION_CHECK_MS", async () => {
    const [a, b] = await twoInstances()
    const token = await signIn(a, 'Sol')
    expect(await wallet(b, token)).toBe(0)
    expect((await post(a, '/tarot/rest/account/delete', token, { agree: true })).json().code).toBe(0)
    expect(await wallet(a, token)).toBe(401000)
    clock += 2000
    expect(await wallet(b, token)).toBe(401000)
  })

  it('looks the session up on every request with SESSION_CHECK_MS=0', async () => {
    const [a, b] = await twoInstances({ SESSION_CHECK_MS: '0' })
    const token = await signIn(a, 'Stella')
    expect(await wallet(b, token)).toBe(0)
    expect((await post(a, '/tarot/rest/login/logout', token)).json().code).toBe(0)
    expect(await wallet(b, token)).toBe(401000)
  })

  it('still refuses a token once it expires, though its signature was checked before', async () => {
    const [a] = await twoInstances({ USER_TOKEN_TTL_MS: '60000' })
    const token = await signIn(a, 'Nova')
    expect(await wallet(a, token)).toBe(0)
    clock += 60_000
    expect(await wallet(a, token)).toBe(401000)
  })
})
