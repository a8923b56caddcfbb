export default definePageConfig({
  navigationBarTitleText: '塔罗师主页',
})
