import '@/features/account/translations'
import '@/features/ask/translations'
import '@/features/chat/translations'
import '@/features/content/translations'
import '@/features/feedback/translations'
import '@/lib/i18n/namespaces/draw'
import '@/lib/i18n/namespaces/reading'
import '@/lib/i18n/namespaces/share'
import '@/features/reader-desk/translations'
import '@/features/readers/translations'
import '@/features/wallet/translations'
import '@/features/wallet/purchases-translations'
import { resources } from '@/lib/i18n/bundles'
import { pageTranslations } from '@/lib/i18n/page-translations'

/** Every key of every namespace exists in all three languages, with the same {{placeholders}}. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv)
  return out
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
/** i18next's plural forms differ by language (English has `_one`, Chinese only `_other`): each form family counts as its `_other`. */
const PLURAL_FORM = /_(zero|one|two|few|many)$/
const comparable = (keys: Iterable<string>) => [...keys].filter((k) => !PLURAL_FORM.test(k)).sort()

describe('translations', () => {
  // The bundled namespaces and those that load with their pages.
  const all: Record<string, Record<string, unknown>> = { ...resources['zh-Hans'], ...Object.fromEntries(Object.entries(pageTranslations).map(([ns, b]) => [ns, b['zh-Hans']])) }
  const inLanguage = (language: 'zh-Hant' | 'en', ns: string) => (resources[language] as Record<string, unknown>)[ns] ?? pageTranslations[ns]?.[language]
  const namespaces = Object.keys(all)

  it('covers every namespace in the locale folders', () => {
    expect(namespaces.sort()).toEqual(expect.arrayContaining(['wallet', 'readers', 'common', 'home']))
  })

  it.each(namespaces)('the %s namespace has the same keys and placeholders in every language', (ns) => {
    const base = flatten(all[ns])
    for (const language of ['zh-Hant', 'en'] as const) {
      const other = flatten(inLanguage(language, ns))
      expect(comparable(other.keys())).toEqual(comparable(base.keys()))
      for (const [key, text] of other) {
        // A plural form (`_one`) has the placeholders of its family's `_other` in the base language.
        const counterpart = base.get(key.replace(PLURAL_FORM, '_other'))
        expect(text.trim()).toBeTruthy()
        expect(counterpart).toBeDefined()
        expect(placeholders(text)).toEqual(placeholders(counterpart!))
      }
    }
  })
})
