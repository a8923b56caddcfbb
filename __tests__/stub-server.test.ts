import type { questionEndpoints } from '@tarot/contracts/endpoints/question'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { questionPaths } from '@tarot/contracts/paths/question'
import { readingPaths } from '@tarot/contracts/paths/readings'
import { checkQuestion, getReading, streamInterpretation } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { initI18n } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import { liveStream, stubServer, streamOf } from './support/stub-server'

initI18n('en')

// The stand-in server the page tests answer through: the app's own client and stream parser run against it.
describe('stub server at the HTTP boundary', () => {
  beforeEach(() => {
    jest.restoreAllMocks()
    useSession.setState({ token: 'tok', uken: 'guest', time: 0 })
  })

  it('answers an envelope call by endpoint name, with the path parameters and the credential the app sent', async () => {
    const server = stubServer().handle<typeof readingEndpoints>(readingPaths, {
      get: ({ params }) => ({ code: 404000, message: `no reading ${params.id}`, status: 404 }),
    })
    await expect(getReading('r 9')).rejects.toMatchObject({ message: 'no reading r 9', code: 404000 })
    expect(server.callsTo(readingPaths.get)).toEqual([expect.objectContaining({ method: 'GET', path: '/tarot/rest/readings/r%209', token: 'tok' })])
  })

  it('hands the body the app sent to the handler and the data back to the app', async () => {
    const server = stubServer().handle<typeof questionEndpoints>(questionPaths, {
      check: ({ data }) => ({ data: { verdict: 'ok', question: String(data?.question) } as never }),
    })
    await expect(checkQuestion('Will it rain?')).resolves.toMatchObject({ verdict: 'ok', question: 'Will it rain?' })
    expect(server.calls).toHaveLength(1)
  })

  it('fails like the network when told to, and says so in the user language', async () => {
    stubServer().handle<typeof readingEndpoints>(readingPaths, { get: () => ({ fail: 'timeout' }) })
    const failure = await getReading('r1').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).kind).toBe('network')
  })

  it('streams server-sent events through the real parser, and a refusal as the envelope', async () => {
    const server = stubServer().stream(readingPaths.interpret, () => streamOf('The Star asks for patience.'))
    const seen: string[] = []
    const result = await streamInterpretation('r1', { onText: (text) => seen.push(text) })
    expect(result).toMatchObject({ kind: 'done', text: 'The Star asks for patience.' })
    expect(seen.length).toBeGreaterThan(1)
    server.stream(readingPaths.interpret, () => ({ code: 402001, message: 'Not enough energy' }))
    await expect(streamInterpretation('r1', {})).resolves.toMatchObject({ kind: 'refused', code: 402001, message: 'Not enough energy' })
  })

  it('keeps a live stream open for the test to write to, and hands each piece on as it is sent', async () => {
    const live = liveStream()
    stubServer().stream(readingPaths.interpret, () => live.reply)
    const seen: string[] = []
    live.send('meta', { engine: 'llm', stored: false, charged: null })
    const result = streamInterpretation('r1', { onText: (text) => seen.push(text) })
    live.send('delta', { text: 'The Star' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual(['The Star'])
    live.send('delta', { text: ' shines.' })
    live.send('done', { length: 16, engine: 'llm', charged: null })
    live.end()
    await expect(result).resolves.toMatchObject({ kind: 'done', text: 'The Star shines.', meta: { engine: 'llm' } })
    expect(seen).toEqual(['The Star', 'The Star shines.'])
  })

  it('answers an unknown call with 404 rather than hanging', async () => {
    stubServer()
    await expect(getReading('r1')).rejects.toMatchObject({ code: 404000 })
  })
})
