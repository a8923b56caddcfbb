export default definePageConfig({
  navigationBarTitleText: '朋友分享的解读',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
