export default definePageConfig({
  navigationBarTitleText: '咨询订单',
})
