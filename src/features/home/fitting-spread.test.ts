import { fittingSpread } from './fitting-spread'

describe('the spread the home question opens with', () => {
  it('fits a day’s question to the day’s spread, a week’s to the week’s, and a three months’ to none read for today', () => {
    expect(fittingSpread('今天的面试我要注意什么？')).toBe('today')
    expect(fittingSpread('What should I keep in mind this week?')).toBe('week')
    expect(fittingSpread('How can I grow at work?')).toBe('cnc')
    expect(fittingSpread('接下来三个月，我该把精力放在哪里？')).toBe('energy')
  })
})
