export default definePageConfig({
  navigationBarTitleText: '微信支付',
})
