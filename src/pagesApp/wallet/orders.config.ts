export default definePageConfig({
  navigationBarTitleText: '购买记录',
})
