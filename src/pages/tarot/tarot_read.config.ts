export default definePageConfig({
  navigationBarTitleText: '解读',
  // The menu shares the link made on the page (share-hooks.ts); until then the chat card is the home page and Moments is hidden.
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
