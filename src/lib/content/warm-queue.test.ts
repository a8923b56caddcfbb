import { warmAll, warmingAllowed } from './warm-queue'

describe('the res warm-up rules', () => {
  it('runs on an ordinary connection and is skipped on Save-Data, 2G or none', () => {
    expect(warmingAllowed({ saveData: false, type: '4g' })).toBe(true)
    expect(warmingAllowed({ saveData: false, type: 'wifi' })).toBe(true)
    expect(warmingAllowed({ saveData: false })).toBe(true)
    expect(warmingAllowed({ saveData: true, type: '4g' })).toBe(false)
    expect(warmingAllowed({ saveData: false, type: '2g' })).toBe(false)
    expect(warmingAllowed({ saveData: false, type: 'slow-2g' })).toBe(false)
    expect(warmingAllowed({ saveData: false, type: 'none' })).toBe(false)
  })

  it('fetches every url, never more than two at once, and goes on past a failure', async () => {
    let inFlight = 0
    let most = 0
    const done: string[] = []
    const warm = async (url: string) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((r) => setTimeout(r, 5))
      inFlight -= 1
      if (url.endsWith('3')) throw new Error('404')
      done.push(url)
    }
    const urls = Array.from({ length: 9 }, (_, i) => `/res/${i}`)
    await warmAll(urls, warm, 2)
    expect(most).toBe(2)
    expect(done.sort()).toEqual(urls.filter((u) => !u.endsWith('3')).sort())
  })
})
