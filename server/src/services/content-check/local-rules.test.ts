import { describe, expect, it } from 'vitest'
import { localVerdict } from './local-rules'
import { parts } from './wechat-content-check'

describe('the local content rules', () => {
  it('pass what people ask about their own lives, in three languages, dates and sums included', () => {
    for (const text of [
      '我男朋友总是赌博，我该怎么办？',
      '我們 2026-12-03 要搬家，這個時機好嗎？',
      'My brother drinks too much and owes 50000; how do I talk to him?',
      '他不再回我微信了，我要主动吗？',
      'Will the new job suit me?',
    ])
      expect(localVerdict(text).verdict, text).toBe('pass')
  })

  it('hold contact details and ads for review', () => {
    for (const text of ['加我微信 tarot_8888 详聊', '聯絡我 0912345678', 'vx: abc12345', 'call me on 138 1234 5678', 'see www.example.com', 'write to me at someone@example.com', 'QQ 123456789'])
      expect(localVerdict(text), text).toMatchObject({ verdict: 'review', by: 'local' })
  })

  it('refuse clear solicitation, also spelled apart', () => {
    for (const text of ['想找人裸聊', '有沒有 約 炮 的', '代开发票，价格优惠', 'Looking for an escort service tonight', 'b.u.y c.o.c.a.i.n.e here'])
      expect(localVerdict(text).verdict, text).toBe('risky')
  })
})

describe('texts for WeChat', () => {
  it('go in parts of at most 2,500 characters, never cutting a character', () => {
    expect(parts('短')).toEqual(['短'])
    const long = '😀'.repeat(2500) + '好'.repeat(10)
    const cut = parts(long)
    expect(cut.map((part) => [...part].length)).toEqual([2500, 10])
    expect(cut.join('')).toBe(long)
  })
})
