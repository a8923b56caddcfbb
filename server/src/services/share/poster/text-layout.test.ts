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
