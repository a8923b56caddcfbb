import type { Language } from '@tarot/core/language'
import { resources } from './bundles'
import { initI18n, setAppLanguage, t } from './i18n'

// Languages that arrive over the network (as on H5), each when the test lets it.
const mockPending = new Map<Language, () => void>()
jest.mock('./languages', () => ({
  loadedLanguages: { 'zh-Hans': jest.requireActual('./bundles').resources['zh-Hans'] },
  loadLanguageBundle: (language: Language) =>
    language === 'zh-Hans'
      ? Promise.resolve(jest.requireActual('./bundles').resources[language])
      : new Promise((resolve) => mockPending.set(language, () => resolve(jest.requireActual('./bundles').resources[language]))),
}))

const arrive = async (language: Language) => {
  mockPending.get(language)?.()
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}

describe('switching language when the language has to be fetched', () => {
  beforeAll(() => initI18n('zh-Hans'))

  it('keeps the current texts until the new language has arrived, then shows it, never a key', async () => {
    const switched = setAppLanguage('en')
    expect(t('titles.home')).toBe(resources['zh-Hans'].common.titles.home)
    await arrive('en')
    await switched
    expect(t('titles.home')).toBe(resources.en.common.titles.home)
  })

  it('ends in the language chosen last, even when an earlier choice arrives after it', async () => {
    await setAppLanguage('zh-Hans')
    const first = setAppLanguage('zh-Hant')
    const second = setAppLanguage('en')
    await arrive('en')
    await second
    await arrive('zh-Hant')
    await first
    expect(t('titles.home')).toBe(resources.en.common.titles.home)
  })
})
