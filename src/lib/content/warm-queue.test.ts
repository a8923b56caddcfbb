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

  it('holds every request until the person is no longer busy, and resumes after', async () => {
    const started: string[] = []
    let open: () => void = () => undefined
    let gate = new Promise<void>((r) => (open = r))
    const quiet = () => gate
    const run = warmAll(['/res/a', '/res/b', '/res/c'], async (url) => void started.push(url), 2, quiet)
    await new Promise((r) => setTimeout(r, 5))
    expect(started).toEqual([])
    open()
    await run
    expect(started.sort()).toEqual(['/res/a', '/res/b', '/res/c'])

    // Busy again between two requests: the second waits.
    started.length = 0
    let calls = 0
    gate = Promise.resolve()
    const second = warmAll(
      ['/res/x', '/res/y'],
      async (url) => void started.push(url),
      1,
      () => {
        calls += 1
        return calls === 2 ? new Promise<void>((r) => (open = r)) : Promise.resolve()
      },
    )
    await new Promise((r) => setTimeout(r, 5))
    expect(started).toEqual(['/res/x'])
    open()
    await second
    expect(started).toEqual(['/res/x', '/res/y'])
  })
})
