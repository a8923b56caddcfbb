import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HistoryPage from '@/pages/index/history'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'

initI18n('en')

/** The history tab as a visitor sees it, mounted with @tarojs/test-utils-react (Taro's H5 components in jsdom). */
describe('history page', () => {
  let testUtils: TestUtils

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('asks a visitor to sign in to view and save records, and sends them to login and back', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HistoryPage)
    expect(document.body.textContent).toContain('Please Sign in to view and save records')
    const button = document.querySelector('.primary-button') as HTMLElement
    testUtils.fireEvent.click(button)
    await testUtils.act(() => Promise.resolve())
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/index/history')}` })
  })

  it('explains records and sign-in from the info button in the title area', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as never)
    await testUtils.mount(HistoryPage)
    testUtils.fireEvent.click(document.querySelector('.info-button') as HTMLElement)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'About reading history', content: expect.stringContaining('Saving and viewing records needs sign-in') }))
  })

  it('shows the records area once signed in', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    await testUtils.mount(HistoryPage)
    expect(document.body.textContent).not.toContain('Please Sign in')
    expect(document.body.textContent).toContain('No records yet')
  })
})
