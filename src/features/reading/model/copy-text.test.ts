import en from '../../../locales/en/reading.json'
import zhHans from '../../../locales/zh-Hans/reading.json'
import zhHant from '../../../locales/zh-Hant/reading.json'
import { copiedReading } from './copy-text'

const TEXT = '愚者提醒你先迈出一小步。\n\n圣杯四逆位说明你正在重新打开心门。'

describe('the copied reading keeps who wrote it', () => {
  it.each([
    ['zh-Hans', zhHans, '内容由 AI 生成'],
    ['zh-Hant', zhHant, '內容由 AI 生成'],
    ['en', en, 'AI-generated'],
  ])('a model-written reading pasted in %s ends with the AI label line', (_, locale, label) => {
    const copied = copiedReading(`${TEXT}\n`, 'llm', (engine) => locale.ai.author[engine])
    expect(copied.startsWith(TEXT)).toBe(true)
    const last = copied.split('\n').pop()!
    expect(last).toContain(label)
    expect(last).toBe(locale.ai.author.llm)
  })

  it("a built-in reader's reading ends with the app's reader line and never says AI-generated", () => {
    const copied = copiedReading(TEXT, 'offline', (engine) => zhHans.ai.author[engine])
    expect(copied.split('\n').pop()).toBe(zhHans.ai.author.offline)
    expect(copied).not.toContain('内容由 AI 生成')
  })
})
