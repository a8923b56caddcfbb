export default definePageConfig({
  navigationBarTitleText: '进阶AI占卜',
})
