import { MAIN_PAGES, PRELOAD, SUB_PACKAGES } from './lib/navigation/routes'

// The mini-program has no messaging-app browser landing or H5 card payment, so pagesH5 ships to H5 only.
const isH5 = process.env.TARO_ENV === 'h5'
const strip = (route: string) => route.replace(/^\//, '')

export default defineAppConfig({
  pages: MAIN_PAGES.map(strip),
  subPackages: SUB_PACKAGES.filter((p) => isH5 || !p.h5Only).map((p) => ({ root: p.root, pages: [...p.pages] })),
  preloadRule: Object.fromEntries(Object.entries(PRELOAD).map(([route, packages]) => [strip(route), { network: 'all' as const, packages: [...packages] }])),
  window: {
    backgroundTextStyle: 'light',
    backgroundColor: '#0d1330',
    navigationBarBackgroundColor: '#0d1330',
    navigationBarTitleText: 'AI塔罗',
    navigationBarTextStyle: 'white',
  },
  tabBar: {
    color: '#8c90b3',
    selectedColor: '#e2b85c',
    backgroundColor: '#0b1028',
    borderStyle: 'black',
    list: [
      { pagePath: 'pages/index/index', text: '首页', iconPath: 'assets/tabbar/home.png', selectedIconPath: 'assets/tabbar/home-active.png' },
      { pagePath: 'pages/index/spreads', text: '牌阵', iconPath: 'assets/tabbar/spreads.png', selectedIconPath: 'assets/tabbar/spreads-active.png' },
      { pagePath: 'pages/index/help', text: '牌义', iconPath: 'assets/tabbar/help.png', selectedIconPath: 'assets/tabbar/help-active.png' },
      { pagePath: 'pages/index/history', text: '记录', iconPath: 'assets/tabbar/history.png', selectedIconPath: 'assets/tabbar/history-active.png' },
    ],
  },
})
