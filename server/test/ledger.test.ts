import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client'
import { LedgerRepository } from '../src/db/ledger'
import { UserRepository } from '../src/db/users'
import { ENGINES, testDatabase } from './support/database'

describe.each(ENGINES)('the energy ledger under concurrency on %s', (engine) => {
  let handle: DatabaseHandle
  let ledger: LedgerRepository
  let users: UserRepository
  beforeAll(async () => {
    handle = await testDatabase(engine)
    ledger = new LedgerRepository(handle.db)
    users = new UserRepository(handle.db)
  }, 60_000)
  afterAll(() => handle.close())

  it('lets 100 parallel spends take exactly what the balance covers, never below zero', async () => {
    await users.createGuest('u_spend', 's_spend', new Date(Date.now() + 60_000))
    await ledger.apply('u_spend', 37, 'grant', 'grant-1')
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => ledger.apply('u_spend', -1, 'reading', `spend-${i}`)))
    expect(results.filter((r) => r.ok)).toHaveLength(37)
    expect(results.filter((r) => !r.ok)).toHaveLength(63)
    expect(await ledger.balance('u_spend')).toBe(0)
    expect(await ledger.ledgerSum('u_spend')).toBe(0)
  }, 60_000)

  it('charges an idempotency key once, however often and however concurrently it is retried', async () => {
    await users.createGuest('u_retry', 's_retry', new Date(Date.now() + 60_000))
    await ledger.apply('u_retry', 10, 'grant', 'grant-1')
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.apply('u_retry', -3, 'reading', 'reading-abc')))
    expect(results.every((r) => r.ok)).toBe(true)
    expect(await ledger.balance('u_retry')).toBe(7)
    expect(await ledger.ledgerSum('u_retry')).toBe(7)
  }, 60_000)

  it('gives a VIP exactly 3 free readings a day out of 50 parallel requests', async () => {
    await users.createGuest('u_vip', 's_vip', new Date(Date.now() + 60_000))
    const taken = await Promise.all(Array.from({ length: 50 }, () => ledger.takeFreeUse('u_vip', '2026-11-21', 3)))
    expect(taken.filter(Boolean)).toHaveLength(3)
    expect(await ledger.freeUsesOn('u_vip', '2026-11-21')).toBe(3)
    // The next day starts again; a failed reading gives its free use back.
    expect(await ledger.takeFreeUse('u_vip', '2026-11-22', 3)).toBe(true)
    await ledger.returnFreeUse('u_vip', '2026-11-21')
    expect(await ledger.takeFreeUse('u_vip', '2026-11-21', 3)).toBe(true)
  }, 60_000)
})
