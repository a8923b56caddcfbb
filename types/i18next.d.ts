import 'i18next'
import type common from '../src/locales/zh-Hans/common.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: { common: typeof common }
  }
}
