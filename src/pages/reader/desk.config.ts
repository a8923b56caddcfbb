export default definePageConfig({
  navigationBarTitleText: '塔罗师工作台',
})
