import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKEN_SECRET_SETTING, TokenService } from '../src/services/tokens'
import { instancesOn } from './support/app'
import { ENGINES } from './support/database'

/**
 * Issue 14 item 6: without TOKEN_SECRET every instance on one database signs with the same secret, kept in
 * the database; a secret generated into DATA_DIR before the upgrade is the one kept, so its tokens stay valid.
 */
describe.each(ENGINES)('one token secret for every instance (%s)', (engine) => {
  const instances = instancesOn(engine)
  afterEach(() => instances.close())
  const instance = (env: Record<string, string> = {}) => instances.add({ env })
  const guestToken = async (app: FastifyInstance) => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
  /** Whether the instance takes the token (it answers the token-expired code when it does not). */
  const accepts = async (app: FastifyInstance, token: string) => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/quota', headers: { 'tarot-token': token } })).json().code === 0

  it('accepts on one instance a token from another started together with its own DATA_DIR', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    const fromA = await guestToken(a)
    const fromB = await guestToken(b)
    expect(await accepts(b, fromA)).toBe(true)
    expect(await accepts(a, fromB)).toBe(true)
    // And after both are replaced.
    const c = await instance()
    expect(await accepts(c, fromA)).toBe(true)
  })

  it('keeps the secret an older installation generated into DATA_DIR, so tokens issued before the upgrade stay valid', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
    const olderSecret = 'an-older-secret-generated-into-data-dir-before-the-upgrade'
    writeFileSync(path.join(dataDir, 'token-secret'), `${olderSecret}\n`)
    const upgraded = await instance({ DATA_DIR: dataDir })
    const issuedBefore = await new TokenService(new TextEncoder().encode(olderSecret)).issue({ userId: 'u-before', kind: 'guest', sid: 's-before' }, 60_000)
    await expect(upgraded.tokens.verify(issuedBefore.token)).resolves.toMatchObject({ ok: true })
    // Another instance, with no such file, signs with the same secret.
    const other = await instance()
    expect(await accepts(upgraded, await guestToken(other))).toBe(true)
    await expect(upgraded.serverSettings.get(TOKEN_SECRET_SETTING)).resolves.toBe(olderSecret)
  })

  it('uses TOKEN_SECRET when it is set, storing nothing', async () => {
    const a = await instance({ TOKEN_SECRET: 'configured-secret-for-every-instance' })
    const b = await instance({ TOKEN_SECRET: 'configured-secret-for-every-instance' })
    expect(await accepts(b, await guestToken(a))).toBe(true)
    await expect(a.serverSettings.get(TOKEN_SECRET_SETTING)).resolves.toBeNull()
    // An instance started without it would not accept those tokens: it never saw the configured secret.
    const unconfigured = await instance()
    expect(await accepts(unconfigured, await guestToken(a))).toBe(false)
  })
})
