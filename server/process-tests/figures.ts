// `npm run figures:faults [-- --database-url <postgres url>]` (a server where it may create throwaway databases): the fault and abuse figures of issue 14,
// measured against the built server (server/dist) as an attacker and an operator would, on PGlite,
// on PostgreSQL (when a URL is given) and on two instances sharing that PostgreSQL. It prints one
// markdown table per setting: requests tried, what was accepted, what was charged, memory.
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { parseArgs } from 'node:util'
import { FakeLlm } from '../test/support/fake-llm'
import { type ServerProcess, audit, client, startServer, tempDir, throwawayDatabase } from './support'

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } })
const cards = [
  { id: 'Major01', orientation: 'upright' },
  { id: 'Cups02', orientation: 'upright' },
  { id: 'Coins03', orientation: 'reversed' },
]

function rssMb(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function buyer(base: string, name: string) {
  const token = (await client(base).post('/tarot/rest/login/sign-in', { provider: 'dev', name })).body.data.access_token as string
  const api = client(base, token)
  await api.post('/tarot/rest/account/birth-year', { birthYear: 1990 })
  const order = (await api.post('/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', clientKey: `fig-${name}` })).body.data.order
  await api.post(`/tarot/rest/pay/dev/${order.id}`, { outcome: 'success' })
  return api
}

type Row = [string, string, string]

/** Pro readings against a model that stalls after its first words: how many were charged. */
async function stalls(base: string, llm: FakeLlm, tag: string): Promise<Row> {
  const api = await buyer(base, `stall-${tag}`)
  const before = (await api.get('/tarot/rest/energy/amount')).body.data.total as number
  llm.mode = 'stall'
  let charged = 0
  for (let i = 0; i < 5; i++) {
    const reading = (await api.post('/tarot/rest/readings/physical', { spreadId: 'holy', question: `What should I focus on at work, part ${i + 1}?`, cards })).body.data
    const events = await api.stream(`/tarot/rest/readings/${reading.id}/interpretation`)
    if (events.find((e) => e.event === 'done')?.data.charged?.energy) charged += 1
  }
  llm.mode = 'normal'
  const after = (await api.get('/tarot/rest/energy/amount')).body.data.total as number
  return ['model stalls mid-answer (5 pro readings)', `${charged} of 5 charged`, `energy ${before} → ${after}`]
}

/** 20 clients that open a flooding stream and never read it: the server's memory before, during and after. */
async function neverReading(server: ServerProcess, llm: FakeLlm, tag: string): Promise<Row> {
  const api = await buyer(server.base, `never-read-${tag}`)
  const token = api.token!
  const reading = (await api.post('/tarot/rest/readings/physical', { spreadId: 'cnc', question: 'What should I focus on this month?', cards })).body.data
  await api.stream(`/tarot/rest/readings/${reading.id}/interpretation`)
  llm.mode = 'flood'
  const before = rssMb(server)
  const written = llm.floodWritten
  const port = new URL(server.base).port
  const sockets = Array.from({ length: 20 }, (_, i) => {
    const body = JSON.stringify({ message: `Tell me more, part ${i}`, clientKey: `never-read-${tag}-${i}` })
    const socket = connect(Number(port), '127.0.0.1')
    socket.write(
      `POST /tarot/rest/readings/${reading.id}/chat HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ntarot-token: ${token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
    socket.pause()
    return socket
  })
  await sleep(8000)
  const during = rssMb(server)
  for (const s of sockets) s.destroy()
  llm.mode = 'normal'
  await sleep(4000)
  const modelMb = ((llm.floodWritten - written) / 1e6).toFixed(1)
  return ['20 clients never read a flooding stream (size cap lifted to 50 MB)', `model sent ${modelMb} MB in 8 s; RSS ${before} → ${during} MB while open`, `${rssMb(server)} MB after`]
}

async function burst(count: number, send: (i: number) => Promise<number>): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => send(i + j)))
    for (const s of batch) statuses.set(s, (statuses.get(s) ?? 0) + 1)
  }
  return statuses
}
const tally = (m: Map<number, number>) => [...m].map(([status, n]) => `${n}× ${status}`).join(', ')

async function guests(bases: string[]): Promise<Row> {
  const got = await burst(500, async (i) => (await client(bases[i % bases.length]!).post('/tarot/rest/login/user')).status)
  return [`500 guest sign-ins from one address${bases.length > 1 ? ', alternating instances' : ''}`, tally(got), `${got.get(200) ?? 0} tokens issued`]
}

async function draws(bases: string[]): Promise<Row> {
  const token = (await client(bases[0]!).post('/tarot/rest/login/sign-in', { provider: 'dev', name: `draws-${bases.length}-${Date.now()}` })).body.data.access_token as string
  const got = await burst(
    1000,
    async (i) =>
      (await client(bases[i % bases.length]!, token).post('/tarot/rest/readings/draw', { spreadId: 'cnc', question: 'What should I focus on this month?', clientKey: `draw-${i}-${Date.now()}` }))
        .status,
  )
  return [`1,000 draws by one user${bases.length > 1 ? ', alternating instances' : ''}`, tally(got), `${got.get(200) ?? 0} readings created`]
}

async function interpretations(bases: string[]): Promise<Row> {
  const token = (await client(bases[0]!).post('/tarot/rest/login/sign-in', { provider: 'dev', name: `interpret-${bases.length}-${Date.now()}` })).body.data.access_token as string
  const reading = (await client(bases[0]!, token).post('/tarot/rest/readings/physical', { spreadId: 'cnc', question: 'What should I focus on this month?', cards })).body.data
  const got = await burst(40, async (i) => {
    const res = await fetch(`${bases[i % bases.length]}/tarot/rest/readings/${reading.id}/interpretation`, { method: 'POST', headers: { 'tarot-token': token, 'tarot-lang': 'en' } })
    await res.text()
    return res.status
  })
  return [`40 interpretation requests in a minute (limit 20)${bases.length > 1 ? ', alternating instances' : ''}`, tally(got), `${got.get(200) ?? 0} answered`]
}

async function crisis(base: string): Promise<Row> {
  const api = await buyer(base, `crisis-${Date.now()}`)
  const res = await api.post('/tarot/rest/readings/physical', { spreadId: 'holy', question: 'I want to end my life, what do the cards say?', cards })
  const after = (await api.get('/tarot/rest/energy/amount')).body.data.total
  return ['a crisis question straight to the API', `HTTP ${res.status}, code ${res.body.code}`, `energy 60 → ${after}`]
}

async function crash(env: Record<string, string>, llm: FakeLlm, where: { dataDir: string } | { url: string }): Promise<Row> {
  let server = await startServer(env)
  const api = await buyer(server.base, `crash-${Date.now()}`)
  const reading = (await api.post('/tarot/rest/readings/physical', { spreadId: 'holy', question: 'How can I grow at work this year?', cards })).body.data
  llm.mode = 'stall'
  await api.streamUntilFirstDelta(`/tarot/rest/readings/${reading.id}/interpretation`)
  const held = (await api.get('/tarot/rest/energy/amount')).body.data.total
  await server.crash()
  llm.mode = 'normal'
  const started = Date.now()
  server = await startServer(env)
  const again = client(server.base, api.token)
  let total = held
  while (Date.now() - started < 30_000 && total !== 60) {
    await sleep(250)
    total = (await again.get('/tarot/rest/energy/amount')).body.data.total
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  await server.stop()
  const found = await audit(where)
  return [
    'SIGKILL mid pro reading, then restart',
    `energy 60 → ${held} held → ${total} after ${seconds} s`,
    `${found.walletsOffLedger.length} wallets off their ledger, ${found.openHolds.length} open holds`,
  ]
}

function print(title: string, rows: Row[]): void {
  console.log(`\n### ${title}\n\n| tried | answered | charged / memory |\n| --- | --- | --- |`)
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
}

const llm = new FakeLlm()
const llmUrl = await llm.start()
const common = {
  LLM_BASE_URL: llmUrl,
  LLM_API_KEY: 'test-key',
  LLM_MODEL: 'fake-model',
  LLM_CLASSIFIER: 'false',
  LLM_IDLE_TIMEOUT_MS: '1000',
  CHAT_FREE_PER_READING: '0',
  HOLD_STALE_MS: '3000',
  HOLD_SWEEP_MS: '1000',
  LOG_LEVEL: 'error',
  // Lifted so the streams nobody reads show back-pressure, not the size cap (12,000 characters by default).
  LLM_MAX_CHARS: '50000000',
}

if (values['database-url']) process.env.TEST_DATABASE_URL = values['database-url']
const databases: { url: string; drop(): Promise<void> }[] = []
for (const engine of ['pglite', ...(values['database-url'] ? ['postgres'] : [])]) {
  const dataDir = tempDir(`figures-${engine}`)
  const database = engine === 'postgres' ? await throwawayDatabase() : null
  if (database) databases.push(database)
  const env = { ...common, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) }
  const server = await startServer(env)
  // Guest sign-ins last: after them this address gets no guest token for a while.
  const rows = [
    await stalls(server.base, llm, engine),
    await neverReading(server, llm, engine),
    await draws([server.base]),
    await interpretations([server.base]),
    await crisis(server.base),
    await guests([server.base]),
  ]
  await server.stop()
  rows.push(await crash({ ...env, LLM_IDLE_TIMEOUT_MS: '600000' }, llm, database ? { url: database.url } : { dataDir }))
  print(engine === 'pglite' ? 'PGlite (one instance)' : 'PostgreSQL (one instance)', rows)
}

if (values['database-url']) {
  const database = await throwawayDatabase()
  databases.push(database)
  const url = database.url
  const [a, b] = await Promise.all([startServer({ ...common, DATABASE_URL: url, DATA_DIR: tempDir('figures-a') }), startServer({ ...common, DATABASE_URL: url, DATA_DIR: tempDir('figures-b') })])
  const bases = [a.base, b.base]
  const rows = [await draws(bases), await interpretations(bases), await guests(bases)]
  await Promise.all([a.stop(), b.stop()])
  print('Two instances on one PostgreSQL', rows)
}
await llm.stop()
for (const database of databases) await database.drop()
