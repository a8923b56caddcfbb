export default definePageConfig({
  navigationBarTitleText: '免费AI占卜',
})
