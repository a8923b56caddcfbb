export default definePageConfig({
  navigationBarTitleText: '牌义与文章',
})
