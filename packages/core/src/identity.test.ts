import { describe, expect, it } from 'vitest'
import { hasPermission, hasRole, isTokenValid } from './identity'

const base = { userId: 'u1', roles: ['user'], permissions: ['reading:create'], expiresAt: 2_000 }

describe('identity rules (spec §6)', () => {
  it('holds a role only when listed', () => {
    expect(hasRole(base, 'user')).toBe(true)
    expect(hasRole(base, 'reader')).toBe(false)
  })
  it('holds a permission when listed, or for an admin', () => {
    expect(hasPermission(base, 'reading:create')).toBe(true)
    expect(hasPermission(base, 'reader:answer')).toBe(false)
    expect(hasPermission({ ...base, roles: ['admin'], permissions: [] }, 'reader:answer')).toBe(true)
  })
  it('is valid only while the expiry is later than now', () => {
    expect(isTokenValid(base, 1_999)).toBe(true)
    expect(isTokenValid(base, 2_000)).toBe(false)
  })
})
