import Taro from '@tarojs/taro'
import { useSyncExternalStore } from 'react'
import { NotFoundScreen } from '@/components/not-found/not-found-screen'
import { HOME } from './routes'

// Events the Taro H5 router emits (see @tarojs/router spa.js): one for every route change, one when no page matches.
const NOT_FOUND_EVENT = '__taroRouterNotFound'
const ROUTE_CHANGE_EVENT = '__taroRouterChange'

// Listening starts when this module loads: the router may report an unknown entry address before React mounts.
let missing: string | null = null
const listeners = new Set<() => void>()
const set = (value: string | null) => {
  missing = value
  listeners.forEach((notify) => notify())
}
Taro.eventCenter.on(NOT_FOUND_EVENT, (event: { path: string }) => set(event.path))
Taro.eventCenter.on(ROUTE_CHANGE_EVENT, () => set(null))

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** H5: an address the app does not have would render blank; show a real not-found screen over it instead. */
export function NotFoundGate() {
  const path = useSyncExternalStore(subscribe, () => missing)
  if (path === null) return null
  return (
    <NotFoundScreen
      path={path}
      onHome={() => {
        set(null)
        void Taro.reLaunch({ url: HOME })
      }}
    />
  )
}
