import { describe, expect, it } from 'vitest'
import { EMPTY_USER_INFO, SESSION_LIFETIME_MS, hasAccess, isLoginExpired, isVip, nextAcquisitionSource, withAddressToken, vipReasons, withEnergy, withExpiryApplied, withTokenCleared } from './session'

const now = Date.UTC(2026, 10, 21, 12)

describe('login expiry (spec §4)', () => {
  it('keeps a token younger than 30 days', () => {
    const info = { ...EMPTY_USER_INFO, token: 't', time: now - SESSION_LIFETIME_MS + 1000 }
    expect(isLoginExpired(info, now)).toBe(false)
    expect(withExpiryApplied(info, now)).toBe(info)
  })

  it('clears a token older than 30 days: logged out, energy -1, not vip', () => {
    const info = { ...EMPTY_USER_INFO, token: 't', time: now - SESSION_LIFETIME_MS - 1, energy: 12, vip: true, uken: 'g' }
    const after = withExpiryApplied(info, now)
    expect(after.token).toBe('')
    expect(after.energy).toBe(-1)
    expect(after.vip).toBe(false)
    expect(after.uken).toBe('g')
  })

  it('clears a token that has no login time', () => {
    expect(isLoginExpired({ token: 't', time: 0 }, now)).toBe(true)
  })

  it('stamps a token from the address with the current time', () => {
    const after = withAddressToken(EMPTY_USER_INFO, 'abc', now)
    expect(after).toMatchObject({ token: 'abc', time: now })
  })

  it('clears token and time on 401000', () => {
    const after = withTokenCleared({ ...EMPTY_USER_INFO, token: 't', time: now, userId: 'u1' })
    expect(after).toMatchObject({ token: '', time: 0, userId: 'u1' })
  })
})

describe('energy and vip (spec §4, §6)', () => {
  it('is vip with energy above zero or with a vip time', () => {
    expect(isVip({ total: 1 })).toBe(true)
    expect(isVip({ total: 0, vipTime: '2026-12-01' })).toBe(true)
    expect(isVip({ total: 0, vipTime: null })).toBe(false)
    expect(isVip({ total: 0 })).toBe(false)
  })
  it('sets energy to the total', () => {
    expect(withEnergy(EMPTY_USER_INFO, { total: 30 })).toMatchObject({ energy: 30, vip: true })
  })
  it('gives access with a token or a guest token only', () => {
    expect(hasAccess({ token: '', uken: '' })).toBe(false)
    expect(hasAccess({ token: '', uken: 'g' })).toBe(true)
    expect(hasAccess({ token: 't', uken: '' })).toBe(true)
  })
})

describe('acquisition source (spec §4)', () => {
  it('stores the agent parameter', () => {
    expect(nextAcquisitionSource({ agent: 'A7' }, null)).toBe('A7')
  })
  it('prefixes the agent when a search-engine click id is present', () => {
    expect(nextAcquisitionSource({ agent: 'A7', bd_vid: 'x' }, null)).toBe('h5_A7')
  })
  it('clears a stale prefixed source when no click id is present', () => {
    expect(nextAcquisitionSource({}, 'h5_A7')).toBeNull()
  })
  it('leaves an ordinary stored source alone', () => {
    expect(nextAcquisitionSource({}, 'A7')).toBeUndefined()
    expect(nextAcquisitionSource({ gclid: 'x' }, 'h5_A7')).toBeUndefined()
  })
})

describe('what makes a VIP (spec §6)', () => {
  it('names energy, a VIP time, both, or nothing', () => {
    expect(vipReasons({ total: 60, vipTime: null })).toEqual(['energy'])
    expect(vipReasons({ total: 0, vipTime: '2026-12-01T00:00:00.000Z' })).toEqual(['vipTime'])
    expect(vipReasons({ total: 5, vipTime: '2026-12-01T00:00:00.000Z' })).toEqual(['energy', 'vipTime'])
    expect(vipReasons({ total: 0, vipTime: null })).toEqual([])
  })
})
