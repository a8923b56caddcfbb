import { window as taroWindow } from '@tarojs/runtime'

interface H5Route {
  path: string
  load: () => [Promise<unknown>, ...unknown[]]
}

const started = new Set<string>()

/**
 * H5 has no preloadRule: fetch the subpackage pages' chunks while the browser is
 * idle, through the router's own loaders so the same chunks are reused on navigation.
 */
export function preloadPackages(packages: readonly string[]): void {
  const routes = ((taroWindow as unknown as { __taroAppConfig?: { routes?: H5Route[] } }).__taroAppConfig?.routes ?? []) as H5Route[]
  const idle = (cb: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(cb, { timeout: 2000 }) : setTimeout(cb, 300))
  for (const root of packages) {
    if (started.has(root)) continue
    started.add(root)
    idle(() => {
      for (const route of routes.filter((r) => r.path.replace(/^\//, '').startsWith(`${root}/`))) {
        void Promise.resolve(route.load()[0]).catch(() => started.delete(root))
      }
    })
  }
}
