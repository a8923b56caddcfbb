import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { isDevPayProvider } from '../src/services/pay/dev-pay'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

type Row = Record<string, unknown>
type Dump = Record<string, Row[]>

/**
 * What deleting an account does to each column of a row that was the person's (docs/privacy-data.md):
 * `same` kept as it was; `tombstone` the person's id replaced by the deletion's tombstone; `cleared` null; `emptied`
 * an empty string; `set` filled in (the tombstone's deletion time); `replaced` not what it was; `ledger` the sum of the
 * tombstone's ledger (a consultation still open at deletion is refunded into it).
 */
type Disposition = 'same' | 'tombstone' | 'cleared' | 'emptied' | 'set' | 'replaced' | 'ledger'

/**
 * Every table of the database, classified. `erased`: the person's rows go. `kept`: they stay, column by column as
 * listed (every column must be listed). `nobody`: the table holds nothing about a person. A table added to the schema
 * and not listed here fails the test until someone decides what deleting an account does to it.
 */
const TABLES: Record<string, { erased: true } | { kept: Record<string, Disposition> } | { nobody: string }> = {
  users: { kept: { id: 'tombstone', kind: 'same', created_at: 'replaced', deleted_at: 'set', birth_year: 'cleared', blocked_at: 'cleared' } },
  sessions: { erased: true },
  agents: { erased: true },
  referrals: { erased: true },
  identities: { erased: true },
  wechat_open_ids: { erased: true },
  readings: { erased: true },
  chat_exchanges: { erased: true },
  holds: { erased: true },
  free_uses: { erased: true },
  feedback: { erased: true },
  question_refusals: { erased: true },
  journal_notes: { erased: true },
  look_back_reminders: { erased: true },
  look_backs: { erased: true },
  journal_settings: { erased: true },
  shares: { erased: true },
  wallets: { kept: { user_id: 'tombstone', energy: 'ledger', vip_until: 'same' } },
  ledger: { kept: { id: 'same', user_id: 'tombstone', delta: 'same', reason: 'same', reference: 'same', idempotency_key: 'same', created_at: 'same' } },
  orders: {
    kept: {
      id: 'same',
      user_id: 'tombstone',
      product_id: 'same',
      kind: 'same',
      energy: 'same',
      vip_days: 'same',
      consultation_id: 'same',
      client_key: 'same',
      amount_fen: 'same',
      status: 'same',
      channel: 'same',
      app_id: 'same',
      prepay_id: 'same',
      transaction_id: 'same',
      trade_state: 'same',
      created_at: 'same',
      expires_at: 'same',
      paid_at: 'same',
      closed_at: 'same',
      refunded_fen: 'same',
    },
  },
  refunds: {
    kept: {
      id: 'same',
      order_id: 'same',
      user_id: 'tombstone',
      refund_key: 'same',
      amount_fen: 'same',
      energy_back: 'same',
      vip_seconds_back: 'same',
      status: 'same',
      reason: 'same',
      operator_id: 'same',
      operator_name: 'same',
      provider_refund_id: 'same',
      created_at: 'same',
      attempted_at: 'same',
      settled_at: 'same',
    },
  },
  vip_grants: { kept: { id: 'same', user_id: 'tombstone', order_id: 'same', days: 'same', from_time: 'same', until_time: 'same', created_at: 'same' } },
  consultations: {
    kept: {
      id: 'same',
      user_id: 'tombstone',
      reader_id: 'same',
      question: 'emptied',
      context: 'cleared',
      price_energy: 'same',
      pay_with: 'same',
      status: 'same',
      client_key: 'same',
      answer: 'cleared',
      review_rating: 'same',
      review_text: 'cleared',
      created_at: 'same',
      paid_at: 'same',
      answer_by: 'same',
      accepted_at: 'same',
      answered_at: 'same',
      closed_at: 'same',
      answer_notified_at: 'same',
      answer_seen_at: 'same',
      money_refund: 'same',
      money_refunded_at: 'same',
      question_moderation: 'same',
      answer_moderation: 'same',
      review_moderation: 'same',
      moderation_note: 'cleared',
    },
  },
  ai_calls: {
    kept: {
      id: 'same',
      user_id: 'cleared',
      reading_id: 'cleared',
      kind: 'same',
      engine: 'same',
      model: 'same',
      prompt_version: 'same',
      outcome: 'same',
      prompt_tokens: 'same',
      completion_tokens: 'same',
      duration_ms: 'same',
      created_at: 'same',
    },
  },
  readers: { nobody: 'the person was no reader here (a reader who deletes their account is a test of its own)' },
  products: { nobody: 'the catalogue' },
  server_settings: { nobody: 'server-wide secrets and keys' },
  published_content: { nobody: 'the published catalogue and articles' },
  rate_counters: { nobody: 'request counts per hashed key, gone when their window ends' },
  dev_pay_orders: { nobody: "the dev provider's side of an order (amount, state, transaction id), as WeChat Pay keeps its own" },
  dev_pay_refunds: { nobody: "the dev provider's side of a refund (order, amount, state), as WeChat Pay keeps its own" },
  under_age_identities: { nobody: 'a digest of an under-18 sign-in, kept on purpose (the person here is an adult: none)' },
  birth_year_corrections: { erased: true },
  safety_flags: { nobody: 'counts per day, naming no one' },
  published_content_history: { nobody: 'the catalogue and articles operators published' },
  share_reports: { nobody: "reports about shared pages (the person's own shares go with them, and their reports by cascade)" },
  operators: { nobody: "the back office's staff accounts" },
  operator_sessions: { nobody: "the back office's sign-in sessions" },
  audit_log: { nobody: "the operators' own record, which names orders and users by id only" },
}

/** The tables of the database as it lists them itself, so a table nobody classified cannot hide. */
async function tablesOf(app: FastifyInstance): Promise<string[]> {
  const result = await app.database.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)
  return (result as { rows: { table_name: string }[] }).rows.map((row) => row.table_name)
}

async function columnsOf(app: FastifyInstance, table: string): Promise<string[]> {
  const result = await app.database.db.execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by column_name`)
  return (result as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)
}

/** Every row of every table, with times as ISO strings, so two dumps compare as plain data. */
async function dump(app: FastifyInstance): Promise<Dump> {
  const out: Dump = {}
  for (const table of await tablesOf(app)) {
    const result = await app.database.db.execute(sql.raw(`select * from "${table}"`))
    out[table] = (result as { rows: Row[] }).rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])))
  }
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

describe.each(ENGINES)('deleting an account on %s', (engine) => {
  let app: FastifyInstance
  let clock = Date.UTC(2026, 5, 1, 4, 0, 0)
  const DAY = 24 * 3600 * 1000
  let address = 0

  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { 'tarot-lang': 'en', ...(token ? { 'tarot-token': token } : {}) }, remoteAddress: '10.9.0.1' })
    return res.json()
  }
  async function signIn(name: string): Promise<{ token: string; userId: string }> {
    address += 1
    const body = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', remoteAddress: `10.8.0.${address}`, payload: { provider: 'dev', name } })).json().data
    return { token: body.access_token, userId: body.userId }
  }
  async function buy(token: string, productId: string, pay = true): Promise<string> {
    const created = await call('POST', '/tarot/rest/pay/orders', token, { productId, platform: 'h5', clientKey: `k-${randomUUID()}` })
    const id = created.data.order.id as string
    if (pay) expect((await call('POST', `/tarot/rest/pay/dev/${id}`, token, { outcome: 'success' })).data.order.status).toBe('paid')
    return id
  }

  /** Someone who has done everything the app offers, in rows the way the app writes them. */
  async function everything(user: { token: string; userId: string }, words: string) {
    const { db } = app.database
    const now = new Date(clock)
    const readingId = `r_${randomUUID()}`
    const cards = [{ id: 'Major17', orientation: 'upright' as const }]
    await db.insert(t.readings).values({
      id: readingId,
      userId: user.userId,
      spreadId: 'cnc',
      question: `${words}: should I move to Chengdu?`,
      language: 'en',
      mode: 'physical',
      status: 'saved',
      cards,
      savedAt: now,
      interpretation: `${words}: the Star says yes`,
    })
    const exchangeId = randomUUID()
    await db.insert(t.chatExchanges).values({ id: exchangeId, readingId, userId: user.userId, seq: 1, status: 'answered', message: `${words}: and my sister?`, answer: `${words}: she will follow` })
    await db.insert(t.holds).values({ id: `chat:${exchangeId}`, userId: user.userId, readingId, exchangeId, kind: 'free', freeDay: '2026-06-01', heartbeatAt: now, settledAt: now, outcome: 'kept' })
    await db.insert(t.aiCalls).values([
      { id: randomUUID(), userId: user.userId, readingId, kind: 'reading', engine: 'offline', outcome: 'delivered', durationMs: 12 },
      { id: randomUUID(), userId: user.userId, kind: 'classify', engine: 'llm', model: 'm', outcome: 'delivered', promptTokens: 40, completionTokens: 2, durationMs: 300 },
    ])
    await db.insert(t.journalNotes).values({ id: randomUUID(), readingId, userId: user.userId, body: `${words}: I cried at the station`, mood: 'sad', tags: ['move'], createdAt: now, updatedAt: now })
    await db.insert(t.lookBackReminders).values({ readingId, userId: user.userId, days: 30, dueAt: new Date(clock + 30 * DAY), createdAt: now })
    await db.insert(t.lookBacks).values({ id: randomUUID(), readingId, userId: user.userId, resonance: 4, outcome: `${words}: I moved in July`, createdAt: now })
    await db.insert(t.journalSettings).values({ userId: user.userId, dailyCardOn: true, updatedAt: now })
    await db.insert(t.shares).values({ id: `s${randomUUID().replaceAll('-', '')}`, userId: user.userId, readingId, includeQuestion: true })
    await db.insert(t.freeUses).values({ userId: user.userId, day: '2026-06-01', count: 1 })
    await db.insert(t.questionRefusals).values({ id: randomUUID(), userId: user.userId, createdAt: now })
    await db.insert(t.wechatOpenIds).values({ appId: 'wx-mini', openId: `o-${words}`, userId: user.userId })
    expect((await call('POST', '/tarot/rest/feedback', user.token, { content: `${words}: the app is lovely`, contact: `${words}@example.com` })).code).toBe(0)
    expect((await call('POST', '/tarot/rest/account/birth-year', user.token, { birthYear: 1988 })).code).toBe(0)
    await buy(user.token, 'energy_60')
    await buy(user.token, 'vip_30')
    // One more bought and refunded by an operator (the dev provider takes it at once).
    const energyOrder = await buy(user.token, 'energy_60')
    await app.refundService.refund({ id: 'op_0000000000000001', name: 'sam' }, energyOrder, { refundKey: `refund-${randomUUID()}`, amountFen: 600, reason: 'asked for it back' })
    return { readingId }
  }

  it('erases what the person wrote and signed in with, keeps their money records under a tombstone, and leaves everyone else as they were', async () => {
    const person = await signIn('deletion-person')
    const friend = await signIn('deletion-friend')
    const referred = await signIn('deletion-referred')
    const other = await signIn('deletion-other')
    const desk = await signIn('deletion-reader')
    const readerId = `r_${randomUUID()}`
    await app.readers.create({
      id: readerId,
      userId: desk.userId,
      name: 'Anna',
      photo: '/res/readers/default.png',
      tagline: 'Kindly',
      bio: 'Years.',
      specialties: ['love'],
      languages: ['en'],
      priceEnergy: 30,
      responseHours: 12,
    })

    const words = 'PERSON-SECRET'
    await everything(person, words)
    await everything(other, 'OTHER-WORDS')
    const { db } = app.database
    // Referrals both ways: the person was brought in by a friend; the person (as friend and as agent) brought someone in.
    await db.insert(t.agents).values({ code: 'AGPERSON', userId: person.userId, name: 'Person Agent' })
    await db.insert(t.referrals).values([
      { userId: person.userId, friendCode: friend.userId, friendBoundAt: new Date(clock) },
      { userId: referred.userId, friendCode: person.userId, friendBoundAt: new Date(clock) },
    ])
    expect((await call('POST', '/tarot/rest/agent/useragent/AGPERSON', referred.token)).data.agentCode).toBe('AGPERSON')
    await db.insert(t.referrals).values({ userId: other.userId, friendCode: friend.userId, agentCode: 'OTHERAGENT', friendBoundAt: new Date(clock) })

    // A consultation answered and reviewed 5★, another still open (called off and refunded at deletion), an unpaid order.
    const asked = await call('POST', '/tarot/rest/consultations', person.token, { readerId, question: `${words}: will he call?`, payWith: 'energy', clientKey: `c-${randomUUID()}` })
    const consultationId = asked.data.consultation.id as string
    expect((await call('POST', `/tarot/rest/reader/consultations/${consultationId}/answer`, desk.token, { answer: 'He will call once he has found the words.' })).code).toBe(0)
    expect((await call('POST', `/tarot/rest/consultations/${consultationId}/review`, person.token, { rating: 5, text: `${words}: spot on about my divorce` })).data.status).toBe('reviewed')
    const open = await call('POST', '/tarot/rest/consultations', person.token, { readerId, question: `${words}: and the flat?`, payWith: 'energy', clientKey: `c-${randomUUID()}` })
    expect(open.data.consultation.status).toBe('paid')
    const unpaid = await buy(person.token, 'energy_300', false)

    const deskBefore = (await call('GET', '/tarot/rest/reader/me', desk.token)).data
    const profileBefore = (await call('GET', `/tarot/rest/readers/${readerId}`)).data
    expect(deskBefore.earnedEnergy).toBe(30)
    expect(profileBefore).toMatchObject({ completedOrders: 1, rating: 5, reviewCount: 1 })
    const personWallet = (await call('GET', '/tarot/rest/energy/amount', person.token)).data

    const before = await dump(app)
    expect((await call('POST', '/tarot/rest/account/delete', person.token, { agree: true })).code).toBe(0)
    const after = await dump(app)

    // Every table is classified, and every column of a kept table has its disposition.
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(before).sort())
    for (const [table, rule] of Object.entries(TABLES)) if ('kept' in rule) expect(Object.keys(rule.kept).sort(), table).toEqual(await columnsOf(app, table))

    const tombstones = after.users!.filter((row) => row.deleted_at !== null)
    expect(tombstones).toHaveLength(1)
    const tombstone = tombstones[0]!.id as string
    expect(tombstone).toMatch(/^d_/)

    const agentCodes = new Set(['AGPERSON'])
    const isPersons = (table: string, row: Row) =>
      Object.values(row).includes(person.userId) || (table === 'referrals' && (row.friend_code === person.userId || agentCodes.has(row.agent_code as string)))
    for (const [table, rule] of Object.entries(TABLES)) {
      const mine = before[table]!.filter((row) => isPersons(table, row))
      const others = before[table]!.filter((row) => !isPersons(table, row))
      if (table === 'rate_counters') continue
      // Nobody else's row changed (the one the person referred loses the referral, and with it the row: both codes empty).
      for (const row of others)
        expect(
          after[table]!.some((kept) => same(kept, row)),
          `${table}: ${JSON.stringify(row)}`,
        ).toBe(true)
      if ('nobody' in rule) {
        expect(mine, table).toEqual([])
        expect(after[table]!.length, table).toBe(others.length)
      } else if ('erased' in rule) {
        expect(after[table]!.length, table).toBe(others.length)
        expect(
          after[table]!.filter((row) => isPersons(table, row)),
          table,
        ).toEqual([])
      } else {
        expect(mine.length, `${table} has rows of the person to keep`).toBeGreaterThan(0)
        // The refund of the consultation still open at deletion is the one money row the deletion adds.
        const refund = (row: Row) => table === 'ledger' && row.idempotency_key === `consult-refund:${open.data.consultation.id}`
        const left = after[table]!.filter((row) => !others.some((o) => same(o, row)) && !refund(row))
        expect(left.length, table).toBe(mine.length)
        const key = table === 'wallets' ? 'user_id' : 'id'
        for (const was of mine) {
          const now = table === 'users' || table === 'wallets' ? left.find((row) => row[key] === tombstone) : left.find((row) => row.id === was.id)
          expect(now, `${table} row ${String(was.id)}`).toBeDefined()
          // The consultation still open at deletion was called off then: its status and closing time are the deletion's.
          const calledOff = table === 'consultations' && was.id === open.data.consultation.id
          for (const [column, kept] of Object.entries(rule.kept)) {
            const disposition = calledOff && (column === 'status' || column === 'closed_at') ? 'set' : kept
            if (calledOff && column === 'status') expect(now!.status).toBe('cancelled')
            const label = `${table}.${column}`
            const value = now![column]
            if (disposition === 'same') expect(value, label).toEqual(was[column])
            if (disposition === 'tombstone') expect([was[column], value], label).toEqual([person.userId, tombstone])
            if (disposition === 'cleared') expect(value, label).toBeNull()
            if (disposition === 'emptied') expect(value, label).toBe('')
            if (disposition === 'set') expect(value, label).not.toBeNull()
            if (disposition === 'replaced') expect(value, label).not.toEqual(was[column])
            if (disposition === 'ledger') expect(value, label).toBe(after.ledger!.filter((row) => row.user_id === tombstone).reduce((total, row) => total + (row.delta as number), 0))
          }
        }
      }
    }
    // What the person referred is no longer theirs: the friend and agent codes are gone from the other account.
    expect(after.referrals!.find((row) => row.user_id === referred.userId)).toBeUndefined()
    expect(after.agents!.find((row) => row.code === 'AGPERSON')).toBeUndefined()
    // A link the person shared before is still out there: it binds no one to the deleted account.
    expect(await app.accounts.bindFriend(other.userId, person.userId, new Date(clock))).toBe(friend.userId)
    expect(await app.accounts.bindFriend(referred.userId, person.userId, new Date(clock))).toBeNull()
    // Nothing anywhere still names the person or says what they wrote, drew, asked or signed in with.
    const everywhere = JSON.stringify(after)
    for (const trace of [person.userId, words, 'deletion-person', `o-${words}`, 'Person Agent']) expect(everywhere.includes(trace), trace).toBe(false)
    // The wallet's energy is still its ledger's sum, under the tombstone.
    const wallet = after.wallets!.find((row) => row.user_id === tombstone)!
    const sum = after.ledger!.filter((row) => row.user_id === tombstone).reduce((total, row) => total + (row.delta as number), 0)
    expect(wallet.energy).toBe(sum)
    expect(wallet.energy).toBe(personWallet.total + 30)
    expect(after.ledger!.filter((row) => row.idempotency_key === `consult-refund:${open.data.consultation.id}`)).toMatchObject([{ user_id: tombstone, delta: 30, reason: 'refund' }])

    // The reader's desk and profile read as before: the count, the earning and the stars (the review's words are gone).
    expect((await call('GET', '/tarot/rest/reader/me', desk.token)).data.earnedEnergy).toBe(deskBefore.earnedEnergy)
    const profile = (await call('GET', `/tarot/rest/readers/${readerId}`)).data
    expect(profile).toMatchObject({ completedOrders: 1, rating: 5, reviewCount: 1 })
    expect(profile.reviews.map((review: { rating: number; text: string }) => [review.rating, review.text])).toEqual([[5, '']])
    // The open consultation was called off and its price went back (into the kept wallet), not left to a reader to answer.
    expect(after.consultations!.find((row) => row.id === open.data.consultation.id)).toMatchObject({ status: 'cancelled', question: '' })

    // The person's tokens stop working at once; their sign-in makes a new, empty account.
    expect((await call('POST', '/tarot/rest/login/tarot', person.token)).code).toBe(401000)
    const again = await signIn('deletion-person')
    expect(again.userId).not.toBe(person.userId)
    expect((await call('GET', '/tarot/rest/energy/amount', again.token)).data.total).toBe(0)

    // A payment for the deleted account's order still reconciles: found, marked paid, credited to no person.
    if (!isDevPayProvider(app.payProvider)) throw new Error('the dev provider is not in use')
    const notice = (await app.payProvider.devNotification(unpaid, 'success', clock))!
    const delivered = await app.inject({ method: 'POST', url: '/tarot/rest/pay/notify', headers: notice.headers, payload: notice.body })
    expect(delivered.statusCode).toBe(204)
    const paid = (await dump(app)).orders!.find((row) => row.id === unpaid)!
    expect(paid).toMatchObject({ status: 'paid', user_id: tombstone })
    expect(await app.ledger.balance(tombstone)).toBe((wallet.energy as number) + 300)
    expect((await call('GET', '/tarot/rest/energy/amount', again.token)).data.total).toBe(0)
  })

  it('keeps a deleted account’s money records for DELETED_ACCOUNT_RETENTION_DAYS, then sweeps them; the reader keeps the consultation', async () => {
    const person = await signIn('retention-person')
    const desk = await signIn('retention-reader')
    const readerId = `r_${randomUUID()}`
    await app.readers.create({
      id: readerId,
      userId: desk.userId,
      name: 'Bo',
      photo: '/res/readers/default.png',
      tagline: 'Kindly',
      bio: 'Years.',
      specialties: ['love'],
      languages: ['en'],
      priceEnergy: 30,
      responseHours: 12,
    })
    expect((await call('POST', '/tarot/rest/account/birth-year', person.token, { birthYear: 1980 })).code).toBe(0)
    const orderId = await buy(person.token, 'energy_60')
    const asked = await call('POST', '/tarot/rest/consultations', person.token, { readerId, question: 'Will it rain?', payWith: 'energy', clientKey: `c-${randomUUID()}` })
    const id = asked.data.consultation.id as string
    await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: 'It will rain on Tuesday, so take the umbrella.' })
    await call('POST', `/tarot/rest/consultations/${id}/review`, person.token, { rating: 4, text: 'Dry.' })
    expect((await call('POST', '/tarot/rest/account/delete', person.token, { agree: true })).code).toBe(0)
    const order = async () => (await dump(app)).orders!.find((row) => row.id === orderId)
    const tombstone = (await order())!.user_id as string

    clock += 1094 * DAY
    await app.accountDeletion.sweep()
    expect(await order()).toBeDefined()
    expect(await app.ledger.balance(tombstone)).toBe(30)

    clock += 2 * DAY
    expect(await app.accountDeletion.sweep()).toBeGreaterThanOrEqual(1)
    const swept = await dump(app)
    expect(swept.orders!.some((row) => row.user_id === tombstone)).toBe(false)
    expect(swept.ledger!.some((row) => row.user_id === tombstone)).toBe(false)
    expect(swept.wallets!.some((row) => row.user_id === tombstone)).toBe(false)
    // The consultation (no words, the stars) stays on the reader's record, held by the tombstone that has nothing else.
    expect(swept.consultations!.find((row) => row.id === id)).toMatchObject({ user_id: tombstone, review_rating: 4, review_text: null, question: '' })
    expect((await call('GET', `/tarot/rest/readers/${readerId}`)).data).toMatchObject({ completedOrders: 1, rating: 4 })
    // A second sweep finds nothing left to do.
    expect(await app.accountDeletion.sweep()).toBe(0)
  })

  it('a reader who deletes their account leaves a blank card that takes no orders, and their askers keep the consultation, refunded', async () => {
    const asker = await signIn('reader-gone-asker')
    const leaving = await signIn('reader-gone-reader')
    const readerId = `r_${randomUUID()}`
    await app.readers.create({
      id: readerId,
      userId: leaving.userId,
      name: 'Cleo',
      photo: '/res/readers/cleo.png',
      tagline: 'Kindly',
      bio: 'Cleo, twenty years in Xiamen.',
      specialties: ['love'],
      languages: ['en'],
      priceEnergy: 30,
      responseHours: 12,
    })
    await app.ledger.apply(asker.userId, 30, 'grant', `grant-${randomUUID()}`)
    const asked = await call('POST', '/tarot/rest/consultations', asker.token, { readerId, question: 'Will it rain?', payWith: 'energy', clientKey: `c-${randomUUID()}` })
    expect(await app.ledger.balance(asker.userId)).toBe(0)
    expect((await call('POST', '/tarot/rest/account/delete', leaving.token, { agree: true })).code).toBe(0)

    expect(await app.ledger.balance(asker.userId)).toBe(30)
    const card = (await call('GET', `/tarot/rest/readers/${readerId}`)).data
    expect(card).toMatchObject({ name: '', photo: '', bio: '' })
    expect((await call('GET', '/tarot/rest/readers')).data.list.map((r: { id: string }) => r.id)).not.toContain(readerId)
    const mine = (await call('GET', `/tarot/rest/consultations/${asked.data.consultation.id}`, asker.token)).data
    expect(mine).toMatchObject({ status: 'cancelled', question: 'Will it rain?' })
    expect(JSON.stringify(await dump(app)).includes('Cleo')).toBe(false)
  })

  it('sweeps each expired tombstone once when two instances sweep at the same moment', async () => {
    const person = await signIn('sweep-twice-person')
    expect((await call('POST', '/tarot/rest/account/birth-year', person.token, { birthYear: 1980 })).code).toBe(0)
    const orderId = await buy(person.token, 'energy_60')
    expect((await call('POST', '/tarot/rest/account/delete', person.token, { agree: true })).code).toBe(0)
    const tombstone = (await dump(app)).orders!.find((row) => row.id === orderId)!.user_id as string
    const second = await testApp({ database: app.database, now: () => clock })
    try {
      clock += 1100 * DAY
      // The tombstones with something left to sweep: money records, or nothing at all.
      const before = await dump(app)
      const holds = (id: unknown) => ['wallets', 'ledger', 'orders', 'vip_grants'].some((table) => before[table]!.some((row) => row.user_id === id))
      const due = before.users!.filter((row) => row.deleted_at !== null && (holds(row.id) || !before.consultations!.some((c) => c.user_id === row.id))).length
      expect(due).toBeGreaterThanOrEqual(1)
      const swept = await Promise.all([app.accountDeletion.sweep(), second.accountDeletion.sweep()])
      expect(swept[0] + swept[1]).toBe(due)
      const after = await dump(app)
      expect(after.users!.some((row) => row.id === tombstone)).toBe(false)
      expect(after.orders!.some((row) => row.id === orderId)).toBe(false)
    } finally {
      await second.close()
    }
  })
})
