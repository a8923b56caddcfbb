export default definePageConfig({
  navigationBarTitleText: '塔罗洞察',
})
