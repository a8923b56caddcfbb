import englishMessages from 'ra-language-english'
import { describe, expect, it } from 'vitest'
import { reviewWordsIn } from '../../packages/messages/src/review-words'
import { consoleEn, consoleZhHans } from './i18n/console-messages'
import { raZhHans } from './i18n/ra-zh-Hans'
import { fenFromYuan, yuan } from './money'
import { auditEn, auditZhHans } from './resources/audit/messages'
import { contentEn, contentZhHans } from './resources/content/messages'
import { feedbackEn, feedbackZhHans } from './resources/feedback/messages'
import { moderationEn, moderationZhHans } from './resources/moderation/messages'
import { changes } from './resources/audit/diff'
import { operatorsEn, operatorsZhHans } from './resources/operators/messages'
import { ordersEn, ordersZhHans } from './resources/orders/messages'
import { peopleEn, peopleZhHans } from './resources/people/messages'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
}

function texts(value: unknown): string[] {
  return typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(texts) : []
}

const pairs = [
  ['react-admin', englishMessages, raZhHans],
  ['console', consoleEn, consoleZhHans],
  ['orders', ordersEn, ordersZhHans],
  ['audit', auditEn, auditZhHans],
  ['operators', operatorsEn, operatorsZhHans],
  ['people', peopleEn, peopleZhHans],
  ['feedback', feedbackEn, feedbackZhHans],
  ['moderation', moderationEn, moderationZhHans],
  ['content', contentEn, contentZhHans],
] as const

describe("the console's words", () => {
  it.each(pairs)('%s: Simplified Chinese has every key English has, and no other', (_, en, zh) => {
    expect(keys(zh).sort()).toEqual(keys(en).sort())
  })

  it.each(pairs)('%s: every Chinese message is written in Chinese and keeps the placeholders', (_, en, zh) => {
    const english = new Map(keys(en).map((key, i) => [key, texts(en)[i]!]))
    // smart_count may go unsaid in Chinese, which has no plural forms.
    const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!))].filter((p) => p !== 'smart_count').sort()
    // What stays the same in both: names of things (App, VIP, H5) and react-admin's blank.
    const same = new Set(['App', ' '])
    for (const [i, key] of keys(zh).entries()) {
      const text = texts(zh)[i]!
      const source = english.get(key)!
      expect(placeholders(text), key).toEqual(placeholders(source))
      if (!same.has(text) && !/^(\s*%\{\w+\}\s*)+$/.test(source)) expect(text, key).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('never uses the fortune-telling words the product avoids (占卜, 算命, 运势… packages/messages/src/review-words.ts)', () => {
    for (const [, , zh] of pairs) for (const text of texts(zh)) expect(reviewWordsIn(text), text).toEqual([])
  })
})

describe('money in the console', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(yuan(6800)).toBe('¥68.00')
    expect(yuan(1)).toBe('¥0.01')
  })
  it('reads what an operator types in yuan as fen, and refuses what is not an amount', () => {
    expect(fenFromYuan('20')).toBe(2000)
    expect(fenFromYuan('20.5')).toBe(2050)
    expect(fenFromYuan(' 0.01 ')).toBe(1)
    for (const wrong of ['', '-1', '1.234', 'abc', '1,5', '1e3']) expect(fenFromYuan(wrong), wrong).toBeNull()
  })
})

describe("the audit entry's diff", () => {
  it('lists only what changed, path by path, with what it was and became', () => {
    expect(changes({ refundedFen: 0, status: 'paid', user: { energy: 600 } }, { refundedFen: 2000, status: 'paid', user: { energy: 424 } })).toEqual([
      { path: 'refundedFen', before: 0, after: 2000 },
      { path: 'user.energy', before: 600, after: 424 },
    ])
  })
  it('shows a value only one side has, and a whole value when there is no object to walk', () => {
    expect(changes(null, { role: 'support' })).toEqual([{ path: 'role', before: undefined, after: 'support' }])
    expect(changes({ active: true }, { active: false, note: 'left' })).toEqual([
      { path: 'active', before: true, after: false },
      { path: 'note', before: undefined, after: 'left' },
    ])
    expect(changes('a', 'b')).toEqual([{ path: '', before: 'a', after: 'b' }])
    expect(changes({ a: 1 }, { a: 1 })).toEqual([])
  })
})
