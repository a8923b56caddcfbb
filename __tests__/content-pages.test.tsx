import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import ArticlePage from '@/pages/content/article'
import ContentPage from '@/pages/content/page'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'

initI18n('en')

describe('article and content pages', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('loads an article from the data host in the current language and shows it as text', async () => {
    await setAppLanguage('zh-Hant')
    const request = jest
      .spyOn(Taro, 'request')
      .mockResolvedValue({ statusCode: 200, data: { id: 'art-of-asking', title: '提問的藝術', summary: '摘要', body: '## 開放式問題\n第一段<script>x</script>\n\n- 一\n- 二' } } as never)
    Current.router = { params: { id: 'art-of-asking' }, path: '/pages/content/article' } as never
    await testUtils.mount(ArticlePage)
    await flush()
    expect((request.mock.calls[0]![0] as { url: string }).url).toContain('/local/zh-Hant/articles/art-of-asking.json')
    expect(document.querySelector('.text-document__heading-text')?.textContent).toBe('開放式問題')
    expect(document.body.textContent).toContain('第一段<script>x</script>')
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelectorAll('.text-document__item')).toHaveLength(2)
  })

  it('shows the user agreement with its effective date, and a retry when loading fails', async () => {
    await setAppLanguage('en')
    const request = jest
      .spyOn(Taro, 'request')
      .mockRejectedValueOnce({ errMsg: 'request:fail' } as never)
      .mockResolvedValue({ statusCode: 200, data: { id: 'user-agreement', version: 1, effective: '2026-11-22', title: 'User Agreement', body: 'Welcome.' } } as never)
    Current.router = { params: { id: 'user-agreement' }, path: '/pages/content/page' } as never
    await testUtils.mount(ContentPage)
    await flush()
    expect(document.body.textContent).toContain('Could not load this page')
    testUtils.fireEvent.click(document.querySelector('.primary-button') as HTMLElement)
    await flush()
    expect((request.mock.calls[1]![0] as { url: string }).url).toContain('/local/en/pages/user-agreement.json')
    expect(document.body.textContent).toContain('Effective 22 November 2026')
    expect(document.body.textContent).toContain('Welcome.')
  })
})
