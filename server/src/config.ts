import path from 'node:path'
import { type LogFormat, logFormatFor } from './lib/log-format'
import { readSettings } from './lib/settings'
import { SETTINGS } from './settings-schema'
import type { MiniProgramState } from './services/wechat/subscribe-message'
import type { TemplateIds } from './services/wechat/wechat-api'

/** Process configuration, read once from the environment (settings-schema.ts: every setting, its default and constraint). */
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
  /** Built back-office console served at /tarot/console/ (CONSOLE_DIR); absent directory means no console. */
  consoleDir: string
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
  /** An operator's console session, in ms. */
  consoleSessionMs: number
  consoleSignInsPer15Minutes: number
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

export type ContentCheckProvider = 'auto' | 'wechat' | 'local' | 'hold-all'

/**
 * The configuration from the environment. A value that is set but wrong (not a number, zero or negative where
 * that makes no sense, not `true`/`false`, not one of the choices) stops here with a SettingsError naming each one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const s = readSettings(SETTINGS, env)
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    pgliteLockWaitMs: s.PGLITE_LOCK_WAIT_MS,
    backup: {
      dir: path.resolve(s.BACKUP_DIR),
      keepDays: s.BACKUP_KEEP_DAYS,
      socket: s.BACKUP_SOCKET === 'off' ? null : path.resolve(s.BACKUP_SOCKET),
      pgBinDir: s.PG_BIN_DIR,
    },
    migrationsDir: path.join(repoRoot, 'server', 'drizzle'),
    h5Dir: path.resolve(s.H5_DIR),
    consoleDir: path.resolve(s.CONSOLE_DIR),
    resDir: path.resolve(s.RES_DIR),
    tokenSecret: s.TOKEN_SECRET,
    guestTokenTtlMs: s.GUEST_TOKEN_TTL_MS,
    userTokenTtlMs: s.USER_TOKEN_TTL_MS,
    sessionCheckMs: s.SESSION_CHECK_MS,
    consoleSessionMs: s.CONSOLE_SESSION_HOURS * 3600_000,
    consoleSignInsPer15Minutes: s.CONSOLE_SIGN_INS_PER_15_MINUTES,
    logLevel: s.LOG_LEVEL,
    logFormat: logFormatFor(s.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    publicOrigin: s.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    posterFonts: s.POSTER_FONTS?.split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    posters: {
      workers: s.POSTER_WORKERS,
      queue: s.POSTER_QUEUE,
      rendersPerAddressPerMinute: s.POSTER_RENDERS_PER_MINUTE,
      rendersPerMinute: s.POSTER_RENDERS_PER_MINUTE_TOTAL,
    },
    wechat: {
      miniAppId: s.WECHAT_APP_ID,
      miniAppSecret: s.WECHAT_APP_SECRET,
      h5AppId: s.WECHAT_H5_APP_ID,
      h5AppSecret: s.WECHAT_H5_APP_SECRET,
      apiBase: s.WECHAT_API_BASE,
      apiTimeoutMs: s.WECHAT_API_TIMEOUT_MS,
      miniProgramState: s.WECHAT_MINIPROGRAM_STATE,
      templates: {
        lookback: s.WECHAT_TEMPLATE_LOOKBACK,
        consultationAnswered: s.WECHAT_TEMPLATE_CONSULTATION_ANSWERED,
        dailyCard: s.WECHAT_TEMPLATE_DAILY_CARD,
      },
    },
    pricing: {
      vipDailyFree: s.VIP_DAILY_FREE_READINGS,
      dailyFree: s.DAILY_FREE_READINGS,
      proReadingCost: s.PRO_READING_ENERGY,
      chatFreePerReading: s.CHAT_FREE_PER_READING,
      chatCost: s.CHAT_ENERGY,
      chatMaxPerReading: s.CHAT_MAX_PER_READING,
      energyFen: s.ENERGY_FEN,
    },
    pay: {
      mchId: s.WECHAT_MCH_ID,
      serialNo: s.WECHAT_PAY_SERIAL_NO,
      privateKey: s.WECHAT_PAY_PRIVATE_KEY,
      privateKeyFile: s.WECHAT_PAY_PRIVATE_KEY_FILE,
      apiV3Key: s.WECHAT_PAY_API_V3_KEY,
      publicKeyId: s.WECHAT_PAY_PUBLIC_KEY_ID,
      publicKey: s.WECHAT_PAY_PUBLIC_KEY,
      publicKeyFile: s.WECHAT_PAY_PUBLIC_KEY_FILE,
      notifyUrl: s.WECHAT_PAY_NOTIFY_URL,
      apiBase: s.WECHAT_PAY_API_BASE,
      openAppId: s.WECHAT_OPEN_APP_ID,
      orderTtlMinutes: s.PAY_ORDER_TTL_MINUTES,
    },
    xpay: {
      offerId: s.WECHAT_XPAY_OFFER_ID,
      appKey: s.WECHAT_XPAY_APP_KEY,
      env: s.WECHAT_XPAY_ENV,
      pushToken: s.WECHAT_XPAY_PUSH_TOKEN,
      pushAesKey: s.WECHAT_XPAY_PUSH_AES_KEY,
      ios: s.WECHAT_XPAY_IOS,
    },
    iosCharge: s.IOS_CHARGE,
    hideIndex: s.HIDE_INDEX,
    devSignIn: s.DEV_SIGN_IN,
    devPay: s.DEV_PAY,
    devWechat: s.DEV_WECHAT,
    contentCheck: { provider: s.CONTENT_CHECK, timeoutMs: s.CONTENT_CHECK_TIMEOUT_MS },
    // A clock moved ahead is a development aid only.
    clockOffsetMs: env.NODE_ENV === 'production' ? 0 : s.DEV_CLOCK_OFFSET_MS,
    trustProxy: s.TRUST_PROXY,
    requestTimeoutMs: s.REQUEST_TIMEOUT_MS,
    apiDocs: s.API_DOCS,
    limits: {
      guestTokensPerMinute: s.GUEST_TOKENS_PER_MINUTE,
      guestTokensPerDay: s.GUEST_TOKENS_PER_DAY,
      readingsPerMinute: s.READINGS_PER_MINUTE,
      notesPerReading: s.NOTES_PER_READING,
      sharesPerReading: s.SHARES_PER_READING,
      sharedReadsPerMinute: s.SHARED_READS_PER_MINUTE,
    },
    reminders: {
      sweepMs: s.REMINDER_SWEEP_MS,
    },
    holds: {
      staleMs: s.HOLD_STALE_MS,
      sweepMs: s.HOLD_SWEEP_MS,
    },
    deletedAccounts: {
      retentionDays: s.DELETED_ACCOUNT_RETENTION_DAYS,
    },
    llm: {
      baseUrl: s.LLM_BASE_URL,
      apiKey: s.LLM_API_KEY,
      model: s.LLM_MODEL,
      firstByteTimeoutMs: s.LLM_FIRST_BYTE_TIMEOUT_MS,
      idleTimeoutMs: s.LLM_IDLE_TIMEOUT_MS,
      maxTokens: s.LLM_MAX_TOKENS,
      tokenParam: s.LLM_TOKEN_PARAM,
      totalTimeoutMs: s.LLM_TOTAL_TIMEOUT_MS,
      maxChars: s.LLM_MAX_CHARS,
      classifier: s.LLM_CLASSIFIER,
      classifierTimeoutMs: s.LLM_CLASSIFIER_TIMEOUT_MS,
    },
  }
}
