export default definePageConfig({
  navigationBarTitleText: '进阶解读',
})
