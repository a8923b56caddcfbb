import Taro from '@tarojs/taro'
import { request } from '@/lib/http/client'
import { initI18n } from '@/lib/i18n/i18n'
import { regionOfLocale } from '@/lib/platform/device-region'

initI18n('zh-Hant')

describe('the region the mini-program sends for a crisis answer', () => {
  it('reads the region from a locale tag in any of its spellings, and nothing from a tag without one', () => {
    expect(regionOfLocale('zh_HK')).toBe('HK')
    expect(regionOfLocale('en-GB')).toBe('GB')
    expect(regionOfLocale('zh-Hant-TW')).toBe('TW')
    expect(regionOfLocale('en')).toBeNull()
    expect(regionOfLocale(undefined)).toBeNull()
  })

  it("sends WeChat's language region as tarot-region with every request", async () => {
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ language: 'zh_HK' } as never)
    const headers: Array<Record<string, string>> = []
    jest.spyOn(Taro, 'request').mockImplementation(((options: { header: Record<string, string> }) => {
      headers.push(options.header)
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: {} } })
    }) as never)
    await request({ url: '/tarot/rest/x' })
    expect(headers[0]).toMatchObject({ 'tarot-lang': 'zh-Hant', 'tarot-region': 'HK' })
  })
})
