import Taro from '@tarojs/taro'
import { exportJournalCsv } from '@/features/journal/api/journal'
import { setReauthorizer } from '@/lib/http/client'
import { initI18n } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'

initI18n('en')

type Call = { url: string; header: Record<string, string> }
const CSV = '\uFEFFkind,reading_id,date,question,spread,cards,text,mood,tags,resonance\r\n'

/** The server's answers to the export, one per call, as the platform hands a `text` answer over: a string. */
function answers(...bodies: { statusCode: number; data: string }[]) {
  const calls: Call[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: Call) => {
    calls.push(options)
    const next = bodies.shift()
    if (!next) throw new Error('unexpected request')
    return Promise.resolve(next) as never
  }) as never)
  return calls
}

beforeEach(() => {
  jest.restoreAllMocks()
  useSession.setState({ token: 'user-token', uken: '', time: 1 })
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
})

/** Issue 31 item 7: the CSV export's refusal is the JSON envelope; the app must read it as one, not save it as the file. */
describe('the journal CSV export', () => {
  it('hands back the file for a signed-in user', async () => {
    const calls = answers({ statusCode: 200, data: CSV })
    await expect(exportJournalCsv()).resolves.toBe(CSV)
    expect(calls[0]?.header['tarot-token']).toBe('user-token')
  })

  it('on 401000 clears the token, logs in again once and retries once, like every call', async () => {
    const reauth = jest.fn(async () => {
      useSession.setState({ token: 'fresh-token' })
      return true
    })
    setReauthorizer(reauth)
    const calls = answers({ statusCode: 200, data: '{"code":401000,"message":"Your login token is invalid or has expired"}' }, { statusCode: 200, data: CSV })
    await expect(exportJournalCsv()).resolves.toBe(CSV)
    expect(reauth).toHaveBeenCalledTimes(1)
    expect(calls[1]?.header['tarot-token']).toBe('fresh-token')
  })

  it('shows a refusal and saves nothing, without looping when the retry is refused again', async () => {
    setReauthorizer(async () => true)
    answers({ statusCode: 200, data: '{"code":401000,"message":"expired"}' }, { statusCode: 200, data: '{"code":401001,"message":"Please Sign in to view and save records"}' })
    await expect(exportJournalCsv()).rejects.toMatchObject({ kind: 'code', code: 401001 })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please Sign in to view and save records' }))
  })
})
