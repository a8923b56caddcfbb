import { messageKeyForNetworkCode, networkCodeOf } from '@/lib/http/network-errors'
import { normalizeMethod } from '@/lib/http/method'

describe('spec §8 network codes', () => {
  it.each([
    [{ errCode: 5 }, 5, 'errors.timeout'],
    [{ errMsg: 'request:fail timeout' }, 5, 'errors.timeout'],
    [{ errno: 600003 }, 600003, null],
    [{ errno: 602001 }, 602001, 'errors.uploadFailed'],
    [{ errno: 600009 }, 600009, 'errors.fetchFailed'],
    [{ errMsg: 'request:fail' }, undefined, 'errors.fetchFailed'],
  ])('%j is code %s and shows %s', (failure, code, key) => {
    expect(networkCodeOf(failure)).toBe(code)
    expect(messageKeyForNetworkCode(networkCodeOf(failure))).toBe(key)
  })

  it('keeps standard methods and falls back to GET otherwise (spec §5)', () => {
    expect(normalizeMethod('delete')).toBe('DELETE')
    expect(normalizeMethod('PATCHY')).toBe('GET')
    expect(normalizeMethod(undefined)).toBe('GET')
  })
})
