import { describe, expect, it } from 'vitest'
import { fallbackGraphemeCount, isRepeatChoice, validateCardInput, validateQuestion, visibleLength } from './validation'

describe('question validation (spec §5)', () => {
  it('asks for a question when there is none', () => {
    expect(validateQuestion('', 'en')).toBe('question.empty')
    expect(validateQuestion('   ', 'zh-Hans')).toBe('question.empty')
  })
  it('refuses one that is too short', () => {
    expect(validateQuestion('工作？', 'zh-Hans')).toBe('question.tooShort')
    expect(validateQuestion('Love?', 'en')).toBe('question.tooShort')
    expect(validateQuestion('我该换工作吗', 'zh-Hans')).toBeNull()
  })
  it('limits Chinese to 50 and English to 150 visible characters', () => {
    expect(validateQuestion('问'.repeat(50), 'zh-Hans')).toBeNull()
    expect(validateQuestion('问'.repeat(51), 'zh-Hant')).toBe('question.tooLong')
    expect(validateQuestion('a'.repeat(150), 'en')).toBeNull()
    expect(validateQuestion('a'.repeat(151), 'en')).toBe('question.tooLong')
  })
  it('counts an emoji as one character, as a person sees it', () => {
    const family = '👨‍👩‍👧‍👦'
    expect(visibleLength(family)).toBe(1)
    expect(fallbackGraphemeCount(family)).toBe(1)
    expect(fallbackGraphemeCount('🇨🇳🇹🇼')).toBe(2)
    expect(fallbackGraphemeCount('👍🏽ok')).toBe(3)
    // 49 characters plus an emoji is 50: still within the Chinese limit.
    expect(validateQuestion(`${'问'.repeat(49)}${family}`, 'zh-Hans')).toBeNull()
  })
})

describe('physical card input (spec §5)', () => {
  const up = (id: string) => ({ id, orientation: 'upright' as const })
  it('needs a card for every position', () => {
    expect(validateCardInput([up('Major00'), { id: null, orientation: null }], 2)).toBe('cards.incomplete')
    expect(validateCardInput([up('Major00')], 2)).toBe('cards.incomplete')
  })
  it('refuses a card chosen twice', () => {
    expect(validateCardInput([up('Cups01'), up('Cups01')], 2)).toBe('cards.repeated')
    expect(isRepeatChoice([up('Cups01'), up('Cups02')], 1, 'Cups01')).toBe(true)
    expect(isRepeatChoice([up('Cups01'), up('Cups02')], 0, 'Cups01')).toBe(false)
  })
  it('needs each card upright or reversed, and a real card', () => {
    expect(validateCardInput([{ id: 'Cups01', orientation: null }], 1)).toBe('cards.orientation')
    expect(validateCardInput([up('Pentacles01')], 1)).toBe('cards.unknown')
    expect(validateCardInput([up('Cups01'), { id: 'Major13', orientation: 'reversed' }], 2)).toBeNull()
  })
})
