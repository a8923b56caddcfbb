import { describe, expect, it } from 'vitest'
import { VALIDATION_TEXTS } from './validation'

const keysOf = (value: unknown, prefix = ''): string[] => (typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)])

describe('the shared validation texts', () => {
  it('say the same things in every language', () => {
    const reference = keysOf(VALIDATION_TEXTS['zh-Hans']).sort()
    expect(keysOf(VALIDATION_TEXTS['zh-Hant']).sort()).toEqual(reference)
    expect(keysOf(VALIDATION_TEXTS.en).sort()).toEqual(reference)
  })

  it('keep the spec’s English words', () => {
    expect(VALIDATION_TEXTS.en.cards.repeated).toBe('Cannot Select Repeatedly')
    expect(VALIDATION_TEXTS.en.question.empty).toBe('Please enter your question')
  })
})
