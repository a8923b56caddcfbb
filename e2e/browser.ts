import { type Browser, type Page, chromium } from 'playwright-core'
import { inject } from 'vitest'

/** Debian's Chromium, started the way this machine allows: headless, no sandbox, no background networking; Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** A phone-sized page (390×844, as an iPhone 14) in the given language. */
export async function phonePage(browser: Browser, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  })
  return context.newPage()
}

export function baseUrl(): string {
  return inject('baseUrl')
}

export const appUrl = (route = '') => `${baseUrl()}/tarot/h5app/${route ? `#${route}` : ''}`
