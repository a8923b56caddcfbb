import { VALIDATION_MESSAGES_EN } from '@tarot/core/validation'
import { resources } from '@/lib/i18n/bundles'

// The app's common namespace as i18next gets it: its `validation` texts come from @tarot/messages.
const { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } = Object.fromEntries(Object.entries(resources).map(([language, namespaces]) => [language, namespaces.common]))

const lookup = (resource: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resource)

describe('validation messages in every language (spec §5)', () => {
  it.each(Object.entries(VALIDATION_MESSAGES_EN))('%s reads exactly as the spec in English', (key, english) => {
    expect(lookup(en, `validation.${key}`)).toBe(english)
  })

  it.each(Object.keys(VALIDATION_MESSAGES_EN))('%s has its own Chinese texts in both scripts', (key) => {
    const hans = lookup(zhHans, `validation.${key}`)
    const hant = lookup(zhHant, `validation.${key}`)
    expect(typeof hans).toBe('string')
    expect(typeof hant).toBe('string')
    expect(hans).not.toBe(lookup(en, `validation.${key}`))
    expect(hant).not.toBe(hans)
  })
})
