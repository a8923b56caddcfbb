import Taro from '@tarojs/taro'
import { SESSION_LIFETIME_MS } from '@tarot/core/session'
import { applyEntryQuery, REFERRAL_AGENT_KEY, REFERRAL_FRIEND_KEY } from '@/lib/session/access'
import { useSession } from '@/stores/session'

const now = Date.UTC(2026, 10, 21)

function stored(key: string): unknown {
  const raw = Taro.getStorageSync(key)
  return raw ? JSON.parse(raw as string) : null
}

beforeEach(() => {
  Taro.clearStorageSync()
  useSession.setState({ token: '', uken: '', time: 0, energy: -1, vip: false })
})

describe('session store and entry rules (spec §3, §4)', () => {
  it('persists under user-info with a version', () => {
    useSession.getState().setGuestToken('g-1')
    expect(stored('user-info')).toMatchObject({ version: 1, state: { uken: 'g-1' } })
  })

  it('stores a token from the address stamped with the current time', async () => {
    await applyEntryQuery({ t: 'from-link' }, now)
    expect(useSession.getState()).toMatchObject({ token: 'from-link', time: now })
  })

  it('logs out a token older than 30 days on entry', async () => {
    useSession.setState({ token: 'old', time: now - SESSION_LIFETIME_MS - 1, energy: 5, vip: true })
    await applyEntryQuery({}, now)
    expect(useSession.getState()).toMatchObject({ token: '', energy: -1, vip: false })
  })

  it('captures agent and friend referrals, prefixing paid-search visits', async () => {
    await applyEntryQuery({ agent: 'A9', friend: 'F3' }, now)
    expect(Taro.getStorageSync(REFERRAL_AGENT_KEY)).toBe('A9')
    expect(Taro.getStorageSync(REFERRAL_FRIEND_KEY)).toBe('F3')
    await applyEntryQuery({ agent: 'A9', bd_vid: 'click' }, now)
    expect(Taro.getStorageSync(REFERRAL_AGENT_KEY)).toBe('h5_A9')
    await applyEntryQuery({}, now)
    expect(Taro.getStorageSync(REFERRAL_AGENT_KEY)).toBe('')
  })

  it('sets energy and vip from an energy answer', () => {
    useSession.getState().setEnergy({ total: 0, vipTime: '2026-12-31' })
    expect(useSession.getState()).toMatchObject({ energy: 0, vip: true })
  })

  it('migrates a version-0 record with energy unknown', async () => {
    Taro.setStorageSync('user-info', JSON.stringify({ version: 0, state: { token: 't', time: now, energy: 0 } }))
    await useSession.persist.rehydrate()
    expect(useSession.getState()).toMatchObject({ token: 't', energy: -1, vip: false })
  })
})

describe('launch (spec §4, §7)', () => {
  it('confirms a token from the address, binds the stored referrals and reads the energy', async () => {
    const { startSession } = await import('@/lib/session/access')
    const urls: string[] = []
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      urls.push(options.url)
      if (options.url.endsWith('/login/tarot')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { userId: 'u1', agentId: 'A9' } } })
      if (options.url.endsWith('/energy/amount')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { total: 12, vipTime: null } } })
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: {} } })
    }) as never)
    expect(await startSession({ t: 'link-token', agent: 'A9', friend: 'F3' }, now)).toEqual({ tokenRejected: false })
    expect(useSession.getState()).toMatchObject({ token: 'link-token', time: now, userId: 'u1', agentId: 'A9', energy: 12, vip: true })
    expect(urls.map((u) => u.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/tarot/rest/login/tarot', '/tarot/rest/agent/useragent/A9', '/tarot/rest/agent/friend/F3', '/tarot/rest/energy/amount'])
  })

  it('reports a link token the server refuses, clears it and carries on as a guest', async () => {
    const { startSession } = await import('@/lib/session/access')
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      if (options.url.endsWith('/login/tarot')) return Promise.resolve({ statusCode: 200, data: { code: 401000, message: 'expired' } })
      if (options.url.endsWith('/login/user')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { access_token: 'guest-1', expires_at: now + 1e9 } } })
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: { total: 0, vipTime: null } } })
    }) as never)
    expect(await startSession({ t: 'stale-token' }, now)).toEqual({ tokenRejected: true })
    expect(useSession.getState()).toMatchObject({ token: '', uken: 'guest-1' })
  })

  it('asks for the guest token again when the first request is lost on the network, instead of giving up', async () => {
    const { ensureAccess } = await import('@/lib/session/access')
    let calls = 0
    jest.spyOn(Taro, 'request').mockImplementation((() => {
      calls += 1
      if (calls === 1) return Promise.reject({ errMsg: 'request:fail' })
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: { access_token: 'guest-2', expires_at: now + 1e9 } } })
    }) as never)
    expect(await ensureAccess()).toBe(true)
    expect(calls).toBe(2)
    expect(useSession.getState().uken).toBe('guest-2')
  })

  it('does not ask again when the server refuses a guest token', async () => {
    const { ensureAccess } = await import('@/lib/session/access')
    let calls = 0
    jest.spyOn(Taro, 'request').mockImplementation((() => {
      calls += 1
      return Promise.resolve({ statusCode: 429, data: { code: 429000, message: 'Too many requests' } })
    }) as never)
    expect(await ensureAccess()).toBe(false)
    expect(calls).toBe(1)
  })

  it('keeps a link token when the server cannot be reached (it may be good)', async () => {
    const { startSession } = await import('@/lib/session/access')
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as never)
    expect(await startSession({ t: 'maybe-good' }, now)).toEqual({ tokenRejected: false })
    expect(useSession.getState().token).toBe('maybe-good')
  })
})
