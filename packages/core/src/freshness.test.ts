import { describe, expect, it } from 'vitest'
import { layoutPlan, localVersion, shouldDownload, usableCache } from './freshness'

describe('content freshness', () => {
  it('uses a cached catalogue only while it is newer than the bundled one', () => {
    expect(usableCache(37, { version: 38, list: ['new'] })).toEqual({ version: 38, list: ['new'] })
    expect(usableCache(37, { version: 37 })).toBeNull()
    expect(usableCache(37, { version: 36 })).toBeNull()
    expect(usableCache(37, null)).toBeNull()
    expect(usableCache(37, { version: Number.NaN })).toBeNull()
  })

  it('downloads when the server announces a higher version than the one in use, per language', () => {
    const cached = { '': { version: 38 }, 'zh-Hant': { version: 36 }, en: undefined }
    const server = { '': 38, 'zh-Hant': 38, en: 37 }
    const plan = (['', 'zh-Hant', 'en'] as const).map((lang) => shouldDownload(server[lang], localVersion(37, cached[lang])))
    // Simplified already has 38 cached; Traditional's stale cache is ignored and 38 is newer; English is at the bundled 37.
    expect(plan).toEqual([false, true, false])
    expect(shouldDownload(undefined, 37)).toBe(false)
  })

  it('fetches layouts only for catalogue spreads without one, and drops cached layouts the bundle now has', () => {
    expect(layoutPlan(['one', 'cnc', 'new1', 'new2', 'new2'], ['one', 'cnc', 'old'], ['new1', 'cnc'])).toEqual({ fetch: ['new2'], drop: ['cnc'] })
  })
})
