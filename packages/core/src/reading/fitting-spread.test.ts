import { describe, expect, it } from 'vitest'
import { fittingFreeSpread } from './fitting-spread'
import { horizonSpan, questionHorizon } from './horizon'
import { understandQuestion } from './question-intent'

const spreadOf = (q: string) => fittingFreeSpread(q).spreadId

describe('the free spread fitted to the time a question names', () => {
  it('never opens a month’s or three months’ question with a spread read for today', () => {
    for (const q of [
      '接下来三个月，我的工作会怎么发展？',
      '男朋友三个月内会跟我求婚吗',
      '我这个月能存下5000块吗',
      '接下來三個月，我該把精力放在哪裡？',
      '我的雅思下个月能考到7分吗',
      '接下来半年，我的感情会怎样发展？',
      '我能不能在年底前找到新工作',
      'Where should I put my energy over the next three months?',
      'Will I find a new job this month?',
      'Where is my career heading in the next six months?',
      'What will this year bring for my studies?',
    ]) {
      expect([q, spreadOf(q)]).toEqual([q, 'energy'])
    }
  })

  it('fits a day’s question to the day’s spread, a week’s to the week’s, the next few days and no time to choice and consequence', () => {
    expect(spreadOf('今天的面试我要注意什么？')).toBe('today')
    expect(spreadOf('What should I keep in mind today?')).toBe('today')
    expect(spreadOf('What should I keep in mind this week?')).toBe('week')
    expect(spreadOf('這週的工作要注意什麼？')).toBe('week')
    expect(spreadOf('下周的比赛我该怎么准备')).toBe('week')
    expect(spreadOf('明天要不要去找他谈？')).toBe('cnc')
    expect(spreadOf('Should I call her tomorrow?')).toBe('cnc')
    expect(spreadOf('How can I grow at work?')).toBe('cnc')
    expect(spreadOf('我该接受这份offer吗')).toBe('cnc')
  })

  it('says which words of the question it fitted the spread to, in the asker’s script', () => {
    expect(fittingFreeSpread('男朋友三个月内会跟我求婚吗')).toEqual({ spreadId: 'energy', horizon: '三个月内' })
    expect(fittingFreeSpread('接下來三個月，我該把精力放在哪裡？')).toEqual({ spreadId: 'energy', horizon: '接下來三個月' })
    expect(fittingFreeSpread('Where should I put my energy over the next three months?')).toEqual({ spreadId: 'energy', horizon: 'over the next three months' })
    expect(fittingFreeSpread('How can I grow at work?')).toEqual({ spreadId: 'cnc' })
  })

  it('measures how far a horizon looks', () => {
    expect(horizonSpan('今天')).toBe('today')
    expect(horizonSpan('明天')).toBe('days')
    expect(horizonSpan('三天内')).toBe('days')
    expect(horizonSpan('一周内')).toBe('week')
    expect(horizonSpan('next two weeks')).toBe('week')
    expect(horizonSpan('这个月')).toBe('month')
    expect(horizonSpan('三个月内')).toBe('season')
    expect(horizonSpan('this spring')).toBe('season')
    expect(horizonSpan('十二个月内')).toBe('year')
    expect(horizonSpan('明年')).toBe('year')
  })

  it('finds the time a question looks to ahead, not the months it looks back on', () => {
    expect(questionHorizon('接下来三个月，我的工作会怎么发展？')).toBe('接下来三个月')
    expect(questionHorizon('未來半年我適合換工作嗎')).toBe('未來半年')
    expect(questionHorizon('最近三个月一直失眠，我该怎么调整？')).toBeUndefined()
    // The reading carries the same words.
    expect(understandQuestion('接下来三个月，我的工作会怎么发展？').details.horizon).toBe('接下来三个月')
  })
})
