export default definePageConfig({
  navigationBarTitleText: '能量与会员',
})
