export default definePageConfig({
  navigationBarTitleText: '追问',
})
