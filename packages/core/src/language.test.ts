import { describe, expect, it } from 'vitest'
import { dataPathSegment, deriveLanguage, languageFromTag, questionLimit } from './language'

describe('languageFromTag (spec §7)', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh_CN', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh', 'zh-Hant'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['es-ES', 'en'],
  ])('%s gives %s', (tag, expected) => {
    expect(languageFromTag(tag)).toBe(expected)
  })

  it('falls back to Simplified Chinese when nothing is known', () => {
    expect(languageFromTag('')).toBe('zh-Hans')
    expect(languageFromTag(undefined)).toBe('zh-Hans')
  })
})

describe('deriveLanguage', () => {
  it('prefers the app setting over the system language', () => {
    expect(deriveLanguage('en', 'zh-CN')).toBe('en')
    expect(deriveLanguage('zh-Hant', 'en-US')).toBe('zh-Hant')
  })
  it('uses the system language when there is no setting', () => {
    expect(deriveLanguage(null, 'zh_TW')).toBe('zh-Hant')
    expect(deriveLanguage('', 'de-DE')).toBe('en')
  })
})

describe('data path and limits', () => {
  it('uses an empty segment for Simplified Chinese', () => {
    expect(dataPathSegment('zh-Hans')).toBe('')
    expect(dataPathSegment('zh-Hant')).toBe('zh-Hant')
    expect(dataPathSegment('en')).toBe('en')
  })
  it('limits questions to 50 characters in Chinese and 150 in English', () => {
    expect(questionLimit('zh-Hans')).toBe(50)
    expect(questionLimit('zh-Hant')).toBe(50)
    expect(questionLimit('en')).toBe(150)
  })
})
