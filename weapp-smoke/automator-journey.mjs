// A journey through the real mini-program in WeChat DevTools with miniprogram-automator.
// DevTools runs only on Windows and macOS: this runs where WECHAT_DEVTOOLS_CLI points at its CLI,
// and says plainly that it did not run otherwise.
import path from 'node:path'

const cli = process.env.WECHAT_DEVTOOLS_CLI
if (!cli) {
  console.log('skipped: WECHAT_DEVTOOLS_CLI is not set (WeChat DevTools is needed; it exists for Windows and macOS only).')
  // 77: "skipped" (automake's convention), so that no runner counts a journey that did not run as passed.
  process.exit(77)
}

const { default: automator } = await import('miniprogram-automator')
const projectPath = path.resolve(import.meta.dirname, '..')
const failures = []
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}

const mini = await automator.launch({ cliPath: cli, projectPath })
try {
  let page = await mini.reLaunch('/pages/index/index')
  await page.waitFor(800)
  check(page.path === 'pages/index/index', 'home opens')
  for (const [index, route] of ['pages/index/spreads', 'pages/index/help', 'pages/index/history'].entries()) {
    page = await mini.switchTab(`/${route}`)
    await page.waitFor(500)
    check(page.path === route, `tab ${index + 2} opens ${route}`)
  }
  page = await mini.navigateTo('/pagesThird/third/draw_cards')
  await page.waitFor(800)
  check(page.path === 'pagesThird/third/draw_cards', 'the draw subpackage page opens')
  page = await mini.reLaunch('/pages/index/index')
  await page.waitFor(500)
  const settings = await page.$('.home__icon-button')
  await settings?.tap()
  await page.waitFor(800)
  check((await mini.currentPage()).path === 'pages/index/about', 'the settings button opens about')
} finally {
  await mini.close()
}
console.log(`${failures.length === 0 ? 5 : 5 - failures.length} passed, ${failures.length} failed`)
process.exit(failures.length ? 1 : 0)
