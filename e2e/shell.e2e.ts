import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, screenshots, signInThroughLoginPage, tabBar } from './page-helpers'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const tabLabels = async (page: Page) => (await tabBar(page).locator('.weui-tabbar__label').allTextContents()).map((s) => s.trim())
// Taro keeps earlier pages of the stack in the DOM; the page in front is the last visible one.
const visibleTitle = (page: Page) => page.locator('.page-header__title:visible').last()

async function openHome(locale: string): Promise<Page> {
  const page = await phonePage(browser, locale)
  await page.goto(appUrl())
  await expect.poll(() => tabLabels(page), { timeout: 30_000 }).toHaveLength(4)
  return page
}

/** Holds the app's entry back, as a slow network would, until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/tarot/h5app/js/app.*.js', async (route) => {
    await held
    return route.continue()
  })
  return () => release()
}

describe('the H5 shell', () => {
  it('serves the app at /tarot/h5app/ with the four tabs in order and a guest token', async () => {
    const page = await openHome('zh-CN')
    expect(await tabLabels(page)).toEqual(['首页', '牌阵', '牌义', '记录'])
    // Outside WeChat a visitor gets a guest token from POST /tarot/rest/login/user.
    await expect.poll(() => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('user-info') ?? '{"data":"{}"}').data || '{}')?.state?.uken ?? '')).not.toBe('')
    const box = await tabBar(page).boundingBox()
    expect(Math.round(box?.height ?? 0)).toBe(50)
    const fontSize = await tabBar(page)
      .locator('.weui-tabbar__label')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize)
    expect(fontSize).toBe('12px')
    await page.context().close()
  })

  it('runs its inline root-font-size script under a CSP that allows no other inline script', async () => {
    const page = await phonePage(browser, 'zh-CN')
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const response = await page.goto(appUrl())
    const scriptSrc = /script-src ([^;]*)/.exec(String(response?.headers()['content-security-policy']))?.[1] ?? ''
    expect(scriptSrc).toMatch(/'self'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
    await expect.poll(() => tabLabels(page), { timeout: 30_000 }).toHaveLength(4)
    // Taro's inline script sets the root font size from the viewport (390 px wide → 20.8px).
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toMatch(/^\d+(\.\d+)?px$/)
    // A page injected inline script is refused.
    expect(
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__inlineRan = true'
        document.head.appendChild(script)
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false
      }),
    ).toBe(false)
    expect(violations.length).toBe(1)
    await page.context().close()
  })

  it('moves through the four tabs, each with its title', async () => {
    const page = await openHome('zh-CN')
    const expected = ['AI 塔罗', '牌阵', '牌义与文章', '解读记录']
    for (let i = 0; i < 4; i += 1) {
      await tabBar(page).locator('.weui-tabbar__item').nth(i).click()
      await expect.poll(() => page.title()).toBe(expected[i])
      await expect.poll(() => visibleTitle(page).textContent()).toBe(expected[i])
    }
    // The history title area carries the info button that explains records and sign-in.
    await inFront(page, '.info-button').click()
    await expect.poll(() => page.locator('.dialog__panel').textContent()).toContain('保存和查看记录需要先登录')
    await page.context().close()
  })

  it('taps through every tab, in both directions, with no Content-Security-Policy error in the console', async () => {
    const page = await openHome('zh-CN')
    // Taro's tab bar draws each tab as <a href="javascript:;">: followed, the app's CSP refused it on every tap.
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|javascript:/i.test(message.text())) refused.push(message.text())
    })
    const tab = (i: number) => tabBar(page).locator('.weui-tabbar__item').nth(i)
    const selected = async (i: number) => (await tab(i).getAttribute('class')) ?? ''
    for (const i of [1, 2, 3, 0, 3, 2, 1, 0]) {
      await tab(i).tap()
      await expect.poll(() => selected(i)).toContain('weui-bar__item_on')
    }
    // The same by mouse and by keyboard (Enter on a focused tab).
    await tab(2).click()
    await expect.poll(() => selected(2)).toContain('weui-bar__item_on')
    await tab(1).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => selected(1)).toContain('weui-bar__item_on')
    await expect.poll(() => page.url()).toContain('/pages/index/spreads')
    // Let a late console message arrive before looking.
    await page.waitForTimeout(300)
    expect(refused).toEqual([])
    await page.context().close()
  })

  it('a Back pressed while the next page is still sliding in shows the page underneath, not a blank screen', async () => {
    const page = await openHome('en-US')
    await tabBar(page).locator('.weui-tabbar__item').nth(1).click()
    await expect.poll(() => page.locator('.spreads__category:visible').count()).toBe(7)
    // Back as soon as the spread's page exists, while it is still sliding in (the slide takes 300 ms).
    const pageMade = page.waitForFunction(() => document.querySelectorAll('.taro_page').length === 3, undefined, { polling: 'raf' })
    await inFront(page, '[data-spread="celtic"]').click()
    await pageMade
    await page.goBack()
    // The page underneath was due to be hidden once the slide finished; it must stay in front after that moment.
    await page.waitForTimeout(1500)
    expect(await page.locator('.spreads__category:visible').count()).toBe(7)
    expect(await visibleTitle(page).textContent()).toBe('Spreads')
    await page.context().close()
  })

  it('deep-links into a subpackage page', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl('/pagesThird/third/draw_cards'))
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('Draw Cards')
    await expect.poll(() => visibleTitle(page).textContent()).toBe('Draw Cards')
    await page.goto(appUrl('/pagesChat/ai/chat'))
    await expect.poll(() => page.title()).toBe('Follow-up Chat')
    await page.context().close()
  })

  it('switches language on the about page and the tab titles follow, and the choice persists', async () => {
    const page = await openHome('zh-CN')
    await inFront(page, '.home__icon-button').click()
    await expect.poll(() => page.title()).toBe('关于与设置')
    await inFront(page, '[data-language="en"]').click()
    await expect.poll(() => page.title()).toBe('About & Settings')
    // A fresh load of home keeps the choice (persisted), and the tab bar speaks it.
    await page.goto(appUrl('/pages/index/index'))
    await page.reload()
    await expect.poll(() => tabLabels(page), { timeout: 30_000 }).toEqual(['Home', 'Spreads', 'Meanings', 'History'])
    await page.goto(appUrl('/pages/index/about'))
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('About & Settings')
    await inFront(page, '[data-language="zh-Hant"]').click()
    await expect.poll(() => page.title()).toBe('關於與設定')
    await page.context().close()
  })

  it('preloads the draw package from the spreads tab and the chat package from the reading', async () => {
    const page = await openHome('en-US')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await tabBar(page).locator('.weui-tabbar__item').nth(1).click()
    await expect.poll(() => requested.some((url) => /src_pagesThird_third_draw_cards_tsx\.[0-9a-f]+\.js$/.test(url)), { timeout: 10_000 }).toBe(true)
    expect(requested.some((url) => /src_pagesChat_ai_chat_tsx/.test(url))).toBe(false)
    await page.goto(appUrl('/pages/tarot/tarot_read'))
    await expect.poll(() => requested.some((url) => /src_pagesChat_ai_chat_tsx\.[0-9a-f]+\.js$/.test(url)), { timeout: 10_000 }).toBe(true)
    await page.context().close()
  })

  it('shows a not-found screen with a way home for an unknown route', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl('/pages/nowhere/at_all'))
    const screen = page.getByTestId('not-found')
    await expect.poll(() => screen.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await screen.textContent()).toContain('Page not found')
    await screen.locator('.not-found__home').click()
    await expect.poll(() => page.title()).toBe('AI Tarot')
    await expect.poll(() => screen.count()).toBe(0)
    await page.context().close()
  })

  it('renders every spec route with visible content', async () => {
    const page = await phonePage(browser, 'en-US')
    const routes = [
      '/pages/index/index',
      '/pages/index/spreads',
      '/pages/index/help',
      '/pages/index/history',
      '/pages/index/about',
      '/pages/content/article',
      '/pages/content/page',
      '/pages/tarot/spread',
      '/pages/tarot/tarot_read',
      '/pages/ai/ad_ask',
      '/pages/ai/pro_ask',
      '/pages/reader/readers',
      '/pages/reader/reader',
      '/pages/reader/order',
      '/pagesH5/pay/wechat',
      '/pagesApp/common/login',
      '/pagesThird/third/draw_cards',
      '/pagesThird/third/input_cards',
      '/pagesChat/ai/chat',
      '/pages/pay/energy',
      '/pages/reader/desk',
    ]
    for (const route of routes) {
      await page.goto(appUrl(route))
      await expect.poll(() => visibleTitle(page).textContent(), { timeout: 30_000 }).toMatch(/\S/)
      // The title may still be the last page's for a moment: wait for this page's own content.
      await expect.poll(async () => (await page.locator('.taro_page').last().innerText()).trim().length, { timeout: 30_000, message: route }).toBeGreaterThan(10)
    }
    await page.context().close()
  })

  it("paints a branded splash in the person's language before the app's code arrives, and removes it once home has drawn", async () => {
    for (const [locale, name, start] of [
      ['en-US', 'AI Tarot', 'Start a reading'],
      ['zh-TW', 'AI 塔羅', '開始解讀'],
      ['zh-CN', 'AI 塔罗', '开始解读'],
    ] as const) {
      const page = await phonePage(browser, locale)
      // Hold the app's code back, as a slow network would: the page must not be blank meanwhile.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/tarot/h5app/js/**', async (route) => {
        await held
        await route.continue()
      })
      // The app's scripts are deferred: DOMContentLoaded waits for them, so wait only for the page to start.
      await page.goto(appUrl(), { waitUntil: 'commit' })
      const splash = page.locator('#splash')
      await expect.poll(() => splash.locator('h1:visible').textContent(), { timeout: 10_000 }).toBe(name)
      // Home's own first screen, in the person's language: the question box, its button, the slot for today's card.
      expect(await splash.locator('.fs-today img').isVisible()).toBe(true)
      expect(await splash.locator('.fs-start').textContent()).toBe(start)
      expect(await page.locator('.home__start').count()).toBe(0)
      if (locale === 'en-US') await page.screenshot({ path: path.join(screenshots, 'splash-en.png') })
      const splashGear = await splash.locator('.fs-head__icon svg').boundingBox()
      // Today's card with its name and meaning, as home will show it.
      await expect.poll(() => splash.locator('.fs-today__meaning').count(), { timeout: 10_000 }).toBe(1)
      const splashToday = await splash.locator('.fs-section').first().boundingBox()
      const splashSlots = await splash.locator('.fs-rec i').evaluateAll((slots) => slots.slice(0, 2).map((slot) => slot.getBoundingClientRect().toJSON() as DOMRect))
      release()
      await expect.poll(() => page.locator('.home__start:visible').count(), { timeout: 30_000 }).toBe(1)
      await expect.poll(() => splash.count(), { timeout: 5_000 }).toBe(0)
      // The settings gear stays where it was when home takes over (it sat 8 px to the right of home's).
      const homeGear = await page.locator('.home__icon:visible').boundingBox()
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(homeGear![key] - splashGear![key])).toBeLessThan(1)
      // Today's card's section is as tall as home's, so nothing below it moves (in English home's link and buttons take two rows).
      const homeToday = await page.locator('.section:visible', { has: page.locator('.today') }).boundingBox()
      expect(Math.abs(homeToday!.height - splashToday!.height)).toBeLessThan(1.5)
      // So do the two columns of recommended spreads (the slots stood narrower than home's cards, the right one short of the edge).
      const homeSlots = await page.locator('.recommended__item:visible').evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as DOMRect))
      splashSlots.forEach((slot, i) => {
        expect(Math.abs(slot.x - homeSlots[i]!.x)).toBeLessThan(1)
        expect(Math.abs(slot.width - homeSlots[i]!.width)).toBeLessThan(1)
      })
      await page.context().close()
    }
  })

  it("asks for home's own chunk and the person's language beside the entry, before the entry has run (a round trip saved on a slow network)", async () => {
    for (const [locale, language] of [
      ['en-US', 'i18n-en'],
      ['zh-CN', null],
    ] as const) {
      const page = await phonePage(browser, locale)
      const asked: string[] = []
      // The app's code is held back: whatever is asked for meanwhile was asked for by index.html, not by the entry.
      await page.route('**/tarot/h5app/js/**', (route) => {
        asked.push(new URL(route.request().url()).pathname)
        return new Promise(() => undefined)
      })
      await page.goto(appUrl(), { waitUntil: 'commit' })
      await expect.poll(() => asked.some((p) => /\/js\/src_pages_index_index_tsx\.[0-9a-f]+\.js$/.test(p)), { timeout: 10_000 }).toBe(true)
      if (language) expect(asked.some((p) => p.includes(`/js/${language}.`))).toBe(true)
      else expect(asked.some((p) => p.includes('/js/i18n-'))).toBe(false)
      await page.context().close()
    }
    // Another page opens: home's chunk is not fetched ahead for it.
    const other = await phonePage(browser, 'zh-CN')
    const asked: string[] = []
    await other.route('**/tarot/h5app/js/**', (route) => {
      asked.push(new URL(route.request().url()).pathname)
      return new Promise(() => undefined)
    })
    await other.goto(appUrl('/pages/index/spreads'), { waitUntil: 'commit' })
    await expect.poll(() => asked.some((p) => /\/js\/app\./.test(p)), { timeout: 10_000 }).toBe(true)
    await other.waitForTimeout(500)
    expect(asked.some((p) => p.includes('src_pages_index_index_tsx'))).toBe(false)
    await other.context().close()
  })

  it("shows today's card in its slot from the first paint, the card home then shows, and keeps it all day as the guest signs in", async () => {
    const page = await phonePage(browser, 'en-US')
    const cardRequests: string[] = []
    // (Home then reads the meaning from the HTTP cache; not checked here: a page with routes set has no HTTP cache.)
    const meaningRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/res/cards/')) cardRequests.push(new URL(request.url()).pathname)
      if (request.url().includes('/local/en/cards/')) meaningRequests.push(new URL(request.url()).pathname)
    })
    // The app's code is held back while the first screen is looked at.
    let held = Promise.resolve()
    await page.route('**/tarot/h5app/js/**', async (route) => {
      await held
      await route.continue()
    })
    const firstScreenCard = async () => {
      let release = () => {}
      held = new Promise<void>((resolve) => (release = resolve))
      await page.goto(appUrl(), { waitUntil: 'commit' })
      const slot = page.locator('#splash .fs-today img')
      // The card's face, not the slot's drawn placeholder (an SVG without a size, which a browser also takes as 300 px wide).
      await expect.poll(() => slot.evaluate((img: HTMLImageElement) => !img.src.startsWith('data:') && img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(300)
      const shown = await slot.getAttribute('src')
      // Its meaning was asked for too, before the app's code ran, and shows beside it.
      expect(meaningRequests.at(-1)).toBe(shown?.replace('/res/cards/', '/local/en/cards/').replace('.png', '.json'))
      const splashName = page.locator('#splash .fs-today__name')
      await expect.poll(() => splashName.count(), { timeout: 10_000 }).toBe(1)
      const named = await splashName.textContent()
      expect(await page.locator('#splash .fs-today__meaning').textContent()).toMatch(/\w+.*[.!?]$/)
      release()
      await expect.poll(() => page.locator('#splash').count(), { timeout: 30_000 }).toBe(0)
      // Taro's image sets its source once it is seen (lazy loading): wait for it.
      const image = inFront(page, '.today .card-face img')
      await expect.poll(() => image.getAttribute('src'), { timeout: 10_000 }).not.toBeNull()
      // Home says what the first screen said, and took over only once it did (no loading line in between).
      expect(await inFront(page, '.today__name').textContent()).toBe(named)
      return { shown, home: await image.getAttribute('src') }
    }
    // A first visit: no guest token yet when the first screen chooses; home gets one as it starts.
    const first = await firstScreenCard()
    expect(first.shown).toMatch(/^\/res\/cards\/[A-Za-z]+\d{2}\.png$/)
    expect(first.home).toBe(first.shown)
    // Home took the first screen's copy: the card's image was asked for once.
    expect(cardRequests.filter((p) => p === first.shown)).toHaveLength(1)
    // The guest token and then an account would each derive another card; the one first shown today stays.
    await expect.poll(() => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('user-info') ?? '{}').data ?? '{}').state?.uken ?? ''), { timeout: 10_000 }).not.toBe('')
    await signInThroughLoginPage(page, appUrl, 'today-stays', '/pages/index/about')
    const afterSignIn = await firstScreenCard()
    expect(afterSignIn).toEqual(first)
    await page.context().close()
  })

  it("draws today's meaning before the app's code runs, and starts the app all the same when the meaning's file does not come", async () => {
    for (const meaningFile of ['slow', 'never'] as const) {
      const page = await phonePage(browser, 'en-US')
      // When, in the page's own clock, today's meaning was drawn, the entry's script was put in the page, and home drew.
      await page.addInitScript(() => {
        const seen: Record<string, number> = {}
        ;(window as unknown as { __seen: typeof seen }).__seen = seen
        const look = () => {
          if (!seen.meaning && document.querySelector('#splash .fs-today__meaning')) seen.meaning = performance.now()
          if (!seen.entry && document.querySelector('script[src*="/js/app."]')) seen.entry = performance.now()
          if (!seen.home && document.querySelector('.taro_page > *')) seen.home = performance.now()
        }
        new MutationObserver(look).observe(document, { childList: true, subtree: true })
      })
      // Slow: it comes after the page has loaded (and after the entry's scripts would have run as deferred scripts).
      await page.route('**/local/en/cards/*.json', async (route) => {
        if (meaningFile === 'never') return new Promise(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 400))
        return route.continue()
      })
      await page.goto(appUrl(), { waitUntil: 'commit' })
      await expect.poll(() => page.locator('.home__start:visible').count(), { timeout: 30_000 }).toBe(1)
      const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen)
      if (meaningFile === 'slow') {
        expect(seen.meaning).toBeGreaterThan(0)
        expect(seen.entry).toBeGreaterThan(seen.meaning!)
        expect(seen.home).toBeGreaterThan(seen.meaning!)
      } else {
        // Not waited for past 0.8 s from the first screen's start.
        expect(seen.meaning).toBeUndefined()
        expect(seen.entry).toBeGreaterThan(700)
        expect(seen.entry).toBeLessThan(5000)
      }
      await page.context().close()
    }
  })

  it('takes a visitor who taps Start before their guest token has come to the question page, not to sign-in', async () => {
    const page = await phonePage(browser, 'en-US')
    // The guest token is slow to come; home is usable before it.
    await page.route('**/tarot/rest/login/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return route.continue()
    })
    await page.goto(appUrl())
    await inFront(page, '.home__input input').fill('What should I focus on this week?')
    await inFront(page, '.home__start').click()
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('/pages/ai/ad_ask')
    expect(page.url()).not.toContain('login')
    await page.context().close()
  })

  it('keeps a question written on the first screen while the app loads, and goes on to the question page when Start was tapped there', async () => {
    const page = await phonePage(browser, 'en-US')
    // The app's code is held back, as on a slow network, until the person has written and tapped.
    const release = await holdAppCode(page)
    await page.goto(appUrl(), { waitUntil: 'commit' })
    const field = page.locator('#splash .fs-input')
    await expect.poll(() => field.getAttribute('placeholder'), { timeout: 10_000 }).toBe('e.g. What should I focus on now?')
    await field.fill('Should I take the job in Lisbon?')
    const start = page.locator('#splash .fs-start')
    await start.click()
    expect(await start.textContent()).toBe('Getting ready…')
    expect(page.url()).not.toContain('ad_ask')
    release()
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain('/pages/ai/ad_ask')
    expect(new URL(page.url().replace('#/', '')).searchParams.get('question')).toBe('Should I take the job in Lisbon?')
    await expect.poll(() => page.locator('#splash').count(), { timeout: 5_000 }).toBe(0)
    await page.context().close()
  })

  it('waits for a person still writing on the first screen to leave the field, then hands home their whole question', async () => {
    const page = await phonePage(browser, 'zh-CN')
    const release = await holdAppCode(page)
    await page.goto(appUrl(), { waitUntil: 'commit' })
    const field = page.locator('#splash .fs-input')
    await field.click()
    await field.pressSequentially('这段感情')
    release()
    // Home has drawn under the first screen, which stays while the field has the person's focus…
    await expect.poll(() => page.locator('.home__start').count(), { timeout: 30_000 }).toBe(1)
    await page.waitForTimeout(500)
    expect(await page.locator('#splash').count()).toBe(1)
    await field.pressSequentially('还值得继续吗？')
    // …and goes once they leave it, with everything they wrote in home's own field.
    await page.locator('#splash .fs-tagline').click()
    await expect.poll(() => page.locator('#splash').count(), { timeout: 5_000 }).toBe(0)
    expect(await inFront(page, '.home__input input').inputValue()).toBe('这段感情还值得继续吗？')
    await inFront(page, '.home__start').click()
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('/pages/ai/ad_ask')
    await page.context().close()
  })

  it("leaves today's card to the app when the browser asks to save data, so the app's own code loads first", async () => {
    const page = await phonePage(browser, 'zh-CN')
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }))
    const early: string[] = []
    let appStarted = false
    page.on('request', (request) => {
      if (/\/js\/app\./.test(request.url())) appStarted = true
      if (!appStarted && /\/(res\/cards|local)\//.test(request.url())) early.push(request.url())
    })
    await page.goto(appUrl(), { waitUntil: 'commit' })
    await expect.poll(() => page.locator('.home__start:visible').count(), { timeout: 30_000 }).toBe(1)
    expect(early).toEqual([])
    await page.context().close()
  })

  it("says so, in the person's language, and offers a reload when the app's code cannot be loaded, instead of waiting forever", async () => {
    const page = await phonePage(browser, 'zh-TW')
    await page.route('**/tarot/h5app/js/**', (route) => route.abort())
    await page.goto(appUrl(), { waitUntil: 'commit' })
    const stalled = page.locator('#splash .fs-stalled')
    await expect.poll(() => stalled.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await stalled.locator('h2').textContent()).toBe('載入得比平常久一些')
    // The reload asks again: with the network back, home comes.
    await page.unroute('**/tarot/h5app/js/**')
    await stalled.locator('button').click()
    await expect.poll(() => page.locator('.home__start:visible').count(), { timeout: 30_000 }).toBe(1)
    await page.context().close()
  })

  it('lets people zoom, describes itself to search engines, serves its icon and names its card images', async () => {
    const page = await openHome('en-US')
    const viewport = (await page.locator('meta[name=viewport]').getAttribute('content')) ?? ''
    expect(viewport).toContain('width=device-width')
    expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale/)
    expect(((await page.locator('meta[name=description]').getAttribute('content')) ?? '').length).toBeGreaterThan(20)
    const icon = await page.evaluate(() => (document.querySelector('link[rel=icon]') as HTMLLinkElement | null)?.href ?? '')
    for (const url of [icon, new URL('/favicon.ico', appUrl()).href]) {
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      expect((await response.body()).subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])), url).toBe(true)
    }
    // Today's card on home: its image is named after the card it shows.
    const today = page.locator('.card-face img').first()
    await expect.poll(() => today.count(), { timeout: 30_000 }).toBe(1)
    const label = await page.locator('.card-face').first().getAttribute('aria-label')
    expect(label).toMatch(/\S/)
    expect(await today.getAttribute('alt')).toBe(label)
    // The card library: every image has an alt text.
    await tabBar(page).locator('.weui-tabbar__item').nth(2).click()
    await expect.poll(() => page.locator('.taro_page_show .card-face img').count(), { timeout: 30_000 }).toBeGreaterThan(20)
    expect(await page.locator('img:not([alt])').count()).toBe(0)
    expect(await page.locator('.taro_page_show .card-face img[alt=""]').count()).toBe(0)
    await page.context().close()
  })

  it('shows home in each language, nothing wider than the phone, and keeps a screenshot of it', async () => {
    const homes = [
      ['zh-CN', 'home-zh-Hans', ['首页', '牌阵', '牌义', '记录']],
      ['zh-TW', 'home-zh-Hant', ['首頁', '牌陣', '牌義', '紀錄']],
      ['en-US', 'home-en', ['Home', 'Spreads', 'Meanings', 'History']],
    ] as const
    for (const [locale, name, tabs] of homes) {
      const page = await openHome(locale)
      expect(await tabLabels(page)).toEqual(tabs)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.waitForTimeout(300)
      await page.screenshot({ path: path.join(screenshots, `${name}.png`) })
      await page.context().close()
    }
  })
})
