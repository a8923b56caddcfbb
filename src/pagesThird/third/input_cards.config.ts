export default definePageConfig({
  navigationBarTitleText: '录入实体牌',
})
