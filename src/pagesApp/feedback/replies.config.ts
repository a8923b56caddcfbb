export default definePageConfig({
  navigationBarTitleText: '反馈回复',
})
