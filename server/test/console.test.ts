import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { type TestOperator, addOperator, consoleToken } from './support/operators'

const START = Date.parse('2026-12-04T02:00:00Z')
const STEP = 30_000

describe.each(ENGINES)('the back office: operators, permissions and the audit log (%s)', (engine) => {
  let app: FastifyInstance
  let clock = START
  let owner: TestOperator
  let support: TestOperator
  let content: TestOperator
  /** Each sign-in on its own TOTP step: a code signs in once. */
  const tick = () => (clock += STEP)
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'tarot-lang': 'en' }, ...(payload && { payload }) })

  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock, env: { CONSOLE_SIGN_INS_PER_15_MINUTES: '1000' } })
    owner = await addOperator(app, 'olivia', 'owner')
    support = await addOperator(app, 'sam', 'support')
    content = await addOperator(app, 'cory', 'content')
  })
  afterAll(() => closeTestApp(app))

  it('signs in with the password and the current code, once per code; a wrong name, password or code hears the same words', async () => {
    tick()
    const signIn = (payload: object) => app.inject({ method: 'POST', url: '/tarot/rest/console/session', headers: { 'tarot-lang': 'en' }, payload })
    const refusal = { code: 401002, message: 'The name, password or code is not right' }
    expect((await signIn({ name: 'olivia', password: 'wrong password!', code: owner.code() })).json()).toEqual(refusal)
    expect((await signIn({ name: 'nobody', password: owner.password, code: owner.code() })).json()).toEqual(refusal)
    expect((await signIn({ name: 'olivia', password: owner.password, code: owner.code(clock - 5 * STEP) })).json()).toEqual(refusal)
    const ok = (await signIn({ name: 'olivia', password: owner.password, code: owner.code() })).json()
    expect(ok.code).toBe(0)
    expect(ok.data.operator).toMatchObject({ name: 'olivia', role: 'owner', roles: ['owner', 'admin'] })
    expect(ok.data.expiresAt).toBe(clock + 8 * 3600_000)
    // The same code again (seen over a shoulder, replayed) does not sign in a second time.
    expect((await signIn({ name: 'olivia', password: owner.password, code: owner.code() })).json()).toEqual(refusal)
    expect((await call(ok.data.token, 'GET', '/tarot/rest/console/me')).json().data.name).toBe('olivia')
  })

  it('refuses a console token after it expires, after sign-out, and an app token in its place', async () => {
    tick()
    const token = await consoleToken(app, support)
    expect((await call(token, 'GET', '/tarot/rest/console/me')).json().code).toBe(0)
    const saved = clock
    clock += 8 * 3600_000 + 1
    expect((await call(token, 'GET', '/tarot/rest/console/me')).json().code).toBe(401000)
    clock = saved
    expect((await call(token, 'POST', '/tarot/rest/console/session/end')).json().code).toBe(0)
    expect((await call(token, 'GET', '/tarot/rest/console/me')).json().code).toBe(401000)
    const appToken = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'app-user' } })).json().data.access_token as string
    expect((await call(appToken, 'GET', '/tarot/rest/console/me')).json().code).toBe(401000)
    // And a console token is no app token.
    tick()
    const consoleOne = await consoleToken(app, support)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers: { 'tarot-token': consoleOne } })).json().code).toBe(401000)
  })

  it('checks the permission on every console route: support reads orders but not operators, content neither', async () => {
    tick()
    const supportToken = await consoleToken(app, support)
    const contentToken = await consoleToken(app, content)
    const forbidden = { code: 403000, message: 'You do not have permission to do this' }
    expect((await call(supportToken, 'GET', '/tarot/rest/console/orders')).json().code).toBe(0)
    expect((await call(supportToken, 'GET', '/tarot/rest/console/operators')).json()).toEqual(forbidden)
    expect((await call(supportToken, 'POST', '/tarot/rest/console/operators', { name: 'mallory', role: 'owner', password: 'a long password' })).json()).toEqual(forbidden)
    expect((await call(contentToken, 'GET', '/tarot/rest/console/orders')).json()).toEqual(forbidden)
    expect((await call(contentToken, 'GET', '/tarot/rest/console/audit')).json()).toEqual(forbidden)
  })

  it('lets an owner add and change operators, audited, ends their sessions, and keeps the last owner', async () => {
    tick()
    const ownerToken = await consoleToken(app, owner)
    const added = (await call(ownerToken, 'POST', '/tarot/rest/console/operators', { name: 'mia', role: 'moderator', password: 'mia has a long one' })).json()
    expect(added.code).toBe(0)
    expect(added.data.totpUri).toMatch(/^otpauth:\/\/totp\/AI%20Tarot%20console:mia\?/)
    expect((await call(ownerToken, 'POST', '/tarot/rest/console/operators', { name: 'mia', role: 'support', password: 'another long one' })).json()).toMatchObject({ code: 409000 })
    const supportToken = await consoleToken(app, support)
    const changed = (await call(ownerToken, 'PUT', `/tarot/rest/console/operators/${support.id}`, { role: 'moderator' })).json()
    expect(changed.data).toMatchObject({ name: 'sam', role: 'moderator', active: true })
    // The change takes effect now: the old token (support's permissions) no longer works.
    expect((await call(supportToken, 'GET', '/tarot/rest/console/orders')).json().code).toBe(401000)
    expect((await call(ownerToken, 'PUT', `/tarot/rest/console/operators/${owner.id}`, { active: false })).json()).toEqual({ code: 409002, message: 'At least one active owner must remain' })
    const audit = (await call(ownerToken, 'GET', '/tarot/rest/console/audit?action=operator.update')).json().data.list
    expect(audit[0]).toMatchObject({ operatorName: 'olivia', targetId: support.id, before: { role: 'support', active: true }, after: { role: 'moderator', active: true } })
    const adds = (await call(ownerToken, 'GET', '/tarot/rest/console/audit?action=operator.add')).json().data.list
    expect(adds.map((entry: { after: { name: string } }) => entry.after.name)).toEqual(['mia'])
    await app.operatorService.update({ id: owner.id, name: owner.name }, support.id, { role: 'support' })
  })

  it('limits sign-in attempts per address, right or wrong', async () => {
    const limited = await testApp({ engine, env: { CONSOLE_SIGN_INS_PER_15_MINUTES: '3' } })
    try {
      const tries = []
      for (let i = 0; i < 4; i += 1)
        tries.push((await limited.inject({ method: 'POST', url: '/tarot/rest/console/session', payload: { name: 'olivia', password: 'guess', code: '000000' } })).statusCode)
      expect(tries).toEqual([200, 200, 200, 429])
    } finally {
      await closeTestApp(limited)
    }
  })

  it('keeps the audit log append-only in the database itself', async () => {
    const { db } = app.database
    await expect(db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow()
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow()
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow()
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    expect(row!.n).toBeGreaterThan(3)
  })
})
