import { randomUUID } from 'node:crypto'
import { ReaderList, ReaderProfile, ReaderSelf } from '@tarot/contracts/readers'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdentityRepository } from '../src/db/users'
import { runReaderAdmin } from '../src/reader-admin'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

describe.each(ENGINES)('the readers marketplace on %s', (engine) => {
  let app: FastifyInstance
  let signIns = 0
  beforeAll(async () => {
    app = await testApp({ engine, env: { DEV_SIGN_IN: 'true' } })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, headers: { ...(token ? { 'tarot-token': token } : {}), 'tarot-lang': lang }, ...(payload ? { payload } : {}) })
  const data = (res: LightMyRequestResponse) => res.json().data

  async function signIn(name: string): Promise<{ token: string; userId: string }> {
    signIns += 1
    // Each from its own address: sign-in is limited to 20 a minute per address.
    const body = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', remoteAddress: `10.1.0.${signIns}`, payload: { provider: 'dev', name } })).json().data
    return { token: body.access_token, userId: body.userId }
  }

  async function reader(name: string, options: { topics: string[]; sort?: number; available?: boolean; price?: number }) {
    const user = await signIn(name)
    const row = await app.readers.create({
      id: `r_${name}`,
      userId: user.userId,
      name,
      photo: '/res/readers/default.png',
      tagline: `${name} reads`,
      bio: `About ${name}.`,
      specialties: options.topics,
      languages: ['zh-Hans', 'en'],
      priceEnergy: options.price ?? 20,
      responseHours: 8,
      available: options.available ?? true,
      sort: options.sort ?? 0,
    })
    return { ...user, readerId: row.id }
  }

  /** A customer orders from the reader, the reader answers, and the customer reviews with this rating. */
  async function reviewed(readerId: string, readerToken: string, rating: number, text = `Rated ${rating}`) {
    const customer = await signIn(`customer-${randomUUID().slice(0, 8)}`)
    await app.ledger.apply(customer.userId, 100, 'grant', `grant-${randomUUID()}`)
    const made = data(await call('POST', '/tarot/rest/consultations', customer.token, { readerId, question: 'How do I move forward?', payWith: 'energy', clientKey: `key-${randomUUID()}` }))
    const id = made.consultation.id
    await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, readerToken, { answer: 'Take one small step this week, then look again.' })
    expect(data(await call('POST', `/tarot/rest/consultations/${id}/review`, customer.token, { rating, text })).status).toBe('reviewed')
    return customer
  }

  it('lists the available readers, filtered by topic, in the operator order then by rating', async () => {
    const low = await reader('rated-three', { topics: ['love'] })
    const high = await reader('rated-five', { topics: ['love', 'career'] })
    await reader('unrated', { topics: ['career'] })
    await reader('pinned', { topics: ['study'], sort: -1 })
    await reader('paused', { topics: ['love'], available: false })
    await reviewed(low.readerId, low.token, 3)
    await reviewed(high.readerId, high.token, 5)

    const listed = data(await call('GET', '/tarot/rest/readers'))
    expect(ReaderList.safeParse(listed).success).toBe(true)
    const all = listed.list
    expect(all.map((r: { name: string }) => r.name)).toEqual(['pinned', 'rated-five', 'rated-three', 'unrated'])
    expect(all[1]).toEqual({
      id: high.readerId,
      name: 'rated-five',
      photo: '/res/readers/default.png',
      tagline: 'rated-five reads',
      specialties: ['love', 'career'],
      languages: ['zh-Hans', 'en'],
      rating: 5,
      reviewCount: 1,
      priceEnergy: 20,
      priceFen: 200,
      responseHours: 8,
      available: true,
    })
    expect(all[3]).toMatchObject({ rating: null, reviewCount: 0 })
    const love = data(await call('GET', '/tarot/rest/readers?topic=love')).list
    expect(love.map((r: { name: string }) => r.name)).toEqual(['rated-five', 'rated-three'])
    expect(data(await call('GET', '/tarot/rest/readers?topic=family')).list).toEqual([])
    expect((await call('GET', '/tarot/rest/readers?topic=lottery')).statusCode).toBe(400)
  })

  it('shows a profile with the bio, the aggregated rating, masked reviewers and completed orders', async () => {
    const desk = await reader('profiled', { topics: ['growth'] })
    const customers = []
    for (const rating of [5, 4, 4]) customers.push(await reviewed(desk.readerId, desk.token, rating))
    const res = await call('GET', `/tarot/rest/readers/${desk.readerId}`, undefined, undefined, 'zh-Hans')
    const profile = data(res)
    expect(ReaderProfile.safeParse(profile).success).toBe(true)
    expect(profile).toMatchObject({ id: desk.readerId, bio: 'About profiled.', rating: 4.3, reviewCount: 3, completedOrders: 3 })
    expect(profile.reviews).toHaveLength(3)
    for (const review of profile.reviews) {
      expect(review.author).toMatch(/^用户[A-Z2-9]\*\*$/)
      expect(review.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    }
    expect(profile.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 4, 5])
    // No reviewer's id or name ever leaves the server.
    for (const customer of customers) expect(res.payload).not.toContain(customer.userId)
    expect(data(await call('GET', `/tarot/rest/readers/${desk.readerId}`)).reviews[0].author).toMatch(/^User [A-Z2-9]\*\*$/)
    expect((await call('GET', '/tarot/rest/readers/r_nobody')).statusCode).toBe(404)
    expect((await call('GET', '/tarot/rest/readers/%00')).statusCode).toBe(400)
    expect((await call('GET', `/tarot/rest/readers/${'x'.repeat(5000)}`)).statusCode).toBe(404)
  })

  it('shows at most the latest 20 reviews', async () => {
    const desk = await reader('popular', { topics: ['wealth'] })
    for (let i = 0; i < 21; i += 1) await reviewed(desk.readerId, desk.token, 1 + (i % 5), `review ${i}`)
    const profile = data(await call('GET', `/tarot/rest/readers/${desk.readerId}`))
    expect(profile.reviews).toHaveLength(20)
    expect(profile.reviewCount).toBe(21)
    expect(profile.completedOrders).toBe(21)
  }, 60_000)

  it('gives readers their own desk profile after signing in again, and others nothing', async () => {
    const desk = await reader('desk-owner', { topics: ['family'], price: 25 })
    await reviewed(desk.readerId, desk.token, 5)
    const again = await signIn('desk-owner')
    // Being a reader is the readers table's answer, asked on each request: the token carries no roles.
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    expect(Object.keys(claims(again.token)).sort()).toEqual(['exp', 'iat', 'kind', 'sid', 'sub'])
    const me = data(await call('GET', '/tarot/rest/reader/me', again.token))
    expect(ReaderSelf.safeParse(me).success).toBe(true)
    expect(me).toMatchObject({ id: desk.readerId, name: 'desk-owner', bio: 'About desk-owner.', earnedEnergy: 25, rating: 5 })

    const someone = await signIn('not-a-reader')
    expect(await call('GET', '/tarot/rest/reader/me', someone.token).then((r) => r.json())).toEqual({ code: 0, data: null })
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    expect(data(await call('GET', '/tarot/rest/reader/me', guest))).toBeNull()
    expect((await call('GET', '/tarot/rest/reader/consultations', guest)).json().code).toBe(403005)
  })

  it('lets the operator add, list, pause and reprice readers, refusing bad input clearly', async () => {
    const deps = { readers: app.readers, identities: new IdentityRepository(app.database.db), now: () => Date.now() }
    const user = await signIn('future-reader')
    const args = ['add', '--user', user.userId, '--name', '星野', '--tagline', '看见关系里的自己', '--bio', '十年塔罗经验。', '--topics', 'love,family', '--languages', 'zh-Hans', '--price', '30']

    const badTopic = await runReaderAdmin([...args.slice(0, -6), '--topics', 'love,lottery', '--languages', 'zh-Hans', '--price', '30'], deps)
    expect(badTopic.ok).toBe(false)
    expect(badTopic.lines[0]).toBe('reader: --topics: unknown lottery (allowed: love, career, wealth, growth, family, study)')
    expect((await runReaderAdmin([...args.slice(0, -1), 'free'], deps)).lines[0]).toBe('reader: --price must be a whole number from 1 to 100000, not "free"')
    expect((await runReaderAdmin([...args, '--hours', '48'], deps)).lines[0]).toBe('reader: --hours must be a whole number from 1 to 24, not "48"')
    expect((await runReaderAdmin(['add', '--user', 'u_missing', ...args.slice(3)], deps)).lines[0]).toBe('reader: no signed-in user u_missing (guests and deleted accounts cannot be readers)')
    expect((await runReaderAdmin(['add', '--name', 'x'], deps)).lines[0]).toBe('reader: --user is required')
    expect((await runReaderAdmin(['add', '--bogus', 'x'], deps)).ok).toBe(false)
    expect((await runReaderAdmin([], deps)).lines[0]).toBe('reader: no command given')

    const added = await runReaderAdmin(args, deps)
    expect(added.ok).toBe(true)
    const id = added.lines[0]!.match(/^added: (r_[0-9a-f]+) /)![1]!
    expect(data(await call('GET', `/tarot/rest/readers/${id}`))).toMatchObject({
      name: '星野',
      photo: '/res/readers/default.png',
      specialties: ['love', 'family'],
      priceEnergy: 30,
      responseHours: 12,
      available: true,
    })
    expect((await runReaderAdmin(args, deps)).lines[0]).toBe(`reader: user ${user.userId} is already a reader (use set)`)
    expect((await runReaderAdmin(['list'], deps)).lines.some((line) => line.startsWith(`${id}  星野  user ${user.userId}  available  30 energy`))).toBe(true)

    expect((await runReaderAdmin(['set', '--id', id, '--available', 'maybe'], deps)).lines[0]).toBe('reader: --available must be true or false, not "maybe"')
    expect((await runReaderAdmin(['set', '--id', id], deps)).ok).toBe(false)
    expect((await runReaderAdmin(['set', '--id', 'r_nobody', '--price', '10'], deps)).lines[0]).toBe('reader: no reader r_nobody (see list)')
    expect((await runReaderAdmin(['set', '--id', id, '--available', 'false', '--price', '40'], deps)).ok).toBe(true)
    expect(data(await call('GET', '/tarot/rest/readers?topic=family')).list.map((r: { id: string }) => r.id)).not.toContain(id)
    expect(data(await call('GET', `/tarot/rest/readers/${id}`))).toMatchObject({ available: false, priceEnergy: 40 })
  })

  it('adds three demo readers once, each with their own user who can open the desk', async () => {
    const deps = { readers: app.readers, identities: new IdentityRepository(app.database.db), now: () => Date.now() }
    const first = await runReaderAdmin(['--demo'], deps)
    expect(first.ok).toBe(true)
    expect(first.lines.filter((line) => line.startsWith('added demo reader'))).toHaveLength(3)
    expect((await runReaderAdmin(['--demo'], deps)).lines.filter((line) => line.startsWith('already there'))).toHaveLength(3)
    const listed = data(await call('GET', '/tarot/rest/readers')).list.map((r: { name: string }) => r.name)
    expect(listed).toEqual(expect.arrayContaining(['月见', '林知秋', 'Maya Ellis']))
    const demo = await signIn('demo-reader-3')
    expect(data(await call('GET', '/tarot/rest/reader/me', demo.token))).toMatchObject({ name: 'Maya Ellis', languages: ['en'], bio: expect.stringMatching(/^\[Demo profile\]/) })
  })
})
