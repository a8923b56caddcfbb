import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { GEAR_PATH } from '../src/components/settings-icon/settings-icon.h5'

// The H5 first screen in src/index.html paints home's words before the app's code arrives; the app then
// takes over with src/locales. A word changed in one place and not the other shows as a jump at hand-over.
const root = path.join(__dirname, '..')
const html = readFileSync(path.join(root, 'src/index.html'), 'utf8')
// What only the first screen says (the app is not there yet to say it): the slow-start notice, and Start tapped before the app has come.
const OWN = new Set(['stalledTitle', 'stalledHint', 'retry', 'waiting'])

function localeTexts(lang: string): Set<string> {
  const texts = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  const dir = path.join(root, 'src/locales', lang)
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
  return texts
}

/** The inline script's TEXTS for one language. */
function scriptTexts(lang: string): Record<string, string> {
  const key = lang === 'en' ? 'en' : `'${lang}'`
  const body = new RegExp(`\\n\\s+${key.replace(/[-']/g, (c) => `\\${c}`)}: \\{(.*)\\}`).exec(html)?.[1] ?? ''
  return Object.fromEntries([...body.matchAll(/(\w+): (['"])(.*?)\2(?=,|\s*$)/g)].map((m) => [m[1]!, m[3]!]))
}

/** zh-Hans is the markup itself (`data-t`, and the question field's placeholder) with what only the script says; the other languages are the script's TEXTS. */
function firstScreenTexts(lang: string): Record<string, string> {
  if (lang !== 'zh-Hans') return scriptTexts(lang)
  const markup = Object.fromEntries([...html.matchAll(/data-t="(\w+)"[^>]*>([^<]+)</g)].map((m) => [m[1]!, m[2]!.trim()]))
  const placeholder = /class="fs-input"[^>]*placeholder="([^"]+)"/.exec(html)?.[1]
  return { ...markup, ...(placeholder ? { placeholder } : {}), ...scriptTexts('zh-Hans') }
}

describe('the H5 first screen', () => {
  it.each(['zh-Hans', 'zh-Hant', 'en'])('says what home says in %s, and has its own slow-start notice', (lang) => {
    const texts = firstScreenTexts(lang)
    expect(Object.keys(texts).length).toBeGreaterThanOrEqual(15)
    const locale = localeTexts(lang)
    const drifted = Object.entries(texts).filter(([key, text]) => !OWN.has(key) && !locale.has(text))
    expect(drifted).toEqual([])
    for (const key of OWN) expect(texts[key]).toBeTruthy()
  })

  it("names today's card's side as the card pages do, in every language", () => {
    const table = /var ORIENTATION = (\{.*\})\n/.exec(html)?.[1] ?? ''
    const sides = JSON.parse(table.replace(/'/g, '"').replace(/(\w+):/g, '"$1":')) as Record<string, [string, string]>
    for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
      const library = JSON.parse(readFileSync(path.join(root, 'src/locales', lang, 'library.json'), 'utf8')) as Record<string, string>
      expect(sides[lang]).toEqual([library.upright, library.reversed])
    }
  })

  it("draws home's settings gear as home does, as a drawing rather than a character no page font has", () => {
    const head = /<div class="fs-head">(.*?)<\/div>/.exec(html)?.[1] ?? ''
    expect(head).toContain(`d="${GEAR_PATH}"`)
    expect(head).not.toContain('⚙')
  })
})
