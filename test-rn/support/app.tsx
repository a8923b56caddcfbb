// The RN app as `taro build --type rn` assembles it (@tarojs/rn-transformer's generated entry):
// the App component, every page of the route table wrapped by createPageConfig, the tab bar's icons
// inlined, all handed to createReactNativeApp — so Taro's RN router and runtime run for real.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createPageConfig, createReactNativeApp } from '@tarojs/runtime-rn'
import { camelCase } from 'lodash'
import { allRoutes } from '@/lib/navigation/routes'

const src = path.resolve(__dirname, '../../src')
const dataUri = (file: string) => `data:image/png;base64,${readFileSync(path.join(src, file)).toString('base64')}`

/** The routes the RN build ships (no H5-only package), in app.config order. */
export const RN_ROUTES = allRoutes(false)

type TabBar = { list: { pagePath: string; iconPath?: string; selectedIconPath?: string }[] }

export function createTestApp() {
  // require(): pages load as the generated entry imports them.
  const App = require('@/app').default
  const appConfig = require('@/app.config').default
  const pageList = RN_ROUTES.map((pagePath) => {
    const page = require(`${src}${pagePath}`).default
    const pageConfig = require(`${src}${pagePath}.config`).default
    return { name: camelCase(pagePath), pagePath, component: createPageConfig(page, { ...pageConfig, pagePath }) }
  })
  const tabBar = appConfig.tabBar as TabBar
  const config = {
    appConfig: {
      designWidth: 750,
      deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
      ...appConfig,
      tabBar: { ...tabBar, list: tabBar.list.map((item) => ({ ...item, iconPath: dataUri(item.iconPath!), selectedIconPath: dataUri(item.selectedIconPath!) })) },
    },
    pageList,
  }
  ;(globalThis as { __taroAppConfig?: unknown }).__taroAppConfig = config
  return createReactNativeApp(App, config, pageList[0]!.component)
}
