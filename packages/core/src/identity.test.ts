import { describe, expect, it } from 'vitest'
import { isTokenValid } from './identity'

const base = { userId: 'u1', expiresAt: 2_000 }

describe('identity rules (spec §6)', () => {
  it('is valid only while the expiry is later than now', () => {
    expect(isTokenValid(base, 1_999)).toBe(true)
    expect(isTokenValid(base, 2_000)).toBe(false)
  })
})
