export default definePageConfig({
  navigationBarTitleText: '关于与设置',
})
