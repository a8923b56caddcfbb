import { describe, expect, it } from 'vitest'
import { parseVersionFile } from './version'

const valid = {
  statusCode: 200,
  data: {
    spreads: { '': 37, 'zh-Hant': 37, en: 37 },
    articles: { '': 4, 'zh-Hant': 4, en: 4 },
    res: ['/res/cards/Major00.png'],
    static: ['/layout/celtic.json'],
    ios: { iosCharge: false },
    hide: { index: false },
  },
}

describe('version file (spec §3)', () => {
  it('accepts the spec shape', () => {
    expect(parseVersionFile(valid).ok).toBe(true)
  })
  it('refuses a file missing a field or with a negative version', () => {
    const { res: _res, ...noRes } = valid.data
    expect(parseVersionFile({ ...valid, data: noRes }).ok).toBe(false)
    const bad = parseVersionFile({ ...valid, data: { ...valid.data, spreads: { en: -1 } } })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.error).toContain('spreads')
  })
})
