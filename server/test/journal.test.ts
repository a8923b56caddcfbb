import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { journalNotes, lookBackReminders, lookBacks, readings } from '../src/db/schema'
import type { FollowUpInput, InterpretationInput, Interpreter } from '../src/services/interpreter/interpreter'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

const DAY = 24 * 60 * 60 * 1000

describe.each(ENGINES)('the journal on %s', (engine) => {
  let app: FastifyInstance
  let clock = Date.parse('2026-11-02T04:00:00Z')
  // Everything the model is given, to show that notes never reach it.
  const prompts: string[] = []
  const spy: Interpreter = {
    name: 'offline',
    interpret: (input: InterpretationInput, signal: AbortSignal) => {
      prompts.push(JSON.stringify(input))
      return offlineInterpreter.interpret(input, signal)
    },
    followUp: (input: FollowUpInput, signal: AbortSignal) => {
      prompts.push(JSON.stringify(input))
      return offlineInterpreter.followUp(input, signal)
    },
  }

  beforeAll(async () => {
    app = await testApp({ engine, env: { DEV_SIGN_IN: 'true' }, now: () => clock, interpreter: spy, fallbackInterpreter: spy })
  }, 180_000)
  afterAll(() => closeTestApp(app))

  const user = async (name: string) => (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown, lang = 'en') =>
    app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': lang }, ...(payload !== undefined ? { payload: payload as object } : {}) })

  async function savedReading(
    token: string,
    question = 'What should I focus on in my career this month?',
    cards = [
      { id: 'Major17', orientation: 'upright' },
      { id: 'Swords05', orientation: 'reversed' },
      { id: 'Coins09', orientation: 'upright' },
    ],
  ) {
    const reading = (await call('POST', '/tarot/rest/readings/physical', token, { spreadId: 'cnc', question, cards })).json().data
    await call('POST', `/tarot/rest/readings/${reading.id}/save`, token)
    return reading.id as string
  }

  it('keeps notes on a reading: added, edited, deleted, in its timeline', async () => {
    const token = await user('journal-notes')
    const id = await savedReading(token)
    const added = await call('POST', `/tarot/rest/readings/${id}/notes`, token, { body: '  Felt calm after this one.  ', mood: 'calm', tags: ['work', ' work ', 'hope'] })
    expect(added.json()).toMatchObject({ code: 0, data: { readingId: id, body: 'Felt calm after this one.', mood: 'calm', tags: ['work', 'hope'] } })
    const noteId = added.json().data.id as string
    const edited = await call('PUT', `/tarot/rest/readings/${id}/notes/${noteId}`, token, { body: 'On second thought, restless.', mood: 'unsure' })
    expect(edited.json().data).toMatchObject({ id: noteId, body: 'On second thought, restless.', mood: 'unsure', tags: [] })
    const journal = (await call('GET', `/tarot/rest/readings/${id}/journal`, token)).json().data
    expect(journal).toMatchObject({ readingId: id, question: 'What should I focus on in my career this month?', cards: expect.any(Array), reminder: null, lookBackDue: false })
    expect(journal.timeline).toEqual([{ kind: 'note', at: expect.any(String), note: expect.objectContaining({ body: 'On second thought, restless.' }) }])
    expect((await call('DELETE', `/tarot/rest/readings/${id}/notes/${noteId}`, token)).json()).toEqual({ code: 0, data: null })
    expect((await call('GET', `/tarot/rest/readings/${id}/journal`, token)).json().data.timeline).toEqual([])
    expect((await call('DELETE', `/tarot/rest/readings/${id}/notes/${noteId}`, token)).statusCode).toBe(404)
  })

  it('caps the notes on one reading (NOTES_PER_READING): past it a clear refusal in the person’s language and nothing written; edits and deletes still work', async () => {
    // Issue 31 item 8: before, a reading took any number of notes (321 accepted).
    const capped = await testApp({ engine, env: { DEV_SIGN_IN: 'true', NOTES_PER_READING: '3' }, now: () => clock })
    try {
      expect(app.config.limits.notesPerReading).toBe(50)
      const token = (await capped.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'journal-cap' } })).json().data.access_token as string
      const post = (url: string, payload: object, lang = 'en', method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
        capped.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': lang }, ...(method === 'DELETE' ? {} : { payload }) })
      const reading = (
        await post('/tarot/rest/readings/physical', {
          spreadId: 'cnc',
          question: 'What should I focus on this month?',
          cards: [
            { id: 'Major17', orientation: 'upright' },
            { id: 'Swords05', orientation: 'reversed' },
            { id: 'Coins09', orientation: 'upright' },
          ],
        })
      ).json().data.id as string
      const other = (
        await post('/tarot/rest/readings/physical', {
          spreadId: 'cnc',
          question: 'What can I learn from this week?',
          cards: [
            { id: 'Major01', orientation: 'upright' },
            { id: 'Cups02', orientation: 'upright' },
            { id: 'Wands03', orientation: 'upright' },
          ],
        })
      ).json().data.id as string
      const notes = `/tarot/rest/readings/${reading}/notes`
      // Added at once, as from two devices: exactly three get in.
      const tries = await Promise.all([1, 2, 3, 4, 5].map((n) => post(notes, { body: `note ${n}` })))
      expect(tries.map((answer) => answer.json().code).sort()).toEqual([0, 0, 0, 403007, 403007])
      const full = await post(notes, { body: 'one more' })
      expect(full.statusCode).toBe(200)
      expect(full.json()).toEqual({ code: 403007, message: 'A reading can hold at most 3 notes; edit or delete one to make room' })
      expect((await post(notes, { body: '再写一条' }, 'zh-Hans')).json()).toEqual({ code: 403007, message: '每次解读最多记 3 条笔记，可以修改或删除已有的笔记' })
      expect((await post(notes, { body: '再寫一則' }, 'zh-Hant')).json()).toEqual({ code: 403007, message: '每次解讀最多記 3 則筆記，可以修改或刪除已有的筆記' })
      const kept = await capped.database.db.select().from(journalNotes).where(eq(journalNotes.readingId, reading))
      expect(kept).toHaveLength(3)
      // Another reading has its own room; editing a note at the cap works, and deleting one makes room.
      expect((await post(`/tarot/rest/readings/${other}/notes`, { body: 'elsewhere' })).json().code).toBe(0)
      expect((await post(`${notes}/${kept[0]!.id}`, { body: 'edited' }, 'en', 'PUT')).json().code).toBe(0)
      expect((await post(`${notes}/${kept[1]!.id}`, {}, 'en', 'DELETE')).json().code).toBe(0)
      expect((await post(notes, { body: 'room again' })).json().code).toBe(0)
    } finally {
      await closeTestApp(capped)
    }
  })

  it("never shows or changes another person's notes, and asks a guest to sign in", async () => {
    const owner = await user('journal-owner')
    const other = await user('journal-other')
    const id = await savedReading(owner)
    const noteId = (await call('POST', `/tarot/rest/readings/${id}/notes`, owner, { body: 'Mine alone' })).json().data.id as string
    expect((await call('GET', `/tarot/rest/readings/${id}/journal`, other)).statusCode).toBe(404)
    expect((await call('POST', `/tarot/rest/readings/${id}/notes`, other, { body: 'Sneaking in' })).statusCode).toBe(404)
    expect((await call('PUT', `/tarot/rest/readings/${id}/notes/${noteId}`, other, { body: 'Overwritten' })).statusCode).toBe(404)
    expect((await call('DELETE', `/tarot/rest/readings/${id}/notes/${noteId}`, other)).statusCode).toBe(404)
    expect((await call('POST', `/tarot/rest/readings/${id}/look-backs`, other, { resonance: 1, outcome: 'x' })).statusCode).toBe(404)
    expect((await call('GET', '/tarot/rest/journal/export', other)).json().data.readings).toEqual([])
    const notes = (await call('GET', `/tarot/rest/readings/${id}/journal`, owner)).json().data.timeline
    expect(notes.map((e: { note: { body: string } }) => e.note.body)).toEqual(['Mine alone'])
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    expect((await call('GET', '/tarot/rest/journal/due', guest)).json()).toEqual({ code: 401001, message: 'Please Sign in to view and save records' })
  })

  it('answers junk in every field with what is wrong, in the person’s language', async () => {
    const token = await user('journal-junk')
    const id = await savedReading(token)
    const says = async (method: 'POST' | 'PUT' | 'GET', url: string, payload: unknown, lang = 'en') => {
      const res = await call(method, url, token, payload, lang)
      expect(res.statusCode).toBe(400)
      return res.json().message as string
    }
    const notes = `/tarot/rest/readings/${id}/notes`
    expect(await says('POST', notes, { body: '   ' })).toBe('Write something in your note first')
    expect(await says('POST', notes, { body: 'x'.repeat(2001) })).toBe('A note can be at most 2000 characters')
    expect(await says('POST', notes, { body: 'x'.repeat(2001) }, 'zh-Hans')).toBe('笔记最多 2000 个字')
    expect(await says('POST', notes, { body: 'fine', mood: 'ecstatic' }, 'zh-Hant')).toBe('請從清單裡選擇心情')
    expect(await says('POST', notes, { body: 'fine', tags: ['a'.repeat(21)] })).toBe('Up to 8 tags, each at most 20 characters')
    expect(await says('POST', notes, { body: 'fine', tags: Array.from({ length: 9 }, (_, i) => `t${i}`) })).toBe('Up to 8 tags, each at most 20 characters')
    expect(await says('POST', notes, { body: 42 })).toBe('Write something in your note first')
    const looks = `/tarot/rest/readings/${id}/look-backs`
    expect(await says('POST', looks, { resonance: 6, outcome: 'ok' })).toBe('Please choose how much the reading resonated, from 1 to 5')
    expect(await says('POST', looks, { resonance: 2.5, outcome: 'ok' }, 'zh-Hans')).toBe('请选一个 1 到 5 的分数，表示这次解读有多准')
    expect(await says('POST', looks, { resonance: 3, outcome: 'y'.repeat(1001) })).toBe('What happened can be at most 1000 characters')
    expect(await says('PUT', `/tarot/rest/readings/${id}/reminder`, { days: 5 }, 'zh-Hans')).toBe('复盘提醒只能设在 3 天、7 天或 30 天后')
    expect(await says('GET', '/tarot/rest/journal/insights?range=forever', undefined)).toBe('Please choose the last 30 days, 90 days or the year')
    expect(await says('PUT', '/tarot/rest/journal/settings', { tzOffsetMinutes: 99999 })).toBe('These reminder settings are not valid')
    expect(await says('POST', notes, ['not', 'an', 'object'])).toBe('The request is not valid')
    expect((await call('POST', '/tarot/rest/readings/not-a-uuid/notes', token, { body: 'x' })).statusCode).toBe(400)
    expect((await call('PUT', `/tarot/rest/readings/${id}/notes/n_junk`, token, { body: 'x' })).statusCode).toBe(400)
  })

  it('asks "What happened?" when the reminder is due, and keeps every look back with its date', async () => {
    const token = await user('journal-look-back')
    const id = await savedReading(token)
    expect((await call('GET', '/tarot/rest/journal/due', token)).json().data).toEqual({ count: 0, list: [], answers: { count: 0, list: [] } })
    const set = (await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: 7 })).json().data
    expect(set.reminder).toMatchObject({ days: 7, dueAt: new Date(clock + 7 * DAY).toISOString(), answeredAt: null })
    clock += 6 * DAY
    expect((await call('GET', '/tarot/rest/journal/due', token)).json().data.count).toBe(0)
    clock += 1 * DAY
    const due = (await call('GET', '/tarot/rest/journal/due', token)).json().data
    expect(due).toMatchObject({ count: 1, list: [{ readingId: id, days: 7, question: 'What should I focus on in my career this month?' }] })
    expect((await call('GET', `/tarot/rest/readings/${id}/journal`, token)).json().data.lookBackDue).toBe(true)
    const first = (await call('POST', `/tarot/rest/readings/${id}/look-backs`, token, { resonance: 4, outcome: 'I asked for the project and got it.' })).json().data
    expect(first).toMatchObject({ resonance: 4, createdAt: new Date(clock).toISOString() })
    expect((await call('GET', '/tarot/rest/journal/due', token)).json().data.count).toBe(0)
    clock += 20 * DAY
    await call('POST', `/tarot/rest/readings/${id}/look-backs`, token, { resonance: 2, outcome: 'It went sideways later.' })
    const journal = (await call('GET', `/tarot/rest/readings/${id}/journal`, token)).json().data
    expect(journal.lookBackDue).toBe(false)
    expect(journal.timeline.map((e: { lookBack: { resonance: number } }) => e.lookBack.resonance)).toEqual([4, 2])
    // Append-only: there is no way to change or remove a single look back.
    expect((await call('PUT', `/tarot/rest/readings/${id}/look-backs/${first.id}`, token, { resonance: 5, outcome: '' })).statusCode).toBe(404)
    // Turning the reminder off (null) removes it.
    await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: 3 })
    expect((await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: null })).json().data).toEqual({ reminder: null })
  })

  it('counts insights in the database: cards, suits, elements, majors, reversals, weeks, topics, resonance', async () => {
    const token = await user('journal-insights')
    const empty = (await call('GET', '/tarot/rest/journal/insights', token)).json().data
    expect(empty).toMatchObject({ range: '30d', readings: 0, cardsDrawn: 0, topCards: [], majorShare: 0, reversalRate: 0, perWeek: [], topics: [], resonance: [] })
    const a = await savedReading(token, 'Will my relationship with him get better?', [
      { id: 'Major17', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Cups03', orientation: 'upright' },
    ])
    await savedReading(token, 'How can I grow in my job?', [
      { id: 'Major17', orientation: 'reversed' },
      { id: 'Wands01', orientation: 'upright' },
      { id: 'Coins09', orientation: 'upright' },
    ])
    await call('POST', `/tarot/rest/readings/${a}/look-backs`, token, { resonance: 5, outcome: 'Spot on.' })
    // A reading older than the range is left out of 30 days, counted in the year.
    clock -= 60 * DAY
    await savedReading(token, 'How can I grow in my job?', [
      { id: 'Swords10', orientation: 'upright' },
      { id: 'Swords11', orientation: 'upright' },
      { id: 'Coins01', orientation: 'upright' },
    ])
    clock += 60 * DAY
    const month = (await call('GET', '/tarot/rest/journal/insights?range=30d', token)).json().data
    expect(month).toMatchObject({ readings: 2, cardsDrawn: 6, majorShare: 0.333, reversalRate: 0.333 })
    expect(month.topCards[0]).toEqual({ id: 'Major17', count: 2, reversed: 1 })
    expect(month.suits).toEqual([
      { key: 'major', count: 2 },
      { key: 'Wands', count: 1 },
      { key: 'Cups', count: 2 },
      { key: 'Swords', count: 0 },
      { key: 'Coins', count: 1 },
    ])
    // The Star is Aquarius, an air sign: the deck's own element for each card.
    expect(month.elements).toEqual([
      { key: 'fire', count: 1 },
      { key: 'water', count: 2 },
      { key: 'air', count: 2 },
      { key: 'earth', count: 1 },
    ])
    expect(month.topics).toEqual(
      expect.arrayContaining([
        { key: 'love', count: 1 },
        { key: 'career', count: 1 },
      ]),
    )
    expect(month.perWeek).toEqual([{ week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 2 }])
    expect(month.resonance).toEqual([{ week: expect.any(String), average: 5, count: 1 }])
    const year = (await call('GET', '/tarot/rest/journal/insights?range=year', token)).json().data
    expect(year).toMatchObject({ readings: 3, cardsDrawn: 9 })
    expect(year.topics).toEqual(expect.arrayContaining([{ key: 'career', count: 2 }]))
  })

  it('works out the topic of readings saved before topics were kept', async () => {
    const token = await user('journal-backfill')
    const id = await savedReading(token, 'Will my relationship with him get better?')
    await app.database.db.update(readings).set({ topic: null }).where(eq(readings.id, id))
    const insights = (await call('GET', '/tarot/rest/journal/insights', token)).json().data
    expect(insights.topics).toEqual([{ key: 'love', count: 1 }])
  })

  it('exports readings, notes and look backs as JSON and CSV, with formulas defused', async () => {
    const token = await user('journal-export')
    const id = await savedReading(token)
    await call('POST', `/tarot/rest/readings/${id}/notes`, token, { body: '=HYPERLINK("http://evil")', tags: ['a, b'] })
    await call('POST', `/tarot/rest/readings/${id}/look-backs`, token, { resonance: 3, outcome: 'Half "right"\nhalf not' })
    const json = (await call('GET', '/tarot/rest/journal/export', token)).json().data
    expect(json.readings).toEqual([expect.objectContaining({ id, notes: [expect.objectContaining({ body: '=HYPERLINK("http://evil")' })], lookBacks: [expect.objectContaining({ resonance: 3 })] })])
    const csv = await call('GET', '/tarot/rest/journal/export/csv', token)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="tarot-journal-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('kind,reading_id,date,question,spread,cards,text,mood,tags,resonance')
    expect(lines[1]).toMatch(new RegExp(`^reading,${id},.*,What should I focus on in my career this month\\?,cnc,Major17 Swords05 \\(reversed\\) Coins09,`))
    expect(csv.body).toContain(`note,${id},`)
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")",,"a, b",`)
    expect(csv.body).toContain('"Half ""right""\nhalf not",,,3')
  })

  it('refuses the CSV export without a session (401000) or to a guest (401001) as the JSON envelope in HTTP 200, so the app can log in again', async () => {
    // Issue 31 item 7: before, both answered 500 (the route's answer was only ever a string).
    const csv = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/tarot/rest/journal/export/csv', headers: { 'tarot-lang': 'en', ...headers } })
    const sessions: Record<string, string>[] = [{}, { 'tarot-token': 'not-a-token' }]
    for (const headers of sessions) {
      const refused = await csv(headers)
      expect(refused.statusCode).toBe(200)
      expect(refused.headers['content-type']).toMatch(/^application\/json/)
      expect(refused.json()).toEqual({ code: 401000, message: 'Your login token is invalid or has expired' })
    }
    expect((await csv({ 'tarot-lang': 'zh-Hans' })).json()).toEqual({ code: 401000, message: '登录已失效，请重新登录' })
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const refused = await csv({ 'tarot-token': guest, 'tarot-lang': 'zh-Hant' })
    expect(refused.statusCode).toBe(200)
    expect(refused.json()).toEqual({ code: 401001, message: '請登入後查看和儲存紀錄' })
  })

  it('deletes every journal entry in one step, keeping the readings and the account; deleting the account takes the rest', async () => {
    const token = await user('journal-delete')
    const keep = await user('journal-keep')
    const id = await savedReading(token)
    const kept = await savedReading(keep)
    await call('POST', `/tarot/rest/readings/${id}/notes`, token, { body: 'one' })
    await call('POST', `/tarot/rest/readings/${id}/notes`, token, { body: 'two' })
    await call('POST', `/tarot/rest/readings/${id}/look-backs`, token, { resonance: 3, outcome: '' })
    await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: 30 })
    await call('POST', `/tarot/rest/readings/${kept}/notes`, keep, { body: 'not yours to delete' })
    expect((await call('DELETE', '/tarot/rest/journal', token)).json()).toEqual({ code: 0, data: { notes: 2, lookBacks: 1, reminders: 1 } })
    const journal = (await call('GET', `/tarot/rest/readings/${id}/journal`, token)).json().data
    expect(journal).toMatchObject({ readingId: id, reminder: null, timeline: [] })
    expect((await call('GET', '/tarot/rest/readings', token)).json().data.list.map((r: { id: string }) => r.id)).toEqual([id])
    expect((await call('GET', `/tarot/rest/readings/${kept}/journal`, keep)).json().data.timeline).toHaveLength(1)

    await call('POST', `/tarot/rest/readings/${kept}/look-backs`, keep, { resonance: 4, outcome: 'yes' })
    await call('PUT', `/tarot/rest/readings/${kept}/reminder`, keep, { days: 3 })
    await call('PUT', '/tarot/rest/journal/settings', keep, { remindersOn: false })
    expect((await call('POST', '/tarot/rest/account/delete', keep, { agree: true })).json().code).toBe(0)
    const { db } = app.database
    const leftOver = await Promise.all([
      db.select().from(journalNotes).where(eq(journalNotes.readingId, kept)),
      db.select().from(lookBacks).where(eq(lookBacks.readingId, kept)),
      db.select().from(lookBackReminders).where(eq(lookBackReminders.readingId, kept)),
    ])
    expect(leftOver.map((rows) => rows.length)).toEqual([0, 0, 0])
  })

  it('never sends a note to the model: not with the reading, not with a follow-up', async () => {
    const token = await user('journal-private')
    const id = await savedReading(token)
    const secret = 'PRIVATE-NOTE-7f3a my sister does not know yet'
    await call('POST', `/tarot/rest/readings/${id}/notes`, token, { body: secret, tags: ['secret-tag-91'] })
    await call('POST', `/tarot/rest/readings/${id}/look-backs`, token, { resonance: 2, outcome: 'OUTCOME-c41 not for the model' })
    prompts.length = 0
    await call('POST', `/tarot/rest/readings/${id}/interpretation`, token)
    await call('POST', `/tarot/rest/readings/${id}/chat`, token, { message: 'What should I do next?' })
    expect(prompts.length).toBe(2)
    for (const prompt of prompts) {
      expect(prompt).toContain('What should I focus on in my career this month?')
      expect(prompt).not.toContain('PRIVATE-NOTE-7f3a')
      expect(prompt).not.toContain('secret-tag-91')
      expect(prompt).not.toContain('OUTCOME-c41')
    }
  })

  it('sums up a year in cards, from December', async () => {
    const token = await user('journal-year')
    await savedReading(token, 'Will my relationship with him get better?')
    await savedReading(token, 'How can I grow in my job?', [
      { id: 'Major17', orientation: 'upright' },
      { id: 'Cups01', orientation: 'upright' },
      { id: 'Wands02', orientation: 'upright' },
    ])
    const a = await savedReading(token)
    await call('POST', `/tarot/rest/readings/${a}/look-backs`, token, { resonance: 5, outcome: '' })
    await call('POST', `/tarot/rest/readings/${a}/look-backs`, token, { resonance: 2, outcome: '' })
    const year = (await call('GET', '/tarot/rest/journal/year', token)).json().data
    const month = new Date(clock + 8 * 3600_000).getUTCMonth()
    expect(year).toMatchObject({
      year: 2026,
      available: month === 11,
      readings: 3,
      topCard: { id: 'Major17', count: 3 },
      busiestMonth: { month: month + 1, count: 3 },
      favouriteSpread: { spreadId: 'cnc', count: 3 },
      lookBacks: 2,
      resonatedShare: 0.5,
    })
    expect((await call('GET', '/tarot/rest/journal/year?year=2025', token)).json().data).toMatchObject({ year: 2025, available: true, readings: 0, topCard: null })
  })

  it('tells a year in cards when the next look back the person asked for falls due: the earliest not answered, none once answered or turned off', async () => {
    const token = await user('journal-year-reminder')
    const id = await savedReading(token)
    expect((await call('GET', '/tarot/rest/journal/year', token)).json().data).toMatchObject({ lookBacks: 0, nextLookBackAt: null })
    const later = await savedReading(token, 'How can I grow in my job?')
    await call('PUT', `/tarot/rest/readings/${later}/reminder`, token, { days: 30 })
    await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: 3 })
    // The earliest of the two.
    expect((await call('GET', '/tarot/rest/journal/year', token)).json().data.nextLookBackAt).toBe(new Date(clock + 3 * DAY).toISOString())
    // A past year has no reminder to speak of.
    expect((await call('GET', '/tarot/rest/journal/year?year=2025', token)).json().data.nextLookBackAt).toBeNull()
    // The first answered once it fell due: the other is next.
    const saved = clock
    clock += 4 * DAY
    try {
      await call('POST', `/tarot/rest/readings/${id}/look-backs`, token, { resonance: 4, outcome: '' })
      expect((await call('GET', '/tarot/rest/journal/year', token)).json().data.nextLookBackAt).toBe(new Date(saved + 30 * DAY).toISOString())
      // Turned off: none waits.
      await call('PUT', `/tarot/rest/readings/${later}/reminder`, token, { days: null })
      expect((await call('GET', '/tarot/rest/journal/year', token)).json().data.nextLookBackAt).toBeNull()
    } finally {
      clock = saved
    }
  })

  it('keeps one switch for every reminder and the time zone the app reports', async () => {
    const token = await user('journal-settings')
    // No WECHAT_TEMPLATE_LOOKBACK in the tests: the mini-program has no template to ask for.
    const none = { lookBackTemplateId: '', answerTemplateId: '', dailyCardTemplateId: '' }
    // Today's card is off until asked for.
    expect((await call('GET', '/tarot/rest/journal/settings', token)).json().data).toEqual({ remindersOn: true, tzOffsetMinutes: 480, dailyCardOn: false, ...none })
    expect((await call('PUT', '/tarot/rest/journal/settings', token, { remindersOn: false })).json().data).toEqual({ remindersOn: false, tzOffsetMinutes: 480, dailyCardOn: false, ...none })
    expect((await call('PUT', '/tarot/rest/journal/settings', token, { tzOffsetMinutes: -300 })).json().data).toEqual({ remindersOn: false, tzOffsetMinutes: -300, dailyCardOn: false, ...none })
    expect((await call('PUT', '/tarot/rest/journal/settings', token, { dailyCardOn: true })).json().data).toMatchObject({ dailyCardOn: true, tzOffsetMinutes: -300 })
  })

  it('takes the time zone the app sends with a look-back reminder, so quiet hours are the person’s own', async () => {
    const token = await user('journal-reminder-zone')
    const id = await savedReading(token)
    expect((await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: 7, tzOffsetMinutes: 60 })).statusCode).toBe(200)
    expect((await call('GET', '/tarot/rest/journal/settings', token)).json().data).toMatchObject({ tzOffsetMinutes: 60 })
    // Turning the reminder off leaves the zone as it was; a zone outside UTC−12…UTC+14 is refused.
    await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: null, tzOffsetMinutes: -300 })
    expect((await call('GET', '/tarot/rest/journal/settings', token)).json().data).toMatchObject({ tzOffsetMinutes: 60 })
    expect((await call('PUT', `/tarot/rest/readings/${id}/reminder`, token, { days: 3, tzOffsetMinutes: 9999 })).statusCode).toBe(400)
  })

  // Last: it moves the clock to the turn of the year (each person signs in just before, as tokens expire).
  it('counts the year in cards from January 1 in the person’s time zone, and opens it on December 1 there', async () => {
    clock = Date.parse('2026-11-30T12:00:00Z')
    const november = await user('journal-year-december')
    await call('PUT', '/tarot/rest/journal/settings', november, { tzOffsetMinutes: -300 }) // New York
    clock = Date.parse('2026-12-01T04:59:00Z') // 23:59 on November 30 in New York
    expect((await call('GET', '/tarot/rest/journal/year', november)).json().data).toMatchObject({ year: 2026, available: false })
    clock = Date.parse('2026-12-01T05:00:00Z') // midnight, December 1
    expect((await call('GET', '/tarot/rest/journal/year', november)).json().data).toMatchObject({ year: 2026, available: true })

    clock = Date.parse('2026-12-31T20:00:00Z')
    const token = await user('journal-year-new-year')
    await call('PUT', '/tarot/rest/journal/settings', token, { tzOffsetMinutes: -300 })
    clock = Date.parse('2027-01-01T04:30:00Z') // 23:30 on December 31: still 2026 there
    await savedReading(token)
    clock = Date.parse('2027-01-01T05:30:00Z') // 00:30 on January 1
    await savedReading(token)
    expect((await call('GET', '/tarot/rest/journal/year', token)).json().data).toMatchObject({ year: 2027, available: false, readings: 1 })
    expect((await call('GET', '/tarot/rest/journal/year?year=2026', token)).json().data).toMatchObject({ year: 2026, available: true, readings: 1, busiestMonth: { month: 12, count: 1 } })
  })
})
