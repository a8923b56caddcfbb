import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { REVIEW_WORDS, reviewWordsIn } from '@tarot/messages/review-words'
import { describe, expect, it } from 'vitest'

/**
 * WeChat's review refuses a tarot mini-program on fortune-telling words (docs/wechat-review.md): none of
 * `REVIEW_WORDS` (占卜, 算命, 运势, 预测, 吉凶, 改运, 化解, 转运, both scripts) in what the product shows in Chinese.
 * No exception: the two spread categories once named 未来预测 and 运势预测 are 未来发展 (the spec's own Chinese reading) and 生活全景.
 */
const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(path.join(root, d))) {
      const rel = path.join(d, name)
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel)
      else if (keep(rel)) out.push(rel)
    }
  }
  walk(dir)
  return out.sort()
}

/** Every string in a JSON value with where it sits (`a.b[2]`). */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k))
  return []
}

/** `file: where: word` for every review word in the file's strings (JSON) or its whole text. */
function offences(file: string, { json = file.endsWith('.json'), skip = (_text: string) => false } = {}): string[] {
  const text = read(file)
  const parts: [string, string][] = json ? strings(JSON.parse(text)) : text.split('\n').map((line, i) => [`line ${i + 1}`, line])
  return parts.filter(([, s]) => !skip(s)).flatMap(([at, s]) => reviewWordsIn(s).map((w) => `${file}: ${at}: ${w}`))
}

describe('the Chinese WeChat reviewers read', () => {
  it('knows the words, in both scripts', () => {
    for (const word of ['占卜', '算命', '运势', '運勢', '预测', '預測', '吉凶', '改运', '改運', '化解', '转运', '轉運']) expect(REVIEW_WORDS).toContain(word)
    expect(reviewWordsIn('开始占卜，看看今年運勢')).toEqual(['占卜', '運勢'])
    expect(reviewWordsIn('开始解读，抽一张塔罗牌')).toEqual([])
  })

  it('has no fortune-telling word in the app copy (src/locales, both scripts and English)', () => {
    const files = filesUnder('src/locales', (f) => f.endsWith('.json'))
    expect(files.length).toBeGreaterThan(40)
    expect(files.flatMap((f) => offences(f))).toEqual([])
  })

  it('has none in the page titles and the tab bar (src/app.config.ts and every page config), nor on the first screen (index.html)', () => {
    const configs = ['src/app.config.ts', ...filesUnder('src', (f) => f.endsWith('.config.ts'))]
    expect(configs.length).toBeGreaterThan(20)
    expect([...configs, 'src/index.html'].flatMap((f) => offences(f, { json: false }))).toEqual([])
  })

  it("has none in the built mini-program's app.json and page files, when it has been built", () => {
    const weapp = 'dist/weapp'
    if (!existsSync(path.join(root, weapp, 'app.json'))) return
    const files = filesUnder(weapp, (f) => f.endsWith('.json') && !f.includes('node_modules'))
    expect(files.flatMap((f) => offences(f))).toEqual([])
  })

  it("has none in the server's messages, reminders, share texts and posters", () => {
    const files = [
      'server/src/lib/messages.ts',
      'server/src/lib/question-messages.ts',
      'server/src/services/journal/reminder-sweeper.ts',
      ...filesUnder('server/src/services/share', (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
      ...filesUnder('packages/messages/locales', (f) => f.endsWith('.json')),
    ]
    // The posters' own list of the words they refuse names them, to refuse them.
    expect(files.flatMap((f) => offences(f, { skip: (line) => line.includes('PLATFORM_WORDS =') }))).toEqual([])
  })

  it("has none in the built-in reader's phrases, the card and article content, the legal pages and the spreads (but the spec's category names)", () => {
    const phrases = filesUnder('server/src/services/interpreter/reader/phrases', (f) => /zh-han[st]\.ts$/.test(f))
    expect(phrases.length).toBeGreaterThan(4)
    const content = filesUnder('packages/content', (f) => /\/(cards|reading|articles|pages)\/[^/]+\.json$/.test(f))
    expect(content.length).toBeGreaterThan(10)
    expect([...phrases, ...content, 'packages/core/data/spreads.json'].flatMap((f) => offences(f))).toEqual([])
  })
})
