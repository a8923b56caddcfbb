import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Reservation } from '../src/services/charging'
import { quotaDay } from '../src/services/charging'
import { renewEvery } from '../src/services/interpreter/writer'
import type { Interpreter } from '../src/services/interpreter/interpreter'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { events, holy } from './support/streams'

/**
 * Issue 14 item 2: every hold is settled. A process killed mid-stream leaves what it reserved (the
 * energy debit or the day's free use, with its hold) and its claim on the reading or turn; the sweep
 * refunds it and frees the claim, once, whichever instance sweeps, and the retry is charged once.
 * A dead process is the state it leaves: the service reserved (claim and hold written) and nobody streams.
 */

/** A free spread (one card); the pro one is `holy`. */
const one = [{ id: 'Major10', orientation: 'upright' as const }]

const never = (): never => {
  throw new Error('expected an energy hold')
}

const DAY = 24 * 3600_000
/** The service clock starts at the real time (turns are stamped by the database clock), moved off the end of a quota day. */
function startClock(): number {
  const now = Date.now()
  const intoDay = (now + 8 * 3600_000) % DAY
  return intoDay > 20 * 3600_000 ? now + DAY - intoDay + 3600_000 : now
}

/**
 * A model whose answer can be paced by the test: with `paced` on, each `step()` lets one more piece out. It ends
 * with a whole reading (the built-in reader's), so its answer passes the check a model's answer must pass.
 */
function pacedModel() {
  const waiting: (() => void)[] = []
  const model = {
    paced: false,
    async *text(rest: AsyncIterable<string>) {
      yield 'The cards speak plainly. '
      while (model.paced) {
        await new Promise<void>((resolve) => waiting.push(resolve))
        yield 'More of it. '
      }
      yield* rest
    },
    async step() {
      await vi.waitFor(() => expect(waiting.length).toBe(1))
      waiting.shift()!()
    },
  }
  const engine: Interpreter = {
    name: 'model',
    interpret: (input, signal) => model.text(offlineInterpreter.interpret(input, signal)),
    followUp: (input, signal) => model.text(offlineInterpreter.followUp(input, signal)),
  }
  return { model, engine }
}

describe.each(ENGINES)('every hold settled (%s)', (engine) => {
  const STALE = 120_000
  let clock = startClock()
  const { model, engine: interpreter } = pacedModel()
  let app: FastifyInstance

  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock, interpreter, env: { CHAT_FREE_PER_READING: '0', DAILY_FREE_READINGS: '1', DEV_SIGN_IN: 'true' } })
  })
  afterAll(() => closeTestApp(app))

  async function guest(energy = 0) {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    if (energy > 0) await app.ledger.apply(userId, energy, 'grant', `grant-${userId}`)
    return { userId, headers: { 'tarot-token': token, 'tarot-lang': 'en' } }
  }
  async function reading(headers: Record<string, string>, spreadId: string, cards: typeof holy) {
    return (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId, question: 'What should I focus on next?', cards } })).json().data as { id: string }
  }
  const interpret = (headers: Record<string, string>, id: string) => app.inject({ method: 'POST', url: `/tarot/rest/readings/${id}/interpretation`, headers })
  const ask = (headers: Record<string, string>, id: string, message: string) => app.inject({ method: 'POST', url: `/tarot/rest/readings/${id}/chat`, headers, payload: { message } })
  /** The process dies after reserving: the claim and the hold are written, nothing streams or renews again. */
  async function diesInterpreting(userId: string, id: string) {
    expect((await app.readingService.interpret(userId, id, 'en', app.log)).ok).toBe(true)
  }
  async function walletMatchesLedger(userId: string) {
    expect(await app.ledger.balance(userId)).toBe(await app.ledger.ledgerSum(userId))
  }
  const busy = { code: 409000, message: 'Receiving AI message, please wait a moment.' }

  it('a pro reading whose process died is refunded by the sweep and the retry is charged once', async () => {
    const { userId, headers } = await guest(20)
    const { id } = await reading(headers, 'holy', holy)
    await diesInterpreting(userId, id)
    expect(await app.ledger.balance(userId)).toBe(10)
    expect((await interpret(headers, id)).json()).toEqual(busy)

    clock += STALE + 1
    expect(await app.holdSweeper.sweep()).toBe(1)
    expect(await app.ledger.balance(userId)).toBe(20)
    expect(await app.holds.get(`reading:${id}:0`)).toMatchObject({ outcome: 'swept' })
    await walletMatchesLedger(userId)

    const retry = events((await interpret(headers, id)).payload)
    expect(retry.at(-1)).toMatchObject({ event: 'done', data: { engine: 'model', charged: { energy: 10 } } })
    expect(await app.ledger.balance(userId)).toBe(10)
    expect(await app.holds.get(`reading:${id}:1`)).toMatchObject({ outcome: 'kept' })
    await walletMatchesLedger(userId)
  })

  it('a retry after the dead stream went stale is served at once and charged once, before any sweep', async () => {
    const { userId, headers } = await guest(20)
    const { id } = await reading(headers, 'holy', holy)
    await diesInterpreting(userId, id)
    clock += STALE + 1
    const retry = events((await interpret(headers, id)).payload)
    expect(retry.at(-1)).toMatchObject({ event: 'done', data: { charged: { energy: 10 } } })
    expect(await app.ledger.balance(userId)).toBe(10)
    expect(await app.holds.get(`reading:${id}:0`)).toMatchObject({ outcome: 'swept' })
    expect(await app.holdSweeper.sweep()).toBe(0)
    await walletMatchesLedger(userId)
  })

  it("a guest's free reading whose stream died is returned to the day", async () => {
    const { userId, headers } = await guest()
    const { id } = await reading(headers, 'one', one)
    await diesInterpreting(userId, id)
    expect(await app.charging.freeLeft(userId, clock)).toBe(0)
    expect((await interpret(headers, id)).json()).toEqual(busy)

    clock += STALE + 1
    expect(await app.holdSweeper.sweep()).toBe(1)
    expect(await app.charging.freeLeft(userId, clock)).toBe(1)
    const retry = events((await interpret(headers, id)).payload)
    expect(retry.at(-1)).toMatchObject({ event: 'done', data: { charged: { free: true } } })
    expect(await app.charging.freeLeft(userId, clock)).toBe(0)
    await walletMatchesLedger(userId)
  })

  it('a paid follow-up whose stream died is refunded and the turn freed', async () => {
    const { userId, headers } = await guest(20)
    const { id } = await reading(headers, 'holy', holy)
    expect(events((await interpret(headers, id)).payload).at(-1)?.event).toBe('done')
    expect(await app.ledger.balance(userId)).toBe(10)
    expect((await app.chatService.ask(userId, id, { message: 'What about the second card?' }, 'en', app.log)).kind).toBe('stream')
    expect(await app.ledger.balance(userId)).toBe(8)
    expect((await ask(headers, id, 'And the third?')).json()).toEqual(busy)

    clock += STALE + 1
    expect(await app.holdSweeper.sweep()).toBe(1)
    expect(await app.ledger.balance(userId)).toBe(10)
    await walletMatchesLedger(userId)
    const retry = events((await ask(headers, id, 'What about the second card?')).payload)
    expect(retry[0]).toMatchObject({ event: 'meta', data: { seq: 1 } })
    expect(retry.at(-1)).toMatchObject({ event: 'done', data: { seq: 1, charged: { energy: 2 } } })
    expect(await app.ledger.balance(userId)).toBe(8)
    await walletMatchesLedger(userId)
  })

  it("a live stream's hold is not swept while it renews", async () => {
    const { userId, headers } = await guest(20)
    const { id } = await reading(headers, 'holy', holy)
    model.paced = true
    const streaming = interpret(headers, id)
    try {
      // Six times half the stale time passes by the service clock, a piece of text each time: three stale periods in all.
      for (let i = 0; i < 6; i++) {
        clock += STALE / 2
        await model.step()
        await vi.waitFor(async () => expect((await app.holds.get(`reading:${id}:0`))?.heartbeatAt.getTime()).toBe(clock))
        expect(await app.holdSweeper.sweep()).toBe(0)
        expect((await interpret(headers, id)).json()).toEqual(busy)
      }
    } finally {
      model.paced = false
      await model.step()
    }
    expect(events((await streaming).payload).at(-1)).toMatchObject({ event: 'done', data: { engine: 'model', charged: { energy: 10 } } })
    expect(await app.holds.get(`reading:${id}:0`)).toMatchObject({ outcome: 'kept' })
    expect(await app.ledger.balance(userId)).toBe(10)
    await walletMatchesLedger(userId)
  })

  it('a hold is never settled twice when the stream finishes as the sweeper runs', async () => {
    const { userId, headers } = await guest(40)
    const held = async (id: string) => (await app.charging.reserve(userId, id, 'holy', 0, clock)) as Reservation & { ok: true }
    const sweepOne = (id: string) => app.holds.sweep(`reading:${id}:0`, new Date(clock - STALE), new Date(clock))

    // The stream ends undelivered (refund) while two sweepers find its hold stale: one refund.
    const refunded = await reading(headers, 'holy', holy)
    const toRefund = await held(refunded.id)
    clock += STALE + 1
    const settled = await Promise.all([app.holds.refund(toRefund.kind === 'energy' ? toRefund.hold : never(), new Date(clock)), sweepOne(refunded.id), sweepOne(refunded.id)])
    expect(settled.filter(Boolean)).toHaveLength(1)
    expect(await app.ledger.refundCount(userId, refunded.id)).toBe(1)
    expect(await app.ledger.balance(userId)).toBe(40)

    // The stream delivers (keep) as a sweep runs: either it is kept and charged, or swept and not.
    const kept = await reading(headers, 'holy', holy)
    const toKeep = await held(kept.id)
    clock += STALE + 1
    const [keptWon, sweptWon] = await Promise.all([app.charging.keep(toKeep, clock), sweepOne(kept.id)])
    expect(keptWon).toBe(!sweptWon)
    expect((await app.holds.get(`reading:${kept.id}:0`))?.outcome).toBe(keptWon ? 'kept' : 'swept')
    expect(await app.ledger.refundCount(userId, kept.id)).toBe(keptWon ? 0 : 1)
    expect(await app.ledger.balance(userId)).toBe(keptWon ? 30 : 40)
    await walletMatchesLedger(userId)
  })

  it('two sweepers racing settle a hold once (wallet equals ledger)', async () => {
    const other = await testApp({ engine, database: app.database, now: () => clock, interpreter })
    try {
      const users = await Promise.all(Array.from({ length: 5 }, () => guest(20)))
      for (const user of users) {
        const { id } = await reading(user.headers, 'holy', holy)
        await diesInterpreting(user.userId, id)
      }
      const visitor = await guest()
      await diesInterpreting(visitor.userId, (await reading(visitor.headers, 'one', one)).id)
      clock += STALE + 1
      const swept = await Promise.all([app.holdSweeper.sweep(), other.holdSweeper.sweep()])
      expect(swept[0] + swept[1]).toBe(6)
      for (const user of users) {
        expect(await app.ledger.balance(user.userId)).toBe(20)
        await walletMatchesLedger(user.userId)
      }
      expect(await app.charging.freeLeft(visitor.userId, clock)).toBe(1)
    } finally {
      await other.close()
    }
  })

  it("a guest's free reading carried over on sign-in is returned to the account when its stream died", async () => {
    const visitor = await guest()
    const { id } = await reading(visitor.headers, 'one', one)
    await diesInterpreting(visitor.userId, id)
    const signedIn = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', headers: visitor.headers, payload: { provider: 'dev', name: 'carried-over-hold' } })).json().data
    expect(await app.ledger.freeUsesOn(signedIn.userId, quotaDay(clock))).toBe(1)

    clock += STALE + 1
    expect(await app.holdSweeper.sweep()).toBe(1)
    expect(await app.ledger.freeUsesOn(signedIn.userId, quotaDay(clock))).toBe(0)
    expect(await app.ledger.freeUsesOn(visitor.userId, quotaDay(clock))).toBe(0)
    const retry = events((await interpret({ 'tarot-token': signedIn.access_token, 'tarot-lang': 'en' }, id)).payload)
    expect(retry.at(-1)).toMatchObject({ event: 'done', data: { charged: { free: true } } })
  })

  it('an account deleted while a stream was held leaves nothing to sweep', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'deleted-mid-stream' } })).json().data.access_token as string
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    await app.ledger.apply(userId, 20, 'grant', 'grant-deleted')
    const { id } = await reading(headers, 'holy', holy)
    await diesInterpreting(userId, id)
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/account/delete', headers, payload: { agree: true } })).json().code).toBe(0)
    expect(await app.holds.get(`reading:${id}:0`)).toBeNull()
    clock += STALE + 1
    expect(await app.holdSweeper.sweep()).toBe(0)
  })
})

describe.each(ENGINES)('holds with short settings, on the real clock (%s)', (engine) => {
  const env = { HOLD_STALE_MS: '600', HOLD_SWEEP_MS: '100' }
  let app: FastifyInstance
  let silenceMs = 0
  // Silent for `silenceMs` in the middle, then a whole reading (the built-in reader's), which passes the answer check.
  const slow: Interpreter = {
    name: 'slow',
    async *interpret(input, signal) {
      yield 'The cards speak plainly. '
      await new Promise((resolve) => setTimeout(resolve, silenceMs))
      yield* offlineInterpreter.interpret(input, signal)
    },
    followUp: (input, signal) => offlineInterpreter.followUp(input, signal),
  }
  beforeAll(async () => {
    app = await testApp({ engine, interpreter: slow, env })
  })
  afterAll(() => closeTestApp(app))

  async function proReading(target: FastifyInstance) {
    const token = (await target.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await target.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    await target.ledger.apply(userId, 20, 'grant', 'grant')
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const { id } = (await target.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'holy', question: 'What should I focus on next?', cards: holy } })).json()
      .data
    return { userId, headers, id: id as string }
  }

  it('renews a claim more often than it goes stale, whatever HOLD_STALE_MS is', () => {
    for (const stale of [3_000, 600, 120_000, 600_000]) expect(renewEvery(stale)).toBeLessThanOrEqual(stale / 3)
  })

  it('keeps a stream silent for longer than HOLD_STALE_MS alive, and sweeps a dead one within moments', async () => {
    const live = await proReading(app)
    silenceMs = 1_500
    const streaming = app.inject({ method: 'POST', url: `/tarot/rest/readings/${live.id}/interpretation`, headers: live.headers })
    const dead = await proReading(app)
    expect((await app.readingService.interpret(dead.userId, dead.id, 'en', app.log)).ok).toBe(true)
    expect(await app.ledger.balance(dead.userId)).toBe(10)

    await vi.waitFor(async () => expect((await app.holds.get(`reading:${dead.id}:0`))?.outcome).toBe('swept'), { timeout: 5_000, interval: 100 })
    expect(await app.ledger.balance(dead.userId)).toBe(20)
    expect(events((await streaming).payload).at(-1)).toMatchObject({ event: 'done', data: { charged: { energy: 10 } } })
    expect(await app.holds.get(`reading:${live.id}:0`)).toMatchObject({ outcome: 'kept' })
    expect(await app.ledger.balance(live.userId)).toBe(10)
    expect(await app.ledger.balance(live.userId)).toBe(await app.ledger.ledgerSum(live.userId))
    expect(await app.ledger.balance(dead.userId)).toBe(await app.ledger.ledgerSum(dead.userId))
  })

  it('a restarted server settles at start what the killed one left', async () => {
    // Its own database, so that only the restarted server can settle the hold.
    const settings = { engine, interpreter: slow, env: { HOLD_STALE_MS: '600', HOLD_SWEEP_MS: '3600000' } }
    const killed = await testApp(settings)
    const dead = await proReading(killed)
    expect((await killed.readingService.interpret(dead.userId, dead.id, 'en', killed.log)).ok).toBe(true)
    await killed.close()
    await new Promise((resolve) => setTimeout(resolve, 700))
    const restarted = await testApp({ ...settings, database: killed.database })
    try {
      await restarted.ready()
      await restarted.holdSweeper.idle()
      expect(await restarted.holds.get(`reading:${dead.id}:0`)).toMatchObject({ outcome: 'swept' })
      expect(await restarted.ledger.balance(dead.userId)).toBe(20)
      expect(await restarted.ledger.balance(dead.userId)).toBe(await restarted.ledger.ledgerSum(dead.userId))
    } finally {
      await closeTestApp(restarted)
    }
  })
})
