import { fittingSpread } from './fitting-spread'

describe('the spread the home question opens with', () => {
  it('fits a day’s question to the day’s spread and a week’s to the week’s', () => {
    expect(fittingSpread('今天的面试我要注意什么？')).toBe('today')
    expect(fittingSpread('What should I keep in mind this week?')).toBe('week')
    expect(fittingSpread('How can I grow at work?')).toBe('cnc')
  })
})
