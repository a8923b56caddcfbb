import Taro from '@tarojs/taro'
import { SPREADS_VERSION, spreadCatalogue, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { checkContentVersions, warmResources } from '@/lib/content/freshness'
import { storage } from '@/lib/storage/storage'
import { catalogueFor, findLayout, findSpread, tierOf } from '@/lib/content/spreads'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'

initI18n('zh-Hans')

// The first screen's idle moment and the connection, as the test sets them.
const mockConditions = { idle: Promise.resolve(), hint: { saveData: false, type: '4g' } as { saveData: boolean; type?: string } }
jest.mock('@/lib/content/warm-conditions', () => ({
  afterFirstScreen: () => mockConditions.idle,
  connectionHint: async () => mockConditions.hint,
}))

const newSpread = {
  id: 'moon',
  name: '月相牌阵',
  desc: '跟着月亮的节奏看一件事。',
  ai: { free: true as const },
  positions: [
    { name: '新月', meaning: '开始' },
    { name: '满月', meaning: '圆满' },
  ],
}
const published = (version: number) => {
  const base = spreadCatalogue(BUNDLED_CATALOGUE, 'zh-Hans')
  return { version, list: [{ ...base.list[0]!, spreads: [...base.list[0]!.spreads, newSpread] }, ...base.list.slice(1)] }
}
const versionFile = (spreads: number, articles = 4) => ({
  statusCode: 200,
  data: {
    spreads: { '': spreads, 'zh-Hant': SPREADS_VERSION, en: SPREADS_VERSION },
    articles: { '': articles, 'zh-Hant': 4, en: 4 },
    res: ['/res/cards/Major00.png'],
    static: [],
    ios: { iosCharge: false },
    hide: { index: true },
  },
})

/** Answers the content calls; records what was asked. */
function serve(answers: Record<string, unknown>) {
  const asked: string[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
    const path = options.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '')
    asked.push(path)
    if (!(path in answers)) return Promise.resolve({ statusCode: 404, data: { code: 404000 } })
    const answer = answers[path]
    return answer instanceof Error ? Promise.reject({ errMsg: 'request:fail' }) : Promise.resolve({ statusCode: 200, data: answer })
  }) as never)
  return asked
}

describe('content freshness in the app', () => {
  beforeEach(async () => {
    jest.restoreAllMocks()
    globalThis.fetch = jest.fn(() => Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) })) as never
    await setAppLanguage('zh-Hans')
    useContentCache.setState({ spreads: {}, articles: {}, layouts: {} })
    useSession.setState({ hideIndex: false, iosCharge: true })
  })

  it('downloads a newer spread catalogue and the layout of a new spread, and sets the version file flags', async () => {
    const asked = serve({
      '/versionApp.json': versionFile(SPREADS_VERSION + 1),
      '/spreadsApp.json': published(SPREADS_VERSION + 1),
      '/layout/moon.json': {
        data: {
          margin: 20,
          positions: [
            { x: 60, y: 95, angle: 0 },
            { x: 180, y: 95, angle: 0 },
          ],
        },
      },
    })
    await checkContentVersions(1)
    expect(asked).toEqual(['/versionApp.json', '/spreadsApp.json', '/layout/moon.json'])
    expect(catalogueFor('zh-Hans').version).toBe(SPREADS_VERSION + 1)
    expect(findSpread('moon', 'zh-Hans')?.name).toBe('月相牌阵')
    expect(tierOf(findSpread('moon', 'zh-Hans'))).toBe('free')
    expect(findLayout('moon')?.positions).toHaveLength(2)
    // Other languages keep their bundled catalogue.
    expect(findSpread('moon', 'en')).toBeUndefined()
    expect(useSession.getState()).toMatchObject({ hideIndex: true, iosCharge: false })
  })

  it('does not download what is not newer, and discards a cached copy not newer than the bundle', async () => {
    useContentCache.setState({ spreads: { '': { ...published(SPREADS_VERSION), version: SPREADS_VERSION } }, articles: {}, layouts: { celtic: { margin: 0, positions: [] } } })
    const asked = serve({ '/versionApp.json': versionFile(SPREADS_VERSION) })
    await checkContentVersions(1)
    expect(asked).toEqual(['/versionApp.json'])
    expect(useContentCache.getState().spreads['']).toBeUndefined()
    expect(useContentCache.getState().layouts.celtic).toBeUndefined()
    expect(findSpread('moon', 'zh-Hans')).toBeUndefined()
    expect(findLayout('celtic')?.positions).toHaveLength(10)
  })

  it('keeps everything local when the version check or a download fails', async () => {
    useContentCache.setState({ spreads: { '': published(SPREADS_VERSION + 1) }, articles: {}, layouts: {} })
    serve({ '/versionApp.json': new Error('offline') })
    await expect(checkContentVersions(1)).resolves.toBeUndefined()
    expect(findSpread('moon', 'zh-Hans')?.name).toBe('月相牌阵')
    serve({ '/versionApp.json': versionFile(SPREADS_VERSION + 2), '/spreadsApp.json': { version: 'broken' } })
    await checkContentVersions(2)
    expect(catalogueFor('zh-Hans').version).toBe(SPREADS_VERSION + 1)
  })

  it('warms the res list only once the first screen is idle, and not at all on Save-Data or 2G', async () => {
    const fetched: string[] = []
    globalThis.fetch = jest.fn((url: string) => (fetched.push(url), Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) }))) as never
    const urls = ['/res/cards/Major00.png', '/res/cards/Major01.png', '/res/cards/Major02.png']

    await storage.removeItem('tarot-warmed')
    mockConditions.hint = { saveData: true, type: '4g' }
    await warmResources(urls)
    mockConditions.hint = { saveData: false, type: '2g' }
    await warmResources(urls)
    expect(fetched).toEqual([])

    mockConditions.hint = { saveData: false, type: '4g' }
    let idle = () => undefined as void
    mockConditions.idle = new Promise<void>((resolve) => (idle = resolve))
    const warming = warmResources(urls)
    await new Promise((r) => setTimeout(r, 20))
    expect(fetched).toEqual([])
    idle()
    await warming
    expect(fetched.map((u) => u.replace(/^https?:\/\/[^/]+/, ''))).toEqual(urls)
    mockConditions.idle = Promise.resolve()
  })
})
