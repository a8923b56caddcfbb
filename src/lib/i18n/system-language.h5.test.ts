import { deriveLanguage } from '@tarot/core/language'
import { systemLanguage } from './system-language.h5'

const setBrowserLanguage = (tag: string) => Object.defineProperty(window.navigator, 'language', { value: tag, configurable: true })

describe('the browser language on H5', () => {
  it('is what the app opens in when nothing is saved: English for en-GB, Traditional for zh-TW, Simplified for zh-CN', () => {
    setBrowserLanguage('en-GB')
    expect(deriveLanguage(null, systemLanguage())).toBe('en')
    setBrowserLanguage('zh-TW')
    expect(deriveLanguage(null, systemLanguage())).toBe('zh-Hant')
    setBrowserLanguage('zh-CN')
    expect(deriveLanguage(null, systemLanguage())).toBe('zh-Hans')
  })
})
