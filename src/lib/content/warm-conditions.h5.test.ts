import { connectionHint } from './warm-conditions.h5'

const setConnection = (value: unknown) => Object.defineProperty(navigator, 'connection', { value, configurable: true })

describe('the browser connection hint (H5)', () => {
  afterEach(() => setConnection(undefined))

  it("reads the browser's Save-Data and effective type", async () => {
    setConnection({ saveData: true, effectiveType: '4g' })
    expect(await connectionHint()).toEqual({ saveData: true, type: '4g' })
    setConnection({ saveData: false, effectiveType: '2g' })
    expect(await connectionHint()).toEqual({ saveData: false, type: '2g' })
  })

  it('says nothing against warming where the browser has no Network Information', async () => {
    setConnection(undefined)
    expect(await connectionHint()).toEqual({ saveData: false, type: undefined })
  })
})
