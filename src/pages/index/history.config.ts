export default definePageConfig({
  navigationBarTitleText: '占卜记录',
})
