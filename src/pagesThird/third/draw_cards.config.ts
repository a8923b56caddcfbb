export default definePageConfig({
  navigationBarTitleText: '抽牌',
  // The mini-program closed on this page reopens on it, and the page resumes the reading from the ask flow's store.
  restartStrategy: 'homePageAndLatestPage',
})
