import Taro from '@tarojs/taro'
import { window as taroWindow } from '@tarojs/runtime'
import { useState, useSyncExternalStore } from 'react'
import { PageNotLoadedScreen } from '@/components/not-found/page-not-loaded-screen'
import { isOffline } from '@/lib/platform/environment'
import { go } from './navigate'
import { isTabPage, routePath } from './rules'

/*
 * H5 loads each page's code when it is first opened (the router's lazy chunks). When that fetch fails
 * (offline, server down), Taro's router has already changed the address, then throws from its render:
 * the error surfaces only as an unhandled rejection (webpack's ChunkLoadError, or mini-css-extract's
 * "Loading CSS chunk … failed"), and the old screen stays up. This gate catches that and says so.
 */

const ROUTE_CHANGE_EVENT = '__taroRouterChange'
const CHUNK_FAILURE = /Loading (CSS )?chunk \S+ failed/

/** How the address last moved: forward (navigateTo), in place (redirect, tab switch, relaunch) or back. */
type Move = 'push' | 'replace' | 'pop'

interface Failure {
  /** The route with its query, as the address has it. */
  route: string
  move: Move
  /** The address of the screen still up, '' when there is none (the very first page failed). */
  shown: string
}

const addressRoute = () => decodeURI(window.location.hash.replace(/^#/, '')) || '/'
// history's hash mode keeps its entry index in the state: it tells a forward move from a back one.
const historyIndex = () => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' ? idx : 0
}

let index = historyIndex()
let address = addressRoute()
let previousAddress = ''
let move: Move = 'replace'
let failure: Failure | null = null
const listeners = new Set<() => void>()
const set = (value: Failure | null) => {
  failure = value
  listeners.forEach((notify) => notify())
}

Taro.eventCenter.on(ROUTE_CHANGE_EVENT, () => {
  const next = historyIndex()
  move = next > index ? 'push' : next === index ? 'replace' : 'pop'
  index = next
  previousAddress = address
  address = addressRoute()
  set(null)
})

const frontRoute = () => {
  const pages = Taro.getCurrentPages()
  const front = pages[pages.length - 1] as { route?: string; path?: string } | undefined
  return front ? routePath(`/${String(front.route ?? front.path ?? '').replace(/^\//, '')}`) : null
}

window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
  const reason = event.reason as { name?: unknown; message?: unknown } | null
  if (!reason || !(reason.name === 'ChunkLoadError' || CHUNK_FAILURE.test(String(reason.message)))) return
  // A part of the page in front (not a page) failed: that part handles it.
  if (frontRoute() === routePath(address)) return
  event.preventDefault()
  set({ route: address, move, shown: frontRoute() === null ? '' : previousAddress })
})

interface H5Route {
  path: string
  load: () => [Promise<unknown>, ...unknown[]]
}

/** Fetches a page's code through the router's own loader (webpack lets a failed chunk be fetched again). */
function loadPage(route: string): Promise<unknown> {
  const routes = (taroWindow as unknown as { __taroAppConfig?: { routes?: H5Route[] } }).__taroAppConfig?.routes ?? []
  const page = routes.find((r) => routePath(`/${r.path.replace(/^\//, '')}`) === routePath(route))
  return page ? Promise.resolve(page.load()[0]) : Promise.resolve()
}

/** The address back on the screen still up, without the router moving. */
function restoreAddress(shown: string) {
  window.history.replaceState(window.history.state, '', `#${shown}`)
  address = shown
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** H5: a page whose code cannot be fetched gets a plain "offline / server unreachable" screen with a retry. */
export function PageLoadGate() {
  const current = useSyncExternalStore(subscribe, () => failure)
  const [busy, setBusy] = useState(false)
  const [still, setStill] = useState(false)
  if (current === null) return null

  const retry = async () => {
    setBusy(true)
    try {
      // Fetch the code first: while it cannot be reached, this screen stays.
      await loadPage(current.route)
    } catch {
      setStill(true)
      return
    } finally {
      setBusy(false)
    }
    setStill(false)
    set(null)
    // The same move again, now that the code is here.
    if (isTabPage(current.route)) return go('switchTab', routePath(current.route))
    if (current.move === 'push' && current.shown) {
      restoreAddress(current.shown)
      // A failed attempt can leave its half-made page on the router's stack, where Back would land on a blank
      // screen: the stack starts again from the page that stayed up, then the move is made once more.
      if (frontRoute() !== routePath(current.shown)) await go('reLaunch', current.shown)
      return go('navigateTo', current.route)
    }
    return go('redirectTo', current.route)
  }

  const stay = current.shown
    ? () => {
        restoreAddress(current.shown)
        setStill(false)
        set(null)
      }
    : undefined

  return <PageNotLoadedScreen offline={isOffline()} still={still} busy={busy} onRetry={() => void retry()} onStay={stay} />
}
