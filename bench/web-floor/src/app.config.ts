// The floor: the least a Taro 4 H5 app with two tab pages can be. bench/web.mjs builds it with the project's config.
export default defineAppConfig({
  pages: ['pages/index/index', 'pages/index/second'],
  window: { navigationBarTitleText: 'Floor', navigationStyle: 'custom' },
  tabBar: {
    list: [
      { pagePath: 'pages/index/index', text: 'One', iconPath: 'assets/tab.png', selectedIconPath: 'assets/tab.png' },
      { pagePath: 'pages/index/second', text: 'Two', iconPath: 'assets/tab.png', selectedIconPath: 'assets/tab.png' },
    ],
  },
})
