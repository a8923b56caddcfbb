import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HelpPage from '@/pages/index/help'
import ArticlePage from '@/pages/content/article'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { articleIndexFor } from '@/lib/content/spreads'
import { CARD_NAMES } from '@tarot/content/card-names'
import { DECK } from '@tarot/core/deck'
import { within } from '@testing-library/dom'
import { fieldByPlaceholder, screen } from './support/screen'
import { stubServer } from './support/stub-server'

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
  /** The cards the library shows, by the names written under them. */
  const shownCards = () => DECK.filter((card) => screen.queryByText(CARD_NAMES[card.id]!['zh-Hans'])).map((card) => card.id)
  /** One side of a card page (upright or reversed), found by its title. */
  const side = (title: string) => screen.getByText(title).parentElement!

  it('shows the 78 cards grouped, with search by name, and opens a card page', async () => {
    await setAppLanguage('zh-Hans')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HelpPage)
    await flush()
    expect(shownCards()).toHaveLength(78)
    const groups = ['大阿尔卡那', '权杖', '圣杯', '宝剑', '星币'].map((name) => screen.getByText(name))
    // In that order down the page.
    groups.slice(1).forEach((group, i) => expect(groups[i]!.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy())
    for (let i = 0; !screen.queryAllByPlaceholderText('搜索牌名').length && i < 50; i += 1) await flush()
    const field = fieldByPlaceholder('搜索牌名')
    field.value = '愚人'
    testUtils.fireEvent.input(field)
    await flush()
    expect(shownCards()).toEqual(['Major00'])
    expect(screen.queryByText('权杖')).toBeNull()
    testUtils.fireEvent.click(screen.getByText('愚人'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/content/article?card=Major00' })
  })

  it('lists the ten articles and opens one', async () => {
    await setAppLanguage('en')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HelpPage)
    await flush()
    testUtils.fireEvent.click(screen.getByText('Articles'))
    await flush()
    const articles = articleIndexFor('en').list
    expect(articles).toHaveLength(10)
    articles.forEach((article) => expect(screen.getByText(article.title)).toBeTruthy())
    testUtils.fireEvent.click(screen.getByText(articles.find((article) => article.id === 'art-of-asking')!.title))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/content/article?id=art-of-asking' })
  })

  it('shows a card page with keywords and meanings upright and reversed, and the aspect readings', async () => {
    await setAppLanguage('en')
    const aspect = (word: string) => ({ upright: `${word} up`, reversed: `${word} down` })
    const server = stubServer().file(/\/local\/en\/cards\/Major17\.json$/, () => ({
      id: 'Major17',
      name: 'The Star',
      keywords: { upright: ['hope', 'renewal'], reversed: ['doubt'] },
      upright: 'Hope returns.',
      reversed: 'Hope is hidden.',
      love: aspect('love'),
      career: aspect('career'),
      wealth: aspect('wealth'),
      advice: aspect('advice'),
    }))
    Current.router = { params: { card: 'Major17' }, path: '/pages/content/article' } as never
    await testUtils.mount(ArticlePage)
    await flush()
    expect(server.calls.map((call) => call.path)).toContain('/local/en/cards/Major17.json')
    const upright = within(side('Upright'))
    expect(upright.getByText('Keywords: hope, renewal')).toBeTruthy()
    expect(upright.getByText('Hope returns.')).toBeTruthy()
    expect(upright.getByText('career up')).toBeTruthy()
    expect(upright.queryByText('wealth down')).toBeNull()
    expect(within(side('Reversed')).getByText('wealth down')).toBeTruthy()
  })

  it('writes the keywords label with a full-width colon in Chinese (关键词：, never "关键词: ")', async () => {
    await setAppLanguage('zh-Hans')
    const aspect = (word: string) => ({ upright: `${word}正`, reversed: `${word}逆` })
    const server = stubServer().file(/\/local\/cards\/Major17\.json$/, () => ({
      id: 'Major17',
      name: '星星',
      keywords: { upright: ['希望', '更新'], reversed: ['怀疑'] },
      upright: '希望回来了。',
      reversed: '希望藏起来了。',
      love: aspect('爱'),
      career: aspect('事业'),
      wealth: aspect('财富'),
      advice: aspect('建议'),
    }))
    Current.router = { params: { card: 'Major17' }, path: '/pages/content/article' } as never
    await testUtils.mount(ArticlePage)
    await flush()
    expect(server.calls.map((call) => call.path)).toEqual(['/local/cards/Major17.json'])
    expect(within(side('正位')).getByText(/^关键词/).textContent).toBe('关键词：希望、更新')
  })
})
