import { writeFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTextChunks } from '../src/services/share/poster/png-text'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeLlm } from './support/fake-llm'

const CARDS = [
  { id: 'Major00', orientation: 'upright' },
  { id: 'Cups04', orientation: 'reversed' },
  { id: 'Coins08', orientation: 'upright' },
]

async function sharedReading(app: FastifyInstance) {
  const headers = { 'tarot-token': (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string, 'tarot-lang': 'zh-Hans' }
  const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: '接下来三个月我该专注什么？', cards: CARDS } })).json().data
  await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
  const created = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id, size: 'chat' } })).json().data
  const view = (await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}` })).json().data
  const poster = await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}/poster.png?size=chat&lang=zh-Hans` })
  return { id: created.id as string, view, poster: poster.rawPayload }
}

describe.each(ENGINES)('a shared reading says who wrote it (%s)', (engine) => {
  const fake = new FakeLlm()
  let model: FastifyInstance
  let builtIn: FastifyInstance
  beforeAll(async () => {
    const baseUrl = await fake.start()
    model = await testApp({ engine, env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model', LLM_CLASSIFIER: 'false' } })
    builtIn = await testApp({ engine })
  }, 60_000)
  afterAll(async () => {
    await closeTestApp(model)
    await closeTestApp(builtIn)
    await fake.stop()
  })

  it('a model-written reading: the stranger sees a model engine, and the poster PNG carries AIGC Label 1 with the share id', { timeout: 120_000 }, async () => {
    const { id, view, poster } = await sharedReading(model)
    expect(view.engine).toBeTruthy()
    expect(view.engine).not.toBe('offline')
    const chunks = readTextChunks(poster)
    const aigc = JSON.parse(chunks.AIGC!)
    expect(aigc).toMatchObject({ Label: '1', ContentProducer: 'AI 塔罗', ProduceID: id, PropagateID: id })
    expect(chunks.Source).toMatch(/AI-generated/)
    if (process.env.POSTER_LABEL_OUT) writeFileSync(process.env.POSTER_LABEL_OUT, poster)
  })

  it('a built-in reader reading: engine offline, and the poster claims no AI generation', { timeout: 120_000 }, async () => {
    const { view, poster } = await sharedReading(builtIn)
    expect(view.engine).toBe('offline')
    const chunks = readTextChunks(poster)
    expect(chunks.AIGC).toBeUndefined()
    expect(chunks.Source).toMatch(/built-in reader/)
  })
})
