export default definePageConfig({
  navigationBarTitleText: '塔罗年度报告',
})
