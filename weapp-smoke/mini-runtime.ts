import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * A stand-in for the WeChat mini-program runtime, enough to load Taro's built
 * dist/weapp in Node: a `wx` that records what the app asks of it, `App`/`Page`/
 * `Component` registration, the mini-program `require`, and page instances whose
 * `setData` keeps the render tree. It is a smoke test, not a runtime: it catches a
 * bundle that throws, a page that renders nothing and taps that go nowhere.
 */

export interface WxCall {
  api: string
  args: unknown[]
}

export interface PageInstance {
  route: string
  data: Record<string, unknown>
  options: Record<string, string>
  [method: string]: unknown
}

type Responder = (options: { url: string; method?: string; data?: unknown }) => { statusCode: number; data: unknown } | undefined

function setByPath(target: Record<string, unknown>, keyPath: string, value: unknown): void {
  // Taro sends keys like `root.cn.[0].cn.[2].v`; both `.[n]` and `[n]` appear.
  const parts = keyPath
    .replace(/\.\[/g, '[')
    .split(/\.|\[|\]/)
    .filter((p) => p !== '')
  let node: Record<string, unknown> = target
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value
      return
    }
    const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '')
    if (node[part] === undefined || node[part] === null) node[part] = nextIsIndex ? [] : {}
    node = node[part] as Record<string, unknown>
  })
}

export class MiniProgram {
  readonly calls: WxCall[] = []
  readonly storage = new Map<string, unknown>()
  readonly errors: unknown[] = []
  private readonly pageConfigs = new Map<string, Record<string, unknown>>()
  private readonly stack: PageInstance[] = []
  private readonly moduleCache = new Map<string, { exports: unknown }>()
  private readonly context: vm.Context
  private loadingRoute = ''
  private appInstance: Record<string, unknown> | null = null
  private pageNotFound: ((event: unknown) => void) | null = null
  /** What the app handed to `wx.onNeedPrivacyAuthorization`, for a test to call as WeChat would before a privacy API. */
  privacyListener: ((resolve: (answer: unknown) => void, event: { referrer: string }) => void) | null = null
  readonly appJson: { pages: string[]; subPackages?: { root: string; pages: string[] }[]; tabBar?: { list: { pagePath: string; text: string }[] } }

  constructor(
    readonly root: string,
    private readonly respond: Responder = () => undefined,
  ) {
    this.appJson = JSON.parse(readFileSync(path.join(root, 'app.json'), 'utf8'))
    const wx = this.createWx()
    const sandbox: Record<string, unknown> = {
      wx,
      console,
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      Promise,
      App: (config: Record<string, unknown>) => {
        this.appInstance = config
      },
      Page: (config: Record<string, unknown>) => {
        this.pageConfigs.set(this.loadingRoute, config)
      },
      Component: (config: Record<string, unknown>) => {
        this.pageConfigs.set(`component:${this.loadingRoute}`, config)
      },
      Behavior: (config: unknown) => config,
      getApp: () => this.appInstance,
      getCurrentPages: () => [...this.stack],
      requirePlugin: () => ({}),
      __wxConfig: { envVersion: 'develop', platform: 'devtools' },
    }
    sandbox.global = sandbox
    sandbox.globalThis = sandbox
    this.context = vm.createContext(sandbox)
  }

  private record(api: string, args: unknown[]): void {
    this.calls.push({ api, args })
  }

  callsTo(api: string): WxCall[] {
    return this.calls.filter((c) => c.api === api)
  }

  private createWx(): Record<string, unknown> {
    const systemInfo = {
      brand: 'harness',
      model: 'harness',
      pixelRatio: 2,
      screenWidth: 390,
      screenHeight: 844,
      windowWidth: 390,
      windowHeight: 844,
      statusBarHeight: 20,
      language: 'zh_CN',
      version: '8.0.50',
      system: 'iOS 17',
      platform: 'devtools',
      SDKVersion: '3.5.0',
      safeArea: { top: 20, left: 0, right: 390, bottom: 844, width: 390, height: 824 },
    }
    const done = (options: Record<string, unknown> | undefined, result: Record<string, unknown> = { errMsg: 'ok' }) => {
      setTimeout(() => {
        ;(options?.success as ((r: unknown) => void) | undefined)?.(result)
        ;(options?.complete as ((r: unknown) => void) | undefined)?.(result)
      }, 0)
    }
    const navigate = (api: string) => (options: Record<string, unknown>) => {
      this.record(api, [options])
      done(options)
    }
    const known: Record<string, unknown> = {
      getSystemInfoSync: () => systemInfo,
      getWindowInfo: () => systemInfo,
      getDeviceInfo: () => systemInfo,
      getAppBaseInfo: () => systemInfo,
      getSystemInfo: (o: Record<string, unknown>) => done(o, systemInfo),
      getMenuButtonBoundingClientRect: () => ({ top: 24, bottom: 56, left: 300, right: 380, width: 80, height: 32 }),
      getLaunchOptionsSync: () => ({ path: this.appJson.pages[0], query: {}, scene: 1001 }),
      getEnterOptionsSync: () => ({ path: this.appJson.pages[0], query: {}, scene: 1001 }),
      canIUse: () => true,
      nextTick: (fn: () => void) => setTimeout(fn, 0),
      getStorageSync: (key: string) => (this.storage.has(key) ? this.storage.get(key) : ''),
      setStorageSync: (key: string, value: unknown) => {
        this.storage.set(key, value)
      },
      removeStorageSync: (key: string) => {
        this.storage.delete(key)
      },
      onNeedPrivacyAuthorization: (fn: MiniProgram['privacyListener']) => {
        this.record('onNeedPrivacyAuthorization', [])
        this.privacyListener = fn
      },
      onPageNotFound: (fn: (event: unknown) => void) => {
        this.pageNotFound = fn
      },
      offPageNotFound: () => {
        this.pageNotFound = null
      },
      request: (options: { url: string; method?: string; data?: unknown; success?: (r: unknown) => void; fail?: (e: unknown) => void; complete?: (r: unknown) => void }) => {
        this.record('request', [options])
        setTimeout(() => {
          const res = this.respond(options)
          if (res) {
            const result = { ...res, header: {}, errMsg: 'request:ok' }
            options.success?.(result)
            options.complete?.(result)
          } else {
            const err = { errMsg: 'request:fail harness has no answer', errno: 600009 }
            options.fail?.(err)
            options.complete?.(err)
          }
        }, 0)
        return { abort: () => undefined, onChunkReceived: () => undefined }
      },
      navigateTo: navigate('navigateTo'),
      redirectTo: navigate('redirectTo'),
      switchTab: navigate('switchTab'),
      reLaunch: navigate('reLaunch'),
      navigateBack: navigate('navigateBack'),
      createSelectorQuery: () => {
        const q = {
          in: () => q,
          select: () => q,
          selectAll: () => q,
          selectViewport: () => q,
          boundingClientRect: () => q,
          scrollOffset: () => q,
          fields: () => q,
          exec: (cb?: (r: unknown[]) => void) => cb?.([]),
        }
        return q
      },
    }
    // The APIs pages use are recorded and answered with success, so a test can see what a page asked for.
    // Taro copies wx's functions onto its own object at start-up, so they must exist as real properties.
    const recorded = [
      'setNavigationBarTitle',
      'setNavigationBarColor',
      'setTabBarItem',
      'setTabBarStyle',
      'showTabBar',
      'hideTabBar',
      'showToast',
      'hideToast',
      'showLoading',
      'hideLoading',
      'showModal',
      'showActionSheet',
      'login',
      'checkSession',
      'requestPayment',
      'getStorage',
      'setStorage',
      'removeStorage',
      'pageScrollTo',
      'stopPullDownRefresh',
      'startPullDownRefresh',
      'vibrateShort',
      'setClipboardData',
      'getNetworkType',
      'onNetworkStatusChange',
      'loadFontFace',
      'setBackgroundColor',
      'requestSubscribeMessage',
      'showShareMenu',
      'hideShareMenu',
    ]
    for (const api of recorded) {
      if (api in known) continue
      known[api] = (options?: Record<string, unknown>) => {
        this.record(api, [options])
        if (options && typeof options === 'object') done(options, api === 'showModal' ? { errMsg: 'ok', confirm: true, cancel: false } : { errMsg: 'ok' })
        return undefined
      }
    }
    // Anything else the app calls is recorded too, so the log shows what a page asked for.
    return new Proxy(known, {
      get: (target, prop: string) => {
        if (prop in target) return target[prop]
        if (prop === 'webpackJsonp') return undefined
        return (options?: Record<string, unknown>) => {
          this.record(prop, [options])
          if (options && typeof options === 'object') done(options)
          return undefined
        }
      },
      set: (target, prop: string, value) => {
        target[prop] = value
        return true
      },
    })
  }

  /** The mini-program's CommonJS `require`, relative to the file that asks. */
  require(file: string, from = ''): unknown {
    const base = from ? path.dirname(from) : ''
    let rel = path.posix.normalize(path.posix.join(base, file))
    if (!rel.endsWith('.js')) rel += '.js'
    const cached = this.moduleCache.get(rel)
    if (cached) return cached.exports
    const module = { exports: {} as unknown }
    this.moduleCache.set(rel, module)
    const code = readFileSync(path.join(this.root, rel), 'utf8')
    const fn = vm.runInContext(`(function (module, exports, require) {${code}\n})`, this.context, { filename: rel })
    fn(module, module.exports, (next: string) => this.require(next, rel))
    return module.exports
  }

  launch(): void {
    this.require('app.js')
    if (!this.appInstance) throw new Error('app.js did not call App()')
    const launch = { path: this.appJson.pages[0], query: {}, scene: 1001 }
    ;(this.appInstance.onLaunch as ((o: unknown) => void) | undefined)?.call(this.appInstance, launch)
    ;(this.appInstance.onShow as ((o: unknown) => void) | undefined)?.call(this.appInstance, launch)
  }

  allRoutes(): string[] {
    const subs = (this.appJson.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))
    return [...this.appJson.pages, ...subs]
  }

  /** Loads a page's script, creates its instance and runs onLoad/onShow/onReady. */
  async openPage(route: string, options: Record<string, string> = {}): Promise<PageInstance> {
    this.loadingRoute = route
    this.require(`${route}.js`)
    const config = this.pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    const instance = Object.create(config) as PageInstance
    instance.route = route
    instance.options = options
    instance.data = JSON.parse(JSON.stringify(config.data ?? {}))
    instance.setData = (patch: Record<string, unknown>, cb?: () => void) => {
      for (const [key, value] of Object.entries(patch)) setByPath(instance.data, key, value)
      cb?.()
    }
    instance.selectComponent = () => null
    this.stack.push(instance)
    const call = (name: string, ...args: unknown[]) => (instance[name] as ((...a: unknown[]) => void) | undefined)?.apply(instance, args)
    call('onLoad', options)
    call('onShow')
    call('onReady')
    await this.settle()
    return instance
  }

  closePage(instance: PageInstance): void {
    ;(instance.onUnload as (() => void) | undefined)?.call(instance)
    const index = this.stack.indexOf(instance)
    if (index >= 0) this.stack.splice(index, 1)
  }

  /** Lets React commit and Taro flush its setData batches. */
  async settle(): Promise<void> {
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 5))
  }

  notFound(path: string): void {
    this.pageNotFound?.({ path, query: {}, isEntryPage: false })
  }
}

/** Every text in a Taro render tree (`v` holds a text node's value). */
export function textsOf(node: unknown, out: string[] = []): string[] {
  if (!node || typeof node !== 'object') return out
  const n = node as { v?: unknown; cn?: unknown[] }
  if (typeof n.v === 'string' && n.v.trim()) out.push(n.v.trim())
  for (const child of n.cn ?? []) textsOf(child, out)
  return out
}

/** Finds the element whose class list contains `className` and returns its Taro sid. */
export function findByClass(node: unknown, className: string): { sid: string } | null {
  if (!node || typeof node !== 'object') return null
  const n = node as { cl?: string; sid?: string; cn?: unknown[] }
  if (typeof n.cl === 'string' && n.cl.split(/\s+/).includes(className) && n.sid) return { sid: n.sid }
  for (const child of n.cn ?? []) {
    const hit = findByClass(child, className)
    if (hit) return hit
  }
  return null
}

/** Every element whose class list contains `className`, in tree order. */
export function findAllByClass(node: unknown, className: string, out: { sid: string }[] = []): { sid: string }[] {
  if (!node || typeof node !== 'object') return out
  const n = node as { cl?: string; sid?: string; cn?: unknown[] }
  if (typeof n.cl === 'string' && n.cl.split(/\s+/).includes(className) && n.sid) out.push({ sid: n.sid })
  for (const child of n.cn ?? []) findAllByClass(child, className, out)
  return out
}

/** Fires a tap the way the mini-program does: through the page's Taro event handler `eh`. */
/** A form control's change (a switch flipped): `detail.value` as WeChat gives it. */
export async function change(app: MiniProgram, page: PageInstance, sid: string, value: unknown): Promise<void> {
  const target = { id: sid, dataset: { sid }, offsetLeft: 0, offsetTop: 0 }
  const event = { type: 'change', timeStamp: Date.now(), target, currentTarget: target, detail: { value } }
  ;(page.eh as (e: unknown) => void).call(page, event)
  await app.settle()
}

/** Any other component event (`agreeprivacyauthorization` from an open-type button, say), as WeChat sends it. */
export async function fire(app: MiniProgram, page: PageInstance, sid: string, type: string, detail: Record<string, unknown> = {}): Promise<void> {
  const target = { id: sid, dataset: { sid }, offsetLeft: 0, offsetTop: 0 }
  ;(page.eh as (e: unknown) => void).call(page, { type, timeStamp: Date.now(), target, currentTarget: target, detail })
  await app.settle()
}

export async function tap(app: MiniProgram, page: PageInstance, sid: string): Promise<void> {
  const target = { id: sid, dataset: { sid }, offsetLeft: 0, offsetTop: 0 }
  const event = { type: 'tap', timeStamp: Date.now(), target, currentTarget: target, detail: { x: 10, y: 10 }, touches: [], changedTouches: [] }
  ;(page.eh as (e: unknown) => void).call(page, event)
  await app.settle()
}
