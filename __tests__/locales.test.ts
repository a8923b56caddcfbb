import { resources } from '@/lib/i18n/i18n'

/** Every key of every namespace exists in all three languages, with the same {{placeholders}}. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv)
  return out
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('translations', () => {
  const namespaces = Object.keys(resources['zh-Hans']) as (keyof (typeof resources)['zh-Hans'])[]

  it.each(namespaces)('the %s namespace has the same keys and placeholders in every language', (ns) => {
    const base = flatten(resources['zh-Hans'][ns])
    for (const language of ['zh-Hant', 'en'] as const) {
      const other = flatten(resources[language][ns])
      expect([...other.keys()].sort()).toEqual([...base.keys()].sort())
      for (const [key, text] of base) {
        expect(other.get(key)?.trim()).toBeTruthy()
        expect(placeholders(other.get(key)!)).toEqual(placeholders(text))
      }
    }
  })
})
