export default definePageConfig({
  navigationBarTitleText: '牌阵详情',
})
