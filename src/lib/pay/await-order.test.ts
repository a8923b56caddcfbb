import Taro from '@tarojs/taro'
import { useSession } from '@/stores/session'
import { awaitOrder } from './await-order'

const order = (status: string) => ({ id: 'o1', productId: 'energy_60', kind: 'energy', energy: 60, vipDays: 0, amountFen: 600, status, channel: 'dev', createdAt: '', expiresAt: '', paidAt: null })

/** Answers `GET …/orders/o1` from the list in turn (a thrown entry is a dropped connection). */
function serve(answers: (string | Error)[]) {
  let i = 0
  return jest.spyOn(Taro, 'request').mockImplementation((() => {
    const answer = answers[Math.min(i++, answers.length - 1)]!
    if (answer instanceof Error) return Promise.reject({ errMsg: 'request:fail' })
    return Promise.resolve({ statusCode: 200, data: { code: 0, data: { order: order(answer), wallet: { total: answer === 'paid' ? 60 : 0, vipTime: null } } } })
  }) as never)
}

/** A clock the poll's sleeps move forward, so 20 seconds pass at once. */
function clock() {
  let now = 0
  return { now: () => now, sleep: async (ms: number) => void (now += ms) }
}

describe('awaiting an order after the client says paid', () => {
  beforeEach(() => {
    jest.restoreAllMocks()
    useSession.setState({ token: 'user', energy: 0, vip: false })
  })

  it('asks until the server says paid, then updates the session’s energy and VIP', async () => {
    const request = serve(['paying', new Error('dropped'), 'paying', 'paid'])
    const outcome = await awaitOrder('o1', clock())
    expect(outcome.kind).toBe('paid')
    expect(request).toHaveBeenCalledTimes(4)
    expect(useSession.getState()).toMatchObject({ energy: 60, vip: true })
  })

  it('reports failed (also for an expired order) and invalid without touching the balance', async () => {
    serve(['failed'])
    expect((await awaitOrder('o1', clock())).kind).toBe('failed')
    serve(['expired'])
    expect((await awaitOrder('o1', clock())).kind).toBe('failed')
    serve(['invalid'])
    expect((await awaitOrder('o1', clock())).kind).toBe('invalid')
    expect(useSession.getState().energy).toBe(0)
  })

  it('stops after 20 seconds still unconfirmed, so the page can offer to check again', async () => {
    const request = serve(['paying'])
    const outcome = await awaitOrder('o1', clock())
    expect(outcome).toMatchObject({ kind: 'pending', data: { order: { status: 'paying' } } })
    expect(request).toHaveBeenCalledTimes(21)
  })
})
