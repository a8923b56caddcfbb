// `npm run reader -- <command>`: the operator's readers (docs/operations.md, "Readers").
//   add --user <userId> --name … --tagline … --bio … --topics love,career --languages zh-Hans,en --price 30 [--hours 12] [--photo …] [--sort 0]
//   list
//   set --id <readerId> [--available true|false] [--price …] [--hours …] [--sort …] [--name …] [--photo …] [--tagline …] [--bio …]
//   --demo   three sample readers, each with a new user, to try the marketplace locally
// Runs against DATA_DIR (PGlite: stop the server first, one process owns that database) or DATABASE_URL.
import { randomBytes, randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { ReaderTopic } from '@tarot/contracts/readers'
import { type NewReader, ReaderRepository, type ReaderRow } from './db/readers'
import { IdentityRepository } from './db/users'
import { runAsCommand } from './admin-command'
import { loadConfig } from './config'
import type { ContentCheck } from './services/content-check/content-check'
import { contentCheckFrom } from './services/content-check/create-content-check'
import { wechatApiFrom } from './services/wechat/create-wechat-api'

export const DEFAULT_READER_PHOTO = '/res/readers/default.png'
const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const
const TOPICS = ReaderTopic.options

class UsageError extends Error {}
/** The command was well formed but the database says no: no usage text needed. */
class Refused extends UsageError {}

const OPTIONS = {
  user: { type: 'string' },
  id: { type: 'string' },
  name: { type: 'string' },
  photo: { type: 'string' },
  tagline: { type: 'string' },
  bio: { type: 'string' },
  topics: { type: 'string' },
  languages: { type: 'string' },
  price: { type: 'string' },
  hours: { type: 'string' },
  sort: { type: 'string' },
  available: { type: 'string' },
  demo: { type: 'boolean' },
  reviewed: { type: 'boolean' },
} as const

const USAGE = `usage:
  npm run reader -- add --user <userId> --name <name> --tagline <text> --bio <text> --topics love,career --languages zh-Hans,en --price <energy> [--hours 12] [--photo ${DEFAULT_READER_PHOTO}] [--sort 0]
  npm run reader -- list
  npm run reader -- set --id <readerId> [--available true|false] [--price <energy>] [--hours <1-24>] [--sort <n>] [--name …] [--photo …] [--tagline …] [--bio …]
  npm run reader -- --demo
  --reviewed   publish a name, tagline or bio that content security held for review, after reading it yourself
topics: ${TOPICS.join(', ')}; languages: ${LANGUAGES.join(', ')}`

function text(value: string | undefined, label: string, max: number): string {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) throw new UsageError(`--${label} is required`)
  if ([...trimmed].length > max) throw new UsageError(`--${label} is longer than ${max} characters`)
  return trimmed
}

function integer(value: string, label: string, min: number, max: number): number {
  const n = Number(value)
  if (!/^-?\d+$/.test(value.trim()) || n < min || n > max) throw new UsageError(`--${label} must be a whole number from ${min} to ${max}, not "${value}"`)
  return n
}

function list<T extends string>(value: string | undefined, label: string, allowed: readonly T[]): T[] {
  const items = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
  if (items.length === 0) throw new UsageError(`--${label} is required (any of ${allowed.join(', ')})`)
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item))
  if (unknown.length) throw new UsageError(`--${label}: unknown ${unknown.join(', ')} (allowed: ${allowed.join(', ')})`)
  return items as T[]
}

function photo(value: string | undefined): string {
  const chosen = value?.trim() || DEFAULT_READER_PHOTO
  if (!/^(\/|https:\/\/)\S+$/.test(chosen)) throw new UsageError('--photo must be a path on the resources host (/res/…) or an https URL')
  return chosen
}

function flag(value: string, label: string): boolean {
  if (value === 'true') return true
  if (value === 'false') return false
  throw new UsageError(`--${label} must be true or false, not "${value}"`)
}

const PRICE_MAX = 100_000

function summarize(reader: ReaderRow, stats?: { rating: number | null; reviewCount: number; completedOrders: number }): string {
  const rating = stats ? ` rating ${stats.rating ?? '–'} (${stats.reviewCount} reviews, ${stats.completedOrders} completed)` : ''
  return `${reader.id}  ${reader.name}  user ${reader.userId}  ${reader.available ? 'available' : 'paused'}  ${reader.priceEnergy} energy  ~${reader.responseHours} h  topics ${reader.specialties.join(',')}  languages ${reader.languages.join(',')}  sort ${reader.sort}${rating}`
}

/** Three sample readers, one language each, clearly marked as demo profiles. Sign in with the dev provider under `devName` to use their desk. */
const DEMO_READERS: (Omit<NewReader, 'id' | 'userId' | 'photo'> & { devName: string })[] = [
  {
    devName: 'demo-reader-1',
    name: '月见',
    tagline: '在关系里，先听懂自己的心',
    bio: '【演示资料】这是用于本地体验的示例塔罗师，并非真实的人。擅长感情与家庭议题，解读温和细致，会结合你抽到的牌阵给出可以马上做的小建议。',
    specialties: ['love', 'family'],
    languages: ['zh-Hans'],
    priceEnergy: 30,
    responseHours: 6,
    sort: 0,
  },
  {
    devName: 'demo-reader-2',
    name: '林知秋',
    tagline: '職涯與學業的方向，一張牌一張牌看清楚',
    bio: '【示範資料】這是用於本地體驗的示範塔羅師，並非真實的人。專注職涯轉換與升學選擇，解讀重視行動步驟與時間節奏。',
    specialties: ['career', 'study'],
    languages: ['zh-Hant'],
    priceEnergy: 45,
    responseHours: 12,
    sort: 1,
  },
  {
    devName: 'demo-reader-3',
    name: 'Maya Ellis',
    tagline: 'Growth, money and the habits between them',
    bio: '[Demo profile] A sample reader for trying the marketplace locally, not a real person. Reads on personal growth and money with practical, plain-spoken advice drawn from your spread.',
    specialties: ['growth', 'wealth'],
    languages: ['en'],
    priceEnergy: 60,
    responseHours: 24,
    sort: 2,
  },
]

export interface ReaderAdminDeps {
  readers: ReaderRepository
  identities: IdentityRepository
  now: () => number
  /** Content security on the public profile text (scene 1, the reader's own openid when they have one); none: unchecked. */
  contentCheck?: ContentCheck
}

/**
 * A reader's public profile text through content security before it is published: risky is refused; held for review
 * is refused too unless the operator, having read it, says `--reviewed` (they are the reviewer here).
 */
async function checkProfile(contentCheck: ContentCheck | undefined, userId: string, texts: (string | undefined)[], reviewed: boolean): Promise<string | null> {
  const text = texts.filter(Boolean).join('\n')
  if (!contentCheck || !text) return null
  const checked = await contentCheck.check({ userId, text, scene: 'profile' })
  if (checked.verdict === 'risky') throw new Refused(`content security refused the profile text (${checked.note}); nothing was saved`)
  if (checked.verdict === 'review' && !reviewed) throw new Refused(`content security held the profile text for review (${checked.note}); read it, and run again with --reviewed to publish it`)
  return checked.verdict === 'review' ? `published after review by the operator (${checked.note})` : null
}

/** Runs one command; returns the lines to print and whether it succeeded. */
export async function runReaderAdmin(argv: string[], { readers, identities, now, contentCheck }: ReaderAdminDeps): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = []
  try {
    let parsed
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
    } catch (error) {
      throw new UsageError((error as Error).message)
    }
    const { values, positionals } = parsed
    const command = values.demo ? 'demo' : positionals[0]

    if (command === 'demo') {
      for (const { devName, ...profile } of DEMO_READERS) {
        // A dev identity, so `npm start` can sign in as the reader (dev provider, name devName); the session made here is already expired.
        const user = await identities.signIn('dev', devName, `u_${randomUUID()}`, randomUUID(), new Date(now()))
        const existing = await readers.byUserId(user.userId)
        if (existing) {
          lines.push(`already there: ${summarize(existing)}`)
          continue
        }
        const reader = await readers.create({ ...profile, id: newReaderId(), userId: user.userId, photo: DEFAULT_READER_PHOTO })
        lines.push(`added demo reader: ${summarize(reader)} (sign in with the dev provider as "${devName}" to open the desk)`)
      }
      return { ok: true, lines }
    }

    if (command === 'add') {
      const userId = text(values.user, 'user', 64)
      const row: NewReader = {
        id: newReaderId(),
        userId,
        name: text(values.name, 'name', 40),
        photo: photo(values.photo),
        tagline: text(values.tagline, 'tagline', 80),
        bio: text(values.bio, 'bio', 2000),
        specialties: list(values.topics, 'topics', TOPICS),
        languages: list(values.languages, 'languages', LANGUAGES),
        priceEnergy: integer(values.price ?? '', 'price', 1, PRICE_MAX),
        responseHours: integer(values.hours ?? '12', 'hours', 1, 24),
        sort: integer(values.sort ?? '0', 'sort', -1000, 1000),
        available: values.available === undefined ? true : flag(values.available, 'available'),
      }
      if (!(await readers.canBecomeReader(userId))) throw new Refused(`no signed-in user ${userId} (guests and deleted accounts cannot be readers)`)
      if (await readers.byUserId(userId)) throw new Refused(`user ${userId} is already a reader (use set)`)
      const reviewedNote = await checkProfile(contentCheck, userId, [row.name, row.tagline, row.bio], values.reviewed === true)
      const reader = await readers.create(row)
      if (reviewedNote) lines.push(reviewedNote)
      lines.push(`added: ${summarize(reader)}`, 'The user gets the reader role at their next sign-in; the desk works at once.')
      return { ok: true, lines }
    }

    if (command === 'list') {
      const all = await readers.listAll()
      const stats = await readers.stats(all.map((reader) => reader.id))
      if (all.length === 0) lines.push('no readers yet')
      for (const reader of all) lines.push(summarize(reader, stats.get(reader.id)))
      return { ok: true, lines }
    }

    if (command === 'set') {
      const id = text(values.id, 'id', 64)
      const patch: Parameters<ReaderRepository['update']>[1] = {}
      if (values.available !== undefined) patch.available = flag(values.available, 'available')
      if (values.price !== undefined) patch.priceEnergy = integer(values.price, 'price', 1, PRICE_MAX)
      if (values.hours !== undefined) patch.responseHours = integer(values.hours, 'hours', 1, 24)
      if (values.sort !== undefined) patch.sort = integer(values.sort, 'sort', -1000, 1000)
      if (values.name !== undefined) patch.name = text(values.name, 'name', 40)
      if (values.photo !== undefined) patch.photo = photo(values.photo)
      if (values.tagline !== undefined) patch.tagline = text(values.tagline, 'tagline', 80)
      if (values.bio !== undefined) patch.bio = text(values.bio, 'bio', 2000)
      if (Object.keys(patch).length === 0) throw new UsageError('nothing to set: give --available, --price, --hours, --sort, --name, --photo, --tagline or --bio')
      const before = await readers.get(id)
      if (!before) throw new Refused(`no reader ${id} (see list)`)
      const reviewedNote = await checkProfile(contentCheck, before.userId, [patch.name, patch.tagline, patch.bio], values.reviewed === true)
      const reader = await readers.update(id, patch)
      if (!reader) throw new Refused(`no reader ${id} (see list)`)
      if (reviewedNote) lines.push(reviewedNote)
      lines.push(`updated: ${summarize(reader)}`, 'Orders already placed keep the price they were placed at.')
      return { ok: true, lines }
    }

    throw new UsageError(command ? `unknown command "${command}"` : 'no command given')
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return { ok: false, lines: error instanceof Refused ? [`reader: ${error.message}`] : [`reader: ${error.message}`, USAGE] }
  }
}

function newReaderId(): string {
  return `r_${randomBytes(6).toString('hex')}`
}

runAsCommand('reader', import.meta.url, (db, args) => {
  // The server's own content check (CONTENT_CHECK): WeChat's with the mini-program's keys, else the local rules.
  const config = loadConfig()
  const identities = new IdentityRepository(db)
  const log = { info: () => {}, warn: (details: object, message: string) => console.error(message, details) }
  const contentCheck = contentCheckFrom(config, { wechat: wechatApiFrom(config, { log }), openIdOf: (userId, appId) => identities.wechatOpenId(userId, appId), log })
  return runReaderAdmin(args, { readers: new ReaderRepository(db), identities, now: Date.now, contentCheck })
})
