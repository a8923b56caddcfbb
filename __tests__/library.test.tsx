import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HelpPage from '@/pages/index/help'
import ArticlePage from '@/pages/content/article'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'

initI18n('en')

describe('the card library and articles (help tab)', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    useContentCache.setState({ spreads: {}, articles: {}, layouts: {} })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows the 78 cards grouped, with search by name, and opens a card page', async () => {
    await setAppLanguage('zh-Hans')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HelpPage)
    await flush()
    expect(document.querySelectorAll('.library__card')).toHaveLength(78)
    expect(Array.from(document.querySelectorAll('.library__group-name')).map((e) => e.textContent)).toEqual(['大阿尔卡那', '权杖', '圣杯', '宝剑', '星币'])
    let field = document.querySelector('.library__search input') as HTMLInputElement | null
    for (let i = 0; !field && i < 50; i += 1) {
      await flush()
      field = document.querySelector('.library__search input')
    }
    field!.value = '愚人'
    testUtils.fireEvent.input(field!)
    await flush()
    expect(Array.from(document.querySelectorAll('.library__card')).map((e) => e.getAttribute('data-card'))).toEqual(['Major00'])
    testUtils.fireEvent.click(document.querySelector('.library__card') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/content/article?card=Major00' })
  })

  it('lists the ten articles and opens one', async () => {
    await setAppLanguage('en')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HelpPage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.library-tabs__tab--articles') as HTMLElement)
    await flush()
    expect(document.querySelectorAll('.library__article')).toHaveLength(10)
    testUtils.fireEvent.click(document.querySelector('[data-article="art-of-asking"]') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/content/article?id=art-of-asking' })
  })

  it('shows a card page with keywords and meanings upright and reversed, and the aspect readings', async () => {
    await setAppLanguage('en')
    const aspect = (word: string) => ({ upright: `${word} up`, reversed: `${word} down` })
    const request = jest.spyOn(Taro, 'request').mockResolvedValue({
      statusCode: 200,
      data: {
        id: 'Major17',
        name: 'The Star',
        keywords: { upright: ['hope', 'renewal'], reversed: ['doubt'] },
        upright: 'Hope returns.',
        reversed: 'Hope is hidden.',
        love: aspect('love'),
        career: aspect('career'),
        wealth: aspect('wealth'),
        advice: aspect('advice'),
      },
    } as never)
    Current.router = { params: { card: 'Major17' }, path: '/pages/content/article' } as never
    await testUtils.mount(ArticlePage)
    await flush()
    expect((request.mock.calls[0]![0] as { url: string }).url).toContain('/local/en/cards/Major17.json')
    const upright = document.querySelector('.card-page__side--upright')!.textContent!
    expect(upright).toContain('Keywords: hope, renewal')
    expect(upright).toContain('Hope returns.')
    expect(upright).toContain('career up')
    expect(document.querySelector('.card-page__side--reversed')!.textContent).toContain('wealth down')
  })

  it('writes the keywords label with a full-width colon in Chinese (关键词：, never "关键词: ")', async () => {
    await setAppLanguage('zh-Hans')
    const aspect = (word: string) => ({ upright: `${word}正`, reversed: `${word}逆` })
    jest.spyOn(Taro, 'request').mockResolvedValue({
      statusCode: 200,
      data: {
        id: 'Major17',
        name: '星星',
        keywords: { upright: ['希望', '更新'], reversed: ['怀疑'] },
        upright: '希望回来了。',
        reversed: '希望藏起来了。',
        love: aspect('爱'),
        career: aspect('事业'),
        wealth: aspect('财富'),
        advice: aspect('建议'),
      },
    } as never)
    Current.router = { params: { card: 'Major17' }, path: '/pages/content/article' } as never
    await testUtils.mount(ArticlePage)
    await flush()
    const upright = document.querySelector('.card-page__side--upright .card-page__keywords')!.textContent
    expect(upright).toBe('关键词：希望、更新')
  })
})
