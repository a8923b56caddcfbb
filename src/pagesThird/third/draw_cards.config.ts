export default definePageConfig({
  navigationBarTitleText: '抽牌',
})
