import { describe, expect, it } from 'vitest'
import { wrap } from './text-layout'

describe('poster lines', () => {
  it('leaves no Chinese character alone on the last line', () => {
    const lines = wrap('高塔的风暴过后，是一个安静的夜晚。', 15, 5)
    expect(lines).toEqual(['高塔的风暴过后，是一个安静的', '夜晚。'])
    expect(wrap('扫码，抽一张属于你的牌', 240 / 22, 3)).toEqual(['扫码，抽一张属于你', '的牌'])
  })

  it('keeps English words whole', () => {
    expect(wrap('Scan to draw a card of your own', 12, 3)).toEqual(['Scan to draw a card of', 'your own'])
  })
})

describe('poster line breaks around brackets', () => {
  const endsOpen = (lines: string[]) => lines.slice(0, -1).filter((l) => /[（「『“‘《(]$/.test(l))
  const startsClosed = (lines: string[]) => lines.slice(1).filter((l) => /^[）」』”’》)]/.test(l))

  it('never ends a line with an opening bracket: it goes down with what it opens', () => {
    // 16 characters fit, and "（" is the 16th.
    const lines = wrap('这组牌提醒你先照顾好自己的心情（尤其是最近）。', 16, 5)
    expect(endsOpen(lines)).toEqual([])
    expect(lines.join('')).toBe('这组牌提醒你先照顾好自己的心情（尤其是最近）。')
    expect(lines[1]!.startsWith('（')).toBe(true)
  })

  it('never starts a line with a closing bracket or quote', () => {
    const lines = wrap('先把心放稳：“我真正想要的是什么”，再去比较两条路。', 15, 5)
    expect(startsClosed(lines)).toEqual([])
    expect(endsOpen(lines)).toEqual([])
  })

  it('keeps both rules for every width a poster uses, on a line full of brackets', () => {
    const text = '这次的牌一半一半：“逆位的圣杯二”（关系失衡）和“星币三”（合作）都在提醒你，答案还握在你手里（先看清自己要什么）。'
    for (let width = 6; width <= 30; width += 0.5) {
      const lines = wrap(text, width, 99)
      expect(endsOpen(lines), `${width} ems: ${lines.join('|')}`).toEqual([])
      expect(startsClosed(lines), `${width} ems: ${lines.join('|')}`).toEqual([])
      expect(lines.join('')).toBe(text)
    }
  })
})
