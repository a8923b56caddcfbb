export default definePageConfig({
  navigationBarTitleText: '说明',
})
