export default definePageConfig({
  navigationBarTitleText: 'AI塔罗助手',
})
