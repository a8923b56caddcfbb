export default definePageConfig({
  navigationBarTitleText: 'AI塔罗',
  // The menu shares today's card (share-today.tsx): a chat card with its 5:4 poster, and Moments.
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
