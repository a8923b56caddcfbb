import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AccountRepository } from '../src/db/accounts'
import type { HoldRepository } from '../src/db/holds'
import type { LedgerRepository } from '../src/db/ledger'
import { ChargingService, type Reservation, type StreamSettlement } from '../src/services/charging'
import type { Generation } from '../src/services/interpreter/generate'
import type { AiWriter, AnswerStream, WriteJob } from '../src/services/interpreter/writer'

/** What happened, in order: the holds' settlements, the claim's moves, the events sent and the answer stored. */
type Step = string

const RESERVED: Reservation & { ok: true } = {
  ok: true,
  kind: 'energy',
  cost: 10,
  key: 'reading:r1:0',
  hold: { id: 'reading:r1:0', userId: 'u1', readingId: 'r1', kind: 'energy', freeDay: null, cost: 10, ledgerKey: 'reading:r1:0' },
}

function generation(over: Partial<Generation> = {}): Generation {
  return {
    text: 'The cards say yes.',
    engine: 'model',
    fellBack: false,
    aborted: false,
    primary: { name: 'model', outcome: 'delivered', report: {}, durationMs: 5 },
    ...over,
  }
}

/**
 * `settleStream` on a charging service whose holds are written down, not stored: `write` plays the writer's part
 * (it may send deltas, throw, or hand back a generation); `keeps` is what keeping the hold answers (false: a sweep
 * refunded it first).
 */
function harness({ write, keeps = true, clock = { now: 0 } }: { write: (job: WriteJob) => Promise<Generation>; keeps?: boolean; clock?: { now: number } }) {
  const steps: Step[] = []
  const logged: string[] = []
  const log = { error: (_: unknown, line: string) => void logged.push(line), warn: (_: unknown, line: string) => void logged.push(line) } as unknown as FastifyBaseLogger
  const holds = {
    heartbeat: async (id: string) => void steps.push(`heartbeat ${id}`),
    keep: async (id: string) => {
      steps.push(`keep ${id}`)
      return keeps
    },
    refund: async (hold: { id: string }) => {
      steps.push(`refund ${hold.id}`)
      return true
    },
  }
  const charging = new ChargingService(
    {} as LedgerRepository,
    holds as unknown as HoldRepository,
    {} as AccountRepository,
    { dailyFree: 1, vipDailyFree: 3, proReadingCost: 10, chatFreePerReading: 1, chatCost: 2, chatMaxPerReading: 5 } as ConstructorParameters<typeof ChargingService>[3],
    () => ({}) as ReturnType<ConstructorParameters<typeof ChargingService>[4]>,
  )
  const writer = { write } as unknown as AiWriter
  const client: AnswerStream = {
    signal: new AbortController().signal,
    send: async (event, data) => void steps.push(`${event} ${JSON.stringify(data)}`),
  }
  const settlement: StreamSettlement = {
    reservation: RESERVED,
    claim: { renew: async () => void steps.push('renew claim'), release: async () => void steps.push('release claim') },
    writer,
    client,
    log,
    now: () => clock.now,
    staleMs: 3,
    meta: { engine: 'model' },
    job: async () => ({ kind: 'reading', owner: { userId: 'u1', readingId: 'r1' }, run: () => (async function* () {})() }),
    store: async (answer) => void steps.push(`store ${answer.engine}`),
    done: (answer, charged) => ({ engine: answer.engine, charged }),
    failure: { message: 'Nothing was delivered', log: 'interpretation failed' },
  }
  return { steps, logged, run: () => charging.settleStream(settlement) }
}

describe('settleStream', () => {
  it('a stream that fails after reserving refunds the hold once, then lets the claim go, and says so', async () => {
    const { steps, logged, run } = harness({ write: () => Promise.reject(new Error('the model went away')) })
    await run()
    expect(steps).toEqual(['meta {"engine":"model"}', 'refund reading:r1:0', 'release claim', 'error {"code":500000,"message":"Nothing was delivered","refunded":true}'])
    expect(logged).toEqual(['interpretation failed'])
  })

  it('a delivered answer is stored before its hold is kept, and is charged', async () => {
    const { steps, run } = harness({ write: async () => generation() })
    await run()
    expect(steps).toEqual(['meta {"engine":"model"}', 'store model', 'keep reading:r1:0', 'done {"engine":"model","charged":true}'])
  })

  it("the fallback's answer is stored and delivered free: its hold is refunded, never kept", async () => {
    const { steps, run } = harness({ write: async () => generation({ engine: 'offline', fellBack: true }) })
    await run()
    expect(steps).toEqual(['meta {"engine":"model"}', 'store offline', 'refund reading:r1:0', 'done {"engine":"offline","charged":false}'])
  })

  it('an answer whose hold a sweep refunded first is delivered uncharged, and not refunded twice', async () => {
    const { steps, run } = harness({ write: async () => generation(), keeps: false })
    await run()
    expect(steps).toEqual(['meta {"engine":"model"}', 'store model', 'keep reading:r1:0', 'done {"engine":"model","charged":false}'])
  })

  it('nothing written (the writer delivered no text) is refunded and the claim let go, nothing stored', async () => {
    const { steps, run } = harness({ write: async () => generation({ engine: null, text: '', aborted: true }) })
    await run()
    expect(steps).not.toContain('store model')
    expect(steps.filter((step) => step.startsWith('refund'))).toEqual(['refund reading:r1:0'])
    expect(steps.slice(-2)).toEqual(['release claim', 'error {"code":500000,"message":"Nothing was delivered","refunded":true}'])
  })

  it('a live stream renews its claim and its hold as text flows', async () => {
    const clock = { now: 0 }
    const { steps, run } = harness({
      clock,
      write: async ({ stream }) => {
        clock.now += 5 // past the renewal interval (a third of staleMs)
        await stream.send('delta', { text: 'The cards' })
        return generation()
      },
    })
    await run()
    expect(steps).toContain('renew claim')
    expect(steps).toContain('heartbeat reading:r1:0')
    expect(steps.indexOf('renew claim')).toBeLessThan(steps.indexOf('heartbeat reading:r1:0'))
    expect(steps.at(-1)).toBe('done {"engine":"model","charged":true}')
  })
})
