export default definePageConfig({
  navigationBarTitleText: '我分享的链接',
})
