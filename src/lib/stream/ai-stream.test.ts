import { useSession } from '@/stores/session'
import { engineOf, streamAi } from './ai-stream'

/** A fetch that answers with these pieces of body, one network chunk each. */
function respondWith(pieces: string[], { breakAfter }: { breakAfter?: number } = {}) {
  const encoder = new TextEncoder()
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    let i = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (breakAfter !== undefined && i === breakAfter) return controller.error(new TypeError('network'))
        if (i >= pieces.length) return controller.close()
        controller.enqueue(encoder.encode(pieces[i++]!))
      },
    })
    return { status: 200, body, text: async () => pieces.join('') } as unknown as Response
  })
  globalThis.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

describe('streamAi', () => {
  beforeEach(() => {
    useSession.setState({ token: 'user-token' })
  })

  it('hands on the text as it grows, and returns it with what was charged', async () => {
    const fetchMock = respondWith([
      sse('meta', { engine: 'offline', stored: false, charged: { free: true } }),
      sse('delta', { text: 'The Star ' }),
      sse('delta', { text: 'shines.' }),
      ': ping\n\n',
      sse('done', { length: 15, charged: { free: true } }),
    ])
    const seen: string[] = []
    const result = await streamAi('/tarot/rest/readings/r1/interpretation', {}, { onText: (t) => seen.push(t) })
    expect(seen).toEqual(['The Star ', 'The Star shines.'])
    expect(result).toEqual({ kind: 'done', text: 'The Star shines.', meta: { engine: 'offline', stored: false, charged: { free: true } }, done: { length: 15, charged: { free: true } } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toContain('/tarot/rest/readings/r1/interpretation')
    expect((init.headers as Record<string, string>)['tarot-token']).toBe('user-token')
  })

  it('drops the text so far on restart', async () => {
    respondWith([sse('meta', { engine: 'llm' }), sse('delta', { text: 'Half a' }), sse('restart', { engine: 'offline' }), sse('delta', { text: 'Whole.' }), sse('done', { length: 6 })])
    expect(await streamAi('/x', {})).toMatchObject({ kind: 'done', text: 'Whole.' })
  })

  it('names the engine that took over on restart, so the app can say who wrote the text', async () => {
    respondWith([
      sse('meta', { engine: 'llm' }),
      sse('delta', { text: 'Half a' }),
      sse('restart', { engine: 'offline' }),
      sse('delta', { text: 'Whole.' }),
      sse('done', { length: 6, engine: 'offline' }),
    ])
    const restarts: (string | null)[] = []
    const seen: string[] = []
    const result = await streamAi('/x', {}, { onRestart: (engine) => restarts.push(engine), onText: (t) => seen.push(t) })
    expect(restarts).toEqual(['offline'])
    expect(seen).toEqual(['Half a', '', 'Whole.'])
    expect(result).toMatchObject({ kind: 'done', text: 'Whole.', restartedWith: 'offline', done: { engine: 'offline' } })
  })

  it('knows the two engines by name and nothing else', () => {
    expect([engineOf('llm'), engineOf('offline'), engineOf('gpt'), engineOf(null)]).toEqual(['llm', 'offline', null, null])
  })

  it('returns a refusal the server sent as an envelope', async () => {
    respondWith(['{"code":409000,', '"message":"Receiving AI message, please wait a moment."}'])
    expect(await streamAi('/x', {})).toEqual({ kind: 'refused', code: 409000, message: 'Receiving AI message, please wait a moment.', data: undefined })
  })

  it('reports a stream the server ended with an error, and one that broke off', async () => {
    respondWith([sse('meta', {}), sse('delta', { text: 'a' }), sse('error', { code: 500000, message: 'Message failed to send. Please try again later.', refunded: true })])
    expect(await streamAi('/x', {})).toMatchObject({ kind: 'failed', message: 'Message failed to send. Please try again later.', refunded: true, broken: false })
    respondWith([sse('meta', {}), sse('delta', { text: 'a' }), sse('delta', { text: 'b' })], { breakAfter: 2 })
    expect(await streamAi('/x', {})).toMatchObject({ kind: 'failed', text: 'a', broken: true })
  })
})
