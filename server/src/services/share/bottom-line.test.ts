import { describe, expect, it } from 'vitest'
import { bottomLine } from './bottom-line'

describe('the bottom line of a shared reading', () => {
  it('takes the first two sentences of the first paragraph, without Markdown or headings', () => {
    const text = '## Overview\n\n**In short**, the cards point to a pause. Try resting before you choose. Then more.\n\nSecond paragraph.'
    expect(bottomLine(text, 'en')).toBe('In short, the cards point to a pause. Try resting before you choose.')
  })

  it('works sentence by sentence in Chinese', () => {
    expect(bottomLine('先说结论：这组牌提醒你慢下来。试着先照顾好自己。后面还有很多话。', 'zh-Hans')).toBe('先说结论：这组牌提醒你慢下来。试着先照顾好自己。')
  })

  it('cuts one overlong sentence with an ellipsis', () => {
    const line = bottomLine(`${'很长的一句话'.repeat(40)}。`, 'zh-Hans')!
    expect(line.length).toBeLessThanOrEqual(91)
    expect(line.endsWith('…')).toBe(true)
  })

  it('is null when nothing was written', () => {
    expect(bottomLine(null, 'en')).toBeNull()
    expect(bottomLine('  \n\n## Only a heading', 'en')).toBeNull()
  })
})
