export default definePageConfig({
  navigationBarTitleText: '解读',
})
