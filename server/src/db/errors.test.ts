import { describe, expect, it } from 'vitest'
import { databaseFailure, isUniqueViolation, loggableArgument, loggableError } from './errors'

/** As Drizzle throws it: the SQL and its parameters in the message, the driver's error (with the SQLSTATE) on `cause`. */
function drizzleError(code: string, constraint?: string) {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code, ...(constraint ? { constraint } : {}) })
  return Object.assign(new Error('Failed query: update "orders" set "transaction_id" = $1\nparams: 4200000secret'), { name: 'DrizzleQueryError', cause })
}

describe('database errors', () => {
  it('are found by the SQLSTATE on the cause, and a unique violation by its index', () => {
    expect(databaseFailure(drizzleError('23505', 'orders_transaction_idx'))).toEqual({ code: '23505', constraint: 'orders_transaction_idx' })
    expect(isUniqueViolation(drizzleError('23505', 'orders_transaction_idx'), 'orders_transaction_idx')).toBe(true)
    expect(isUniqueViolation(drizzleError('23505', 'other_idx'), 'orders_transaction_idx')).toBe(false)
    expect(isUniqueViolation(drizzleError('22021'))).toBe(false)
    expect(databaseFailure(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeNull()
    expect(databaseFailure(new Error('plain'))).toBeNull()
  })

  it('are logged by their code and stack frames, never with the SQL text or its parameters, wherever they are logged', () => {
    const logged = JSON.stringify([loggableError(drizzleError('23505')), loggableArgument({ err: drizzleError('22P02'), orderId: 'tp1' }), loggableArgument(drizzleError('40001'))])
    expect(logged).toContain('23505')
    expect(logged).toContain('22P02')
    expect(logged).toContain('40001')
    expect(logged).toContain('tp1')
    expect(logged).not.toMatch(/Failed query|secret|update "orders"/)
    const other = new Error('not a database error')
    expect(loggableError(other)).toBe(other)
    expect(loggableArgument({ err: other })).toEqual({ err: other })
  })
})
