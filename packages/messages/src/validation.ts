import en from '../locales/en.json'
import zhHans from '../locales/zh-Hans.json'
import zhHant from '../locales/zh-Hant.json'

/**
 * The spec's validation messages (§5: question and card input), one home for the
 * app (merged into its `common` namespace as `validation.*`) and the server
 * (returned in the envelope's `message`), so both always say the same words.
 */
export type ValidationTexts = (typeof zhHans)['validation']

export const VALIDATION_TEXTS: Record<'zh-Hans' | 'zh-Hant' | 'en', ValidationTexts> = {
  'zh-Hans': zhHans.validation,
  'zh-Hant': zhHant.validation,
  en: en.validation,
}
