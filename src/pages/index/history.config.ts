export default definePageConfig({
  navigationBarTitleText: '解读记录',
  // Pull down to refresh the list; reaching the bottom loads the next 20.
  enablePullDownRefresh: true,
  backgroundTextStyle: 'light',
  onReachBottomDistance: 80,
})
