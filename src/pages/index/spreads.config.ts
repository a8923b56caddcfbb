export default definePageConfig({
  navigationBarTitleText: '牌阵',
})
