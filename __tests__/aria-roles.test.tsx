import TestUtils from '@tarojs/test-utils-react'
import { screen } from '@testing-library/dom'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import { VerifyDraw } from '@/components/verify-draw/verify-draw'
import { LibraryTabs } from '@/features/library/components/library-tabs'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { stubServer } from './support/stub-server'

// Jest resolves the neutral leaf (Taro's View); the H5 build takes `box.h5.tsx`, as here.
jest.mock('@/components/primitives/box', () => jest.requireActual('@/components/primitives/box.h5'))

initI18n('en')

// On H5 a tappable box must say what it is as `role`: Taro's View writes `aria-role`, which screen readers ignore,
// so these are the app's own boxes (`Block`), which write `role` on H5 and `aria-role` in the mini-program.
describe('roles a screen reader announces on H5', () => {
  let testUtils: TestUtils
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    stubServer()
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('announces the proof toggle as a button that says whether it is open', async () => {
    const serverSeed = seedFromBytes(Uint8Array.from({ length: 32 }, (_, i) => i))
    const drawn = drawCards({ serverSeed, picks: [1, 2, 3] })
    if (!drawn.ok) throw new Error('fixture draw failed')
    await testUtils.mount(VerifyDraw, { props: { reading: { spreadId: 'cnc', commitment: commitmentOf(serverSeed), serverSeed, clientSeed: '', picks: [1, 2, 3], cards: drawn.cards } } })
    const toggle = screen.getByRole('button', { name: /Show the proof/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.hasAttribute('aria-role')).toBe(false)
  })

  it('announces the library as two tabs, the chosen one selected', async () => {
    await testUtils.mount(LibraryTabs)
    expect(screen.getByRole('tablist')).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Cards', 'true'],
      ['Articles', 'false'],
    ])
    await testUtils.act(async () => {
      tabs[1]!.click()
      await Promise.resolve()
    })
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true'])
  })
})
