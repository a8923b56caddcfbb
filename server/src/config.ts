import { availableParallelism } from 'node:os'
import path from 'node:path'
import { type LogFormat, logFormatFor } from './lib/log-format'
import { settingsReader } from './lib/settings'
import type { MiniProgramState } from './services/wechat/subscribe-message'
import type { TemplateIds } from './services/wechat/wechat-api'

/** Process configuration, read once from the environment. Every value has a working default. */
export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PGLITE_LOCK_WAIT_MS: how long a PGlite start waits for the previous owner of `DATA_DIR/pgdata` to let go (a restart) before refusing. */
  pgliteLockWaitMs: number
  /** `npm run backup` and `npm run restore`. */
  backup: {
    /** Where backups are written (BACKUP_DIR). */
    dir: string
    /** Backups older than this many days are removed by the next backup (BACKUP_KEEP_DAYS; 0 keeps every one). */
    keepDays: number
    /** The Unix socket a PGlite server answers live backups on (BACKUP_SOCKET, default DATA_DIR/backup.sock; `off`: none). */
    socket: string | null
    /** Where `pg_dump` and `pg_restore` are (PG_BIN_DIR); unset: found on PATH. */
    pgBinDir: string | undefined
  }
  /** Generated SQL migrations (server/drizzle). */
  migrationsDir: string
  /** Built H5 app served at /tarot/h5app/; absent directory means the API runs alone. */
  h5Dir: string
  /** The resources host's files (card art); rendered by `npm run build:art`. */
  resDir: string
  /** HMAC secret for tokens; generated and kept in DATA_DIR when not given. */
  tokenSecret: string | undefined
  guestTokenTtlMs: number
  userTokenTtlMs: number
  /**
   * How long an instance trusts a session it found active before asking the database again (0: every request).
   * Logging out or deleting the account on this instance takes effect at once; on another instance sharing the database, within this time.
   */
  sessionCheckMs: number
  logLevel: string
  /** LOG_FORMAT: `pretty` (a line a request, for a terminal) or `json` (pino's lines); `auto`, the default, is pretty when standard output is a terminal. */
  logFormat: LogFormat
  /**
   * Where people open the app (PUBLIC_ORIGIN): shared links and poster codes point at its H5 pages. Every absolute
   * address the server writes starts with it, never with the Host a request named; the default is the address the
   * server listens on by default, so dev links and the start banner agree.
   */
  publicOrigin: string
  /** Font files for posters (POSTER_FONTS, comma-separated); only these are loaded, never every system font. */
  posterFonts: string[] | undefined
  /** Drawing posters (services/share/poster/renderer.ts): the worker threads, the renders that may wait, the render budgets. */
  posters: {
    /** POSTER_WORKERS: worker threads that draw posters (default: one less than the cores, at least one). */
    workers: number
    /** POSTER_QUEUE: renders that may wait for a worker; past it a poster is answered "busy, try again shortly". */
    queue: number
    /** POSTER_RENDERS_PER_MINUTE: posters not already kept that one address may have drawn in a minute. */
    rendersPerAddressPerMinute: number
    /** POSTER_RENDERS_PER_MINUTE_TOTAL: the same for every address together (counted in the database, so across instances). */
    rendersPerMinute: number
  }
  wechat: {
    /** Mini-program AppID/AppSecret for jscode2session. */
    miniAppId: string | undefined
    miniAppSecret: string | undefined
    /** Official-account AppID/AppSecret for H5 OAuth inside WeChat's browser. */
    h5AppId: string | undefined
    h5AppSecret: string | undefined
    apiBase: string
    /** Longest one call to WeChat's server API may take (services/wechat). */
    apiTimeoutMs: number
    /** Which version of the mini-program subscription messages and mini-program codes open. */
    miniProgramState: MiniProgramState
    /** Subscription-message template ids of the reminders; empty: that reminder is not sent through WeChat. */
    templates: TemplateIds
  }
  pricing: {
    /** Free basic AI readings a day for a VIP (spec §6: 3). */
    vipDailyFree: number
    /** Free basic AI readings a day for everyone else (spec: "a daily free quota", size not shown). */
    dailyFree: number
    /** Energy one pro-spread AI reading costs. */
    proReadingCost: number
    /** Follow-ups on a reading that cost nothing (spec §4: "free follow-up credits after charging"). */
    chatFreePerReading: number
    /** Energy each follow-up beyond the free ones costs. */
    chatCost: number
    /** Most follow-ups one reading can have. */
    chatMaxPerReading: number
    /** Fen per energy when a consultation is paid with WeChat Pay (the 60-energy pack sells for 600 fen). */
    energyFen: number
  }
  /** WeChat Pay APIv3 (direct merchant). Without `mchId` the local dev payment provider stands in. */
  pay: {
    mchId: string | undefined
    /** Serial number of the merchant API certificate. */
    serialNo: string | undefined
    /** Merchant API private key, PEM, given inline or as a file. */
    privateKey: string | undefined
    privateKeyFile: string | undefined
    /** The 32-byte APIv3 key that notifications and platform certificates are encrypted with. */
    apiV3Key: string | undefined
    /** Public-key mode: the WeChat Pay public key and its `PUB_KEY_ID_…`; without them, platform certificates. */
    publicKeyId: string | undefined
    publicKey: string | undefined
    publicKeyFile: string | undefined
    /** Public https address of `POST /tarot/rest/pay/notify`. */
    notifyUrl: string | undefined
    apiBase: string
    /** The mobile app's appid (WeChat Open Platform) for the `app` channel. */
    openAppId: string | undefined
    orderTtlMinutes: number
  }
  /**
   * The mini-program's virtual payment (xpay, docs/commerce.md): on when both the offer id and the AppKey are set; the
   * mini-program then sells through it, H5 and the app keep WeChat Pay v3.
   */
  xpay: {
    offerId: string | undefined
    appKey: string | undefined
    /** WECHAT_XPAY_ENV: 0 production (the default), 1 sandbox; the AppKey must be that environment's. */
    env: 0 | 1
    pushToken: string | undefined
    /** The message push's EncodingAESKey (43 characters): safe mode. */
    pushAesKey: string | undefined
    /** WECHAT_XPAY_IOS=1: iOS in the mini-program buys through xpay (Apple's in-app purchase); otherwise it stays closed. */
    ios: boolean
  }
  /** Version-file switches (spec §3): purchasing shown on iOS, and the home index hidden. */
  iosCharge: boolean
  hideIndex: boolean
  /** The local dev sign-in and dev payment provider: on when enabled, or by default only without any WeChat setting outside production. */
  devSignIn: boolean
  devPay: boolean
  /** The dev stand-in for WeChat's API (reminders logged and recorded) when neither WeChat app is configured. */
  devWechat: boolean
  /** Content security on text others see (services/content-check, docs/content-security.md). */
  contentCheck: {
    /** CONTENT_CHECK: `auto` (WeChat's msgSecCheck with the mini-program's keys, else the local rules), `wechat`, `local`, `hold-all` (tests). */
    provider: ContentCheckProvider
    /** CONTENT_CHECK_TIMEOUT_MS: longest a check may take; past it the text is held for review. */
    timeoutMs: number
  }
  /** DEV_CLOCK_OFFSET_MS: the server's clock runs this far ahead (end-to-end tests restart the server days later); always 0 in production. */
  clockOffsetMs: number
  /** Fastify's `trustProxy`: the proxies whose `X-Forwarded-For` is believed (addresses/CIDRs, a hop count, or `true`); none by default. */
  trustProxy: boolean | number | string[]
  /** How long a request's headers, and the whole request with its body, may take to arrive. */
  requestTimeoutMs: number
  /** The API docs page (`/tarot/rest/docs`): off in production unless API_DOCS=true. */
  apiDocs: boolean
  /** Abuse limits: guest tokens per address, and readings made per user. */
  limits: {
    guestTokensPerMinute: number
    /** Guest tokens one address gets in 24 hours. */
    guestTokensPerDay: number
    /** Readings (draws and physical cards) one user starts in a minute. */
    readingsPerMinute: number
    /** Notes one reading may hold (NOTES_PER_READING); past it a new note is refused. */
    notesPerReading: number
    /** Shares one reading may have, revoked ones included (SHARES_PER_READING). */
    sharesPerReading: number
    /** `GET /shared/{id}` answers one address gets in a minute (SHARED_READS_PER_MINUTE). */
    sharedReadsPerMinute: number
  }
  /** The journal's reminders through WeChat subscription messages (mini-program sign-ins only; templates under `wechat`). */
  reminders: {
    /** How often each instance looks for look backs that fell due (also once at start). */
    sweepMs: number
  }
  /** What an AI call reserved is held while its answer streams (renewed every third of `staleMs` at most). */
  holds: {
    /** A hold (and its claim) with no sign of life for this long belonged to a stream that died: it is refunded. */
    staleMs: number
    /** How often each instance sweeps for such holds. */
    sweepMs: number
  }
  /** Deleted accounts (docs/privacy-data.md): their orders, payments and ledger are kept without the person for this long. */
  deletedAccounts: {
    /** DELETED_ACCOUNT_RETENTION_DAYS: days the money records of a deleted account are kept under its tombstone (default 1095, 3 years). */
    retentionDays: number
  }
  llm: {
    baseUrl: string | undefined
    apiKey: string | undefined
    model: string | undefined
    firstByteTimeoutMs: number
    idleTimeoutMs: number
    /** `max_tokens` of a reading or follow-up call. */
    maxTokens: number
    /** LLM_TOKEN_PARAM: the request field of that cap, `max_tokens` or `max_completion_tokens`; unset: by the model's family. */
    tokenParam: string | undefined
    /** Longest a reading or follow-up call may run, first byte to last. */
    totalTimeoutMs: number
    /** Longest answer kept, in characters; a longer one is abandoned for the offline reading. */
    maxChars: number
    /** The second-stage question classifier; on whenever a model is configured, unless LLM_CLASSIFIER=false. */
    classifier: boolean
    classifierTimeoutMs: number
  }
}

const repoRoot = path.resolve(import.meta.dirname ?? '.', '..', '..')

/** `TRUST_PROXY`: unset or `false` trusts nobody; `true` everyone; a number the hops; else a comma list of addresses/CIDRs. */
function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? ''
  if (!text || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  return text.split(',').map((part) => part.trim()).filter(Boolean)
}

/** The server's WeChat settings besides the API hosts (which tests point at fakes); any of them turns the dev providers off by default. */
const WECHAT_SETTINGS = ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_H5_APP_ID', 'WECHAT_H5_APP_SECRET', 'WECHAT_OPEN_APP_ID', 'WECHAT_MCH_ID']

function hasWechatSetting(env: NodeJS.ProcessEnv): boolean {
  // WECHAT_DEVTOOLS_CLI (a developer's tool, not a deployment setting) is not one of them.
  return Object.entries(env).some(([key, value]) => Boolean(value) && (WECHAT_SETTINGS.includes(key) || (key.startsWith('WECHAT_PAY_') && key !== 'WECHAT_PAY_API_BASE')))
}

export type ContentCheckProvider = 'auto' | 'wechat' | 'local' | 'hold-all'

/**
 * The configuration from the environment. A value that is set but wrong (not a number, zero or negative where
 * that makes no sense, not `true`/`false`, not one of the choices) stops here with a SettingsError naming each one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const read = settingsReader(env)
  const int = read.int
  const port = int('PORT', 8080, { max: 65535 })
  const config: ServerConfig = {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteLockWaitMs: int('PGLITE_LOCK_WAIT_MS', 5_000, { min: 0 }),
    backup: {
      dir: path.resolve(env.BACKUP_DIR || './backups'),
      keepDays: int('BACKUP_KEEP_DAYS', 30, { min: 0 }),
      socket: env.BACKUP_SOCKET === 'off' ? null : path.resolve(env.BACKUP_SOCKET || path.join(env.DATA_DIR || './data', 'backup.sock')),
      pgBinDir: env.PG_BIN_DIR || undefined,
    },
    migrationsDir: path.join(repoRoot, 'server', 'drizzle'),
    h5Dir: path.resolve(env.H5_DIR || path.join(repoRoot, 'dist', 'h5')),
    resDir: path.resolve(env.RES_DIR || path.join(repoRoot, 'packages', 'content', 'dist', 'res')),
    tokenSecret: env.TOKEN_SECRET || undefined,
    guestTokenTtlMs: int('GUEST_TOKEN_TTL_MS', 30 * 24 * 3600 * 1000),
    userTokenTtlMs: int('USER_TOKEN_TTL_MS', 30 * 24 * 3600 * 1000),
    sessionCheckMs: int('SESSION_CHECK_MS', 2000, { min: 0 }),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatFor(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    publicOrigin: (env.PUBLIC_ORIGIN || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    posterFonts: env.POSTER_FONTS ? env.POSTER_FONTS.split(',').map((f) => f.trim()).filter(Boolean) : undefined,
    posters: {
      workers: Math.max(1, int('POSTER_WORKERS', availableParallelism() - 1)),
      queue: int('POSTER_QUEUE', 16, { min: 0 }),
      rendersPerAddressPerMinute: int('POSTER_RENDERS_PER_MINUTE', 40),
      rendersPerMinute: int('POSTER_RENDERS_PER_MINUTE_TOTAL', 240),
    },
    wechat: {
      miniAppId: env.WECHAT_APP_ID || undefined,
      miniAppSecret: env.WECHAT_APP_SECRET || undefined,
      h5AppId: env.WECHAT_H5_APP_ID || undefined,
      h5AppSecret: env.WECHAT_H5_APP_SECRET || undefined,
      apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
      apiTimeoutMs: int('WECHAT_API_TIMEOUT_MS', 10_000),
      miniProgramState: read.oneOf<MiniProgramState>('WECHAT_MINIPROGRAM_STATE', ['formal', 'trial', 'developer'], 'formal'),
      templates: {
        lookback: env.WECHAT_TEMPLATE_LOOKBACK?.trim() ?? '',
        consultationAnswered: env.WECHAT_TEMPLATE_CONSULTATION_ANSWERED?.trim() ?? '',
        dailyCard: env.WECHAT_TEMPLATE_DAILY_CARD?.trim() ?? '',
      },
    },
    pricing: {
      vipDailyFree: int('VIP_DAILY_FREE_READINGS', 3),
      dailyFree: int('DAILY_FREE_READINGS', 1, { min: 0 }),
      proReadingCost: int('PRO_READING_ENERGY', 10),
      chatFreePerReading: int('CHAT_FREE_PER_READING', 3, { min: 0 }),
      chatCost: int('CHAT_ENERGY', 2),
      chatMaxPerReading: int('CHAT_MAX_PER_READING', 20),
      energyFen: int('ENERGY_FEN', 10),
    },
    pay: {
      mchId: env.WECHAT_MCH_ID || undefined,
      serialNo: env.WECHAT_PAY_SERIAL_NO || undefined,
      privateKey: env.WECHAT_PAY_PRIVATE_KEY || undefined,
      privateKeyFile: env.WECHAT_PAY_PRIVATE_KEY_FILE || undefined,
      apiV3Key: env.WECHAT_PAY_API_V3_KEY || undefined,
      publicKeyId: env.WECHAT_PAY_PUBLIC_KEY_ID || undefined,
      publicKey: env.WECHAT_PAY_PUBLIC_KEY || undefined,
      publicKeyFile: env.WECHAT_PAY_PUBLIC_KEY_FILE || undefined,
      notifyUrl: env.WECHAT_PAY_NOTIFY_URL || undefined,
      apiBase: env.WECHAT_PAY_API_BASE || 'https://api.mch.weixin.qq.com',
      openAppId: env.WECHAT_OPEN_APP_ID || undefined,
      orderTtlMinutes: int('PAY_ORDER_TTL_MINUTES', 15),
    },
    xpay: {
      offerId: env.WECHAT_XPAY_OFFER_ID?.trim() || undefined,
      appKey: env.WECHAT_XPAY_APP_KEY?.trim() || undefined,
      env: ['1', 'sandbox'].includes(env.WECHAT_XPAY_ENV?.trim() ?? '') ? 1 : 0,
      pushToken: env.WECHAT_XPAY_PUSH_TOKEN?.trim() || undefined,
      pushAesKey: env.WECHAT_XPAY_PUSH_AES_KEY?.trim() || undefined,
      ios: ['1', 'true'].includes(env.WECHAT_XPAY_IOS?.trim() ?? ''),
    },
    iosCharge: read.flag('IOS_CHARGE', false),
    hideIndex: read.flag('HIDE_INDEX', false),
    devSignIn: read.flag('DEV_SIGN_IN', !hasWechatSetting(env) && env.NODE_ENV !== 'production'),
    devPay: read.flag('DEV_PAY', !hasWechatSetting(env) && env.NODE_ENV !== 'production'),
    devWechat: read.flag('DEV_WECHAT', !hasWechatSetting(env) && env.NODE_ENV !== 'production'),
    contentCheck: { provider: read.oneOf<ContentCheckProvider>('CONTENT_CHECK', ['auto', 'wechat', 'local', 'hold-all'], 'auto'), timeoutMs: int('CONTENT_CHECK_TIMEOUT_MS', 3_000) },
    clockOffsetMs: env.NODE_ENV === 'production' ? 0 : int('DEV_CLOCK_OFFSET_MS', 0, { min: Number.MIN_SAFE_INTEGER }),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 30_000),
    apiDocs: read.flag('API_DOCS', env.NODE_ENV !== 'production'),
    limits: {
      guestTokensPerMinute: int('GUEST_TOKENS_PER_MINUTE', 10),
      guestTokensPerDay: int('GUEST_TOKENS_PER_DAY', 50),
      readingsPerMinute: int('READINGS_PER_MINUTE', 30),
      notesPerReading: int('NOTES_PER_READING', 50),
      sharesPerReading: int('SHARES_PER_READING', 20),
      sharedReadsPerMinute: int('SHARED_READS_PER_MINUTE', 120),
    },
    reminders: {
      sweepMs: int('REMINDER_SWEEP_MS', 60_000),
    },
    holds: {
      staleMs: int('HOLD_STALE_MS', 120_000),
      sweepMs: int('HOLD_SWEEP_MS', 30_000),
    },
    deletedAccounts: {
      retentionDays: int('DELETED_ACCOUNT_RETENTION_DAYS', 1095),
    },
    llm: {
      baseUrl: env.LLM_BASE_URL || undefined,
      apiKey: env.LLM_API_KEY || undefined,
      model: env.LLM_MODEL || undefined,
      firstByteTimeoutMs: int('LLM_FIRST_BYTE_TIMEOUT_MS', 20_000),
      idleTimeoutMs: int('LLM_IDLE_TIMEOUT_MS', 30_000),
      maxTokens: int('LLM_MAX_TOKENS', 3_000),
      tokenParam: env.LLM_TOKEN_PARAM || undefined,
      totalTimeoutMs: int('LLM_TOTAL_TIMEOUT_MS', 120_000),
      maxChars: int('LLM_MAX_CHARS', 12_000),
      classifier: read.flag('LLM_CLASSIFIER', true),
      classifierTimeoutMs: int('LLM_CLASSIFIER_TIMEOUT_MS', 8_000),
    },
  }
  read.done()
  return config
}
