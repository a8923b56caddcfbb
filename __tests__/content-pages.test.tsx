import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import ArticlePage from '@/pages/content/article'
import ContentPage from '@/pages/content/page'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { buttonByText, screen } from './support/screen'
import { stubServer } from './support/stub-server'

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
    const server = stubServer().file(/\/local\/zh-Hant\/articles\/art-of-asking\.json$/, () => ({
      id: 'art-of-asking',
      title: '提問的藝術',
      summary: '摘要',
      body: '## 開放式問題\n第一段<script>x</script>\n\n- 一\n- 二',
    }))
    Current.router = { params: { id: 'art-of-asking' }, path: '/pages/content/article' } as never
    await testUtils.mount(ArticlePage)
    await flush()
    expect(server.calls.map((call) => call.path)).toEqual(['/local/zh-Hant/articles/art-of-asking.json'])
    // The heading is shown as a line of its own, without its Markdown mark.
    expect(screen.getByText('開放式問題')).toBeTruthy()
    expect(document.body.textContent).not.toContain('##')
    expect(screen.getByText('第一段<script>x</script>')).toBeTruthy()
    // Shown as text, never run: no script element was made.
    expect(document.getElementsByTagName('script')).toHaveLength(0)
    // Two list items, each with its bullet.
    expect(screen.getAllByText('•')).toHaveLength(2)
    expect([screen.getByText('一'), screen.getByText('二')]).toHaveLength(2)
  })

  it('shows the user agreement with its effective date, and a retry when loading fails', async () => {
    await setAppLanguage('en')
    let failures = 1
    const server = stubServer().file(/\/local\/en\/pages\/user-agreement\.json$/, () => ({ id: 'user-agreement', version: 1, effective: '2026-11-22', title: 'User Agreement', body: 'Welcome.' }))
    // The first request fails as the network does; the server's answer comes on the retry.
    const answer = server.request
    jest
      .spyOn(Taro, 'request')
      .mockImplementation(((options: Parameters<typeof answer>[0]) =>
        failures-- > 0 ? Promise.reject(Object.assign(new Error('request:fail'), { errMsg: 'request:fail' })) : answer(options)) as never)
    Current.router = { params: { id: 'user-agreement' }, path: '/pages/content/page' } as never
    await testUtils.mount(ContentPage)
    await flush()
    expect(document.body.textContent).toContain('Could not load this page')
    testUtils.fireEvent.click(buttonByText('Retry'))
    await flush()
    expect(server.calls.map((call) => call.path)).toEqual(['/local/en/pages/user-agreement.json'])
    expect(document.body.textContent).toContain('Effective 22 November 2026')
    expect(document.body.textContent).toContain('Welcome.')
  })
})
