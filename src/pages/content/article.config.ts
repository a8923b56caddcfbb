export default definePageConfig({
  navigationBarTitleText: '文章',
})
