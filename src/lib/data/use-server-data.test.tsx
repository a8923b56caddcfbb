import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { readingKey } from './reading'
import { useServerData } from './use-server-data'

jest.mock('@tarojs/taro', () => ({ useDidShow: () => undefined }))

function withCache(cache: Map<string, unknown>) {
  return ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => cache as never }}>{children}</SWRConfig>
}

describe('server data in the app cache', () => {
  it('loads nothing while there is nothing to load: no reading id, no request', async () => {
    const load = jest.fn(async () => 'reading')
    const cache = new Map<string, unknown>()
    const { result } = renderHook(() => useServerData(readingKey(undefined), load), { wrapper: withCache(cache) })
    await act(async () => undefined)
    expect(load).not.toHaveBeenCalled()
    expect(result.current.state.status).toBe('loading')
    expect(cache.size).toBe(0)
  })

  it("drops a fresh screen's own copy when the screen goes, so readings opened one after another keep no copies behind", async () => {
    const cache = new Map<string, unknown>()
    for (const id of ['r1', 'r2', 'r3']) {
      const view = renderHook(() => useServerData(readingKey(id), async () => `reading ${id}`, { fresh: true }), { wrapper: withCache(cache) })
      await waitFor(() => expect(view.result.current.state).toEqual({ status: 'ready', value: `reading ${id}` }))
      expect(cache.size).toBe(1)
      view.unmount()
      expect(cache.size).toBe(0)
    }
  })

  it('keeps a shared copy for the next screen that asks for the same thing, shown at once', async () => {
    const cache = new Map<string, unknown>()
    const first = renderHook(() => useServerData(['wallet'], async () => 10), { wrapper: withCache(cache) })
    await waitFor(() => expect(first.result.current.state.status).toBe('ready'))
    first.unmount()
    const second = renderHook(() => useServerData(['wallet'], () => new Promise<number>(() => undefined)), { wrapper: withCache(cache) })
    expect(second.result.current.state).toEqual({ status: 'ready', value: 10 })
  })
})
