import Taro from '@tarojs/taro'
import { request, setReauthorizer } from '@/lib/http/client'
import { initI18n } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'

initI18n('en')

type Call = { url: string; method: string; header: Record<string, string>; data?: unknown; timeout?: number }

function mockRequest(responses: Array<{ statusCode: number; data: unknown } | { fail: Record<string, unknown> }>) {
  const calls: Call[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: Call) => {
    calls.push(options)
    const next = responses.shift()
    if (!next) throw new Error('unexpected request')
    return ('fail' in next ? Promise.reject(next.fail) : Promise.resolve(next)) as never
  }) as never)
  return calls
}

beforeEach(() => {
  jest.restoreAllMocks()
  useSession.setState({ token: '', uken: '', time: 0 })
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
})

describe('the HTTP client', () => {
  it('sends tarot-token and tarot-lang, JSON for POST, and a 60 s time-out', async () => {
    useSession.setState({ token: 'user-token', uken: 'guest-token' })
    const calls = mockRequest([{ statusCode: 200, data: { code: 0, data: { ok: 1 } } }])
    await expect(request({ url: '/tarot/rest/x', method: 'post', data: { a: 1 } })).resolves.toEqual({ ok: 1 })
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.header).toMatchObject({ 'tarot-token': 'user-token', 'tarot-lang': 'en', 'content-type': 'application/json' })
    expect(calls[0]?.timeout).toBe(60_000)
  })

  it('sends the guest token when there is no user token, and none when told not to', async () => {
    useSession.setState({ token: '', uken: 'guest-token' })
    const calls = mockRequest([
      { statusCode: 200, data: { code: 0, data: 1 } },
      { statusCode: 200, data: { code: 0, data: 2 } },
    ])
    await request({ url: '/a' })
    await request({ url: '/b', auth: 'none' })
    expect(calls[0]?.header['tarot-token']).toBe('guest-token')
    expect(calls[1]?.header['tarot-token']).toBeUndefined()
  })

  it('falls back to GET for a method that is not standard', async () => {
    const calls = mockRequest([{ statusCode: 200, data: { code: 0, data: null } }])
    await request({ url: '/a', method: 'FETCH' })
    expect(calls[0]?.method).toBe('GET')
  })

  it('on 401000 clears the token, logs in again once and retries once', async () => {
    useSession.setState({ token: 'stale', time: 123 })
    const reauth = jest.fn(async () => {
      useSession.setState({ uken: 'fresh-guest' })
      return true
    })
    setReauthorizer(reauth)
    const calls = mockRequest([
      { statusCode: 200, data: { code: 401000, message: 'expired' } },
      { statusCode: 200, data: { code: 0, data: 'second time lucky' } },
    ])
    await expect(request({ url: '/tarot/rest/energy/amount' })).resolves.toBe('second time lucky')
    expect(reauth).toHaveBeenCalledTimes(1)
    expect(useSession.getState()).toMatchObject({ token: '', time: 0 })
    expect(calls[1]?.header['tarot-token']).toBe('fresh-guest')
  })

  it('does not loop when the retry is refused again', async () => {
    setReauthorizer(async () => true)
    mockRequest([
      { statusCode: 200, data: { code: 401000, message: 'expired' } },
      { statusCode: 200, data: { code: 401000, message: 'still expired' } },
    ])
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ code: 401000 })
  })

  it('maps the spec network codes to messages in the user language', async () => {
    mockRequest([{ fail: { errMsg: 'request:fail timeout', errCode: 5 } }])
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network', code: 5, message: 'The request timed out, please check your network and try again' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'The request timed out, please check your network and try again', duration: 1500 }))
    mockRequest([{ fail: { errMsg: 'request:fail', errno: 600009 } }])
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ message: 'Failed to fetch data, please try again later' })
  })

  it('shows nothing when the user aborted', async () => {
    mockRequest([{ fail: { errMsg: 'request:fail abort', errCode: 600003 } }])
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 600003 })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('shows the server error message for a 5xx', async () => {
    mockRequest([{ statusCode: 500, data: '<html>' }])
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ message: 'An unknown error occurred on the server, please try again later' })
  })
})
