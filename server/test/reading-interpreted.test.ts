import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

describe('a reading says whether its interpretation is stored (so the app asks for no text that is not there)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(() => closeTestApp(app))

  it('is false for a reading just made, true once the interpretation is written, and GET …/interpretation agrees', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const made = (
      await app.inject({
        method: 'POST',
        url: '/tarot/rest/readings/physical',
        headers,
        payload: {
          spreadId: 'cnc',
          question: 'What should I focus on next?',
          cards: [
            { id: 'Major00', orientation: 'upright' },
            { id: 'Cups04', orientation: 'reversed' },
            { id: 'Coins08', orientation: 'upright' },
          ],
        },
      })
    ).json().data
    expect(made.interpreted).toBe(false)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${made.id}`, headers })).json().data.interpreted).toBe(false)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${made.id}/interpretation`, headers })).statusCode).toBe(404)

    await app.inject({ method: 'POST', url: `/tarot/rest/readings/${made.id}/interpretation`, headers })
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${made.id}`, headers })).json().data.interpreted).toBe(true)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${made.id}/interpretation`, headers })).statusCode).toBe(200)
  })
})
