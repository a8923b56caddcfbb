import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Where the screenshots the issues ask for are written. */
export const screenshots = path.resolve(import.meta.dirname, '../docs/screenshots')

/** The visible match on the page in front (Taro's H5 keeps earlier pages of the stack in the DOM, hidden). */
export const inFront = (page: Page, selector: string) => page.locator(`${selector}:visible`).last()
export const textOf = async (page: Page, selector: string) => ((await inFront(page, selector).textContent()) ?? '').trim()
export const toast = (page: Page) => page.locator('.taro__toast').last().textContent()
export const tabBar = (page: Page) => page.locator('.taro-tabbar__tabbar')

/** A screenshot once the page has stopped moving (a page sliding in, a card turning), waiting at most 3 s. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true })
  // Until nothing finite has moved for a quarter of a second (a card's flight may start a moment after its pick), 3 s at most.
  await page.evaluate(async () => {
    const deadline = performance.now() + 3000
    const moving = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
    while (performance.now() < deadline) {
      const now = moving()
      if (now.length > 0) await Promise.race([Promise.all(now.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, deadline - performance.now()))])
      await new Promise((r) => setTimeout(r, 250))
      if (moving().length === 0) return
    }
  })
  await page.screenshot({ path: path.join(screenshots, `${name}.png`) })
}

/** The session's token as the app stores it (zustand persist in `user-info`), or ''. */
const storedToken = (page: Page) => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('user-info') ?? '{"data":"{}"}').data || '{}')?.state?.token ?? '')

/**
 * Signs in through the login page with the dev provider, as a person would (agreement ticked),
 * and waits to land on `redirect`. `loginUrl` builds the app address of the login route.
 */
export async function signInThroughLoginPage(page: Page, loginUrl: (route: string) => string, name: string, redirect: string): Promise<void> {
  await page.goto(loginUrl(`/pagesApp/common/login?redirect=${encodeURIComponent(redirect)}`))
  await inFront(page, '.login__name input').fill(name)
  await inFront(page, '.login__check').click()
  await inFront(page, '.login__submit').click()
  await expect.poll(() => storedToken(page)).not.toBe('')
  await expect.poll(() => page.url()).toContain(redirect.split('?')[0])
}

/** A REST call with this page's user token, as the app would make it. */
export function userApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ code: number; data: T; message?: string }> {
  return page.evaluate(
    async ([m, u, b]) => {
      const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
      const res = await fetch(u as string, {
        method: m as string,
        headers: { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': 'en' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      })
      return res.json()
    },
    [method, url, body] as const,
  )
}
