import { freeSpreads, askUrl, queryValue, resolveSpread } from './ask-spread'

describe('the ask pages’ spread', () => {
  it('offers the five free basic spreads on ad_ask', () => {
    expect(freeSpreads()).toEqual(['one', 'cnc', 'today', 'week', 'energy'])
  })

  it('keeps a spread of the page’s own tier and falls back to the default otherwise', () => {
    expect(resolveSpread('free', 'week')).toEqual({ kind: 'here', spreadId: 'week' })
    expect(resolveSpread('free', undefined)).toEqual({ kind: 'here', spreadId: 'cnc' })
    expect(resolveSpread('pro', 'nope')).toEqual({ kind: 'here', spreadId: 'celtic' })
    // The 48-card calendar has no AI reading at all.
    expect(resolveSpread('pro', 'months')).toEqual({ kind: 'here', spreadId: 'celtic' })
  })

  it('sends a spread of the other tier to the other page', () => {
    expect(resolveSpread('free', 'celtic')).toEqual({ kind: 'elsewhere', tier: 'pro', spreadId: 'celtic' })
    expect(resolveSpread('pro', 'one')).toEqual({ kind: 'elsewhere', tier: 'free', spreadId: 'one' })
  })

  it('builds ask addresses that keep the question', () => {
    expect(askUrl('pro', ' Will it work out? ', 'celtic')).toBe('/pages/ai/pro_ask?question=Will%20it%20work%20out%3F&spread=celtic')
    expect(askUrl('free', '')).toBe('/pages/ai/ad_ask')
  })

  it('reads query values whether the platform decoded them or not', () => {
    expect(queryValue('Will%20it%20work%3F')).toBe('Will it work?')
    expect(queryValue('我该怎么办')).toBe('我该怎么办')
    expect(queryValue('100% sure?')).toBe('100% sure?')
    expect(queryValue(undefined)).toBe('')
  })
})
