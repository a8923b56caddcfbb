import { describe, expect, it } from 'vitest'
import { GuestLoginResponse } from './auth'
import { ResultCode } from './codes'

describe('guest login contract', () => {
  it('accepts the spec shape with data.access_token', () => {
    const parsed = GuestLoginResponse.safeParse({ code: 0, data: { access_token: 'abc', expires_at: 1 } })
    expect(parsed.success).toBe(true)
  })
  it('rejects an answer without an access token', () => {
    expect(GuestLoginResponse.safeParse({ code: 0, data: { expires_at: 1 } }).success).toBe(false)
    expect(GuestLoginResponse.safeParse({ code: 0, data: { access_token: '', expires_at: 1 } }).success).toBe(false)
  })
  it('keeps the spec code for an expired token', () => {
    expect(ResultCode.tokenExpired).toBe(401000)
  })
})
