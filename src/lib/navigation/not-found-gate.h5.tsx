import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { NotFoundScreen } from '@/components/not-found/not-found-screen'
import { HOME } from './routes'

// Events the Taro H5 router emits (see @tarojs/router spa.js): one for every route change, one when no page matches.
const NOT_FOUND_EVENT = '__taroRouterNotFound'
const ROUTE_CHANGE_EVENT = '__taroRouterChange'

/** H5: an address the app does not have would render blank; show a real not-found screen over it instead. */
export function NotFoundGate() {
  const [missing, setMissing] = useState<string | null>(null)
  useEffect(() => {
    const onNotFound = (event: { path: string }) => setMissing(event.path)
    const onChange = () => setMissing(null)
    Taro.eventCenter.on(NOT_FOUND_EVENT, onNotFound)
    Taro.eventCenter.on(ROUTE_CHANGE_EVENT, onChange)
    return () => {
      Taro.eventCenter.off(NOT_FOUND_EVENT, onNotFound)
      Taro.eventCenter.off(ROUTE_CHANGE_EVENT, onChange)
    }
  }, [])
  if (missing === null) return null
  return (
    <NotFoundScreen
      path={missing}
      onHome={() => {
        setMissing(null)
        void Taro.reLaunch({ url: HOME })
      }}
    />
  )
}
