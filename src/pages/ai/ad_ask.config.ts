export default definePageConfig({
  navigationBarTitleText: '免费解读',
})
