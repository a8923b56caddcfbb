import { availableParallelism } from 'node:os'
import path from 'node:path'
import * as z from 'zod'
import { type Env, type SettingDoc, type SettingValues, custom, flag, int, oneOf, text } from './lib/settings'

/**
 * Every setting the server reads from the environment, with its default, its constraint and its row in the README's
 * settings table (`npm run docs:settings` writes the table; a test fails when the README differs). A value that is set
 * but wrong stops the server at start with a line naming it (lib/settings.ts); config.ts shapes the values for the code.
 */

const REPO_ROOT = path.resolve(import.meta.dirname ?? '.', '..', '..')
const DEFAULT_PORT = 8080
const DEFAULT_DATA_DIR = './data'
const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000

/** The server's WeChat settings besides the API hosts (which tests point at fakes); any of them turns the dev providers off by default. */
const WECHAT_SETTINGS = ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_H5_APP_ID', 'WECHAT_H5_APP_SECRET', 'WECHAT_OPEN_APP_ID', 'WECHAT_MCH_ID']

function hasWechatSetting(env: Env): boolean {
  // WECHAT_DEVTOOLS_CLI (a developer's tool, not a deployment setting) is not one of them.
  return Object.entries(env).some(([key, value]) => Boolean(value) && (WECHAT_SETTINGS.includes(key) || (key.startsWith('WECHAT_PAY_') && key !== 'WECHAT_PAY_API_BASE')))
}

/** The dev sign-in, payments and WeChat stand-in: on without any WeChat setting outside production. */
const devByDefault = (env: Env) => !hasWechatSetting(env) && env.NODE_ENV !== 'production'

/** `TRUST_PROXY`: `false` trusts nobody; `true` everyone; a number the hops; else a comma list of addresses/CIDRs. */
function trustProxyFrom(text: string): boolean | number | string[] {
  if (text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

const trustProxy = (doc: SettingDoc) => custom<boolean | number | string[]>(z.string().transform(trustProxyFrom), 'true, false, a hop count or a comma list of addresses or CIDRs', false, doc)

/** `WECHAT_XPAY_ENV`: 0 production, 1 sandbox. */
const xpayEnvironment = (doc: SettingDoc) =>
  custom<0 | 1>(
    z.enum(['0', '1', 'production', 'sandbox']).transform((value) => (value === '1' || value === 'sandbox' ? 1 : 0)),
    'one of production, sandbox, 0, 1',
    0,
    doc,
  )

/** `WECHAT_XPAY_IOS`: `1` (or `true`) turns it on. */
const oneOrTrue = (doc: SettingDoc) =>
  custom(
    z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true'),
    'one of 1, 0, true, false',
    false,
    doc,
  )

const DEFAULT_PUBLIC_ORIGIN = (env: Env) => `http://127.0.0.1:${env.PORT?.trim() || DEFAULT_PORT}`

export const SETTINGS = {
  PORT: int(DEFAULT_PORT, { max: 65535 }, { meaning: 'HTTP port' }),
  HOST: text('127.0.0.1', { meaning: 'address to listen on (`0.0.0.0` to serve a network)' }),
  TRUST_PROXY: trustProxy({
    meaning:
      'the reverse proxies whose `X-Forwarded-For` gives the client address (rate limits per address, logs): a comma list of addresses or CIDRs (`127.0.0.1,10.0.0.0/8`), a hop count (`1`), or `true` for any',
    default: 'unset (none)',
  }),
  REQUEST_TIMEOUT_MS: int(30_000, {}, { meaning: "how long a request's headers, and the whole request with its body, may take to arrive (408 and closed after)" }),
  DATA_DIR: text(DEFAULT_DATA_DIR, { meaning: 'where the embedded database lives (PGlite, in `DATA_DIR/pgdata`; one process at a time)' }),
  PGLITE_LOCK_WAIT_MS: int(
    5_000,
    { min: 0 },
    { meaning: 'how long a PGlite start waits for the previous owner of `DATA_DIR/pgdata` to let go (a restart) before refusing; a process killed with SIGKILL is taken over at once (`0`: no wait)' },
  ),
  BACKUP_DIR: text('./backups', { meaning: 'where `npm run backup` writes backups (made `0700`, each file `0600`: they hold secrets and personal data; docs/operations.md, "Backup and restore")' }),
  BACKUP_KEEP_DAYS: int(
    30,
    { min: 0 },
    { meaning: "each backup removes the command's own backups in `BACKUP_DIR` older than this (`0`: keep all); keep copies elsewhere no longer either, so a deleted account ages out of every backup" },
  ),
  BACKUP_SOCKET: text((env) => path.join(env.DATA_DIR || DEFAULT_DATA_DIR, 'backup.sock'), {
    meaning:
      'the Unix socket (mode `0600`, never a TCP port) on which a server on PGlite hands `npm run backup` a consistent live copy; `off` for none (then back up with the server stopped). Not opened on PostgreSQL',
    default: '`DATA_DIR/backup.sock`',
  }),
  PG_BIN_DIR: text(undefined, {
    meaning: "where `pg_dump` and `pg_restore` are for `npm run backup` / `restore` on PostgreSQL (e.g. `/usr/lib/postgresql/16/bin`; the server's major version or newer)",
    default: 'unset (`PATH`)',
  }),
  DATABASE_URL: text(undefined, {
    meaning: 'a PostgreSQL URL (e.g. `postgres://user:pass@127.0.0.1:5432/tarot`) to use instead of the embedded PGlite; the same SQL migrations (`server/drizzle/`) are applied at start to either',
  }),
  LLM_BASE_URL: text(undefined, {
    meaning:
      'an OpenAI-compatible provider (e.g. `https://api.openai.com/v1`, `gpt-4o-mini`) for readings, follow-ups and the second-stage question check; unset (any of the three) means the built-in offline interpreter, which is also the fallback whenever the provider fails',
  }),
  LLM_API_KEY: text(undefined, { sameRowAs: 'LLM_BASE_URL' }),
  LLM_MODEL: text(undefined, { sameRowAs: 'LLM_BASE_URL' }),
  LLM_FIRST_BYTE_TIMEOUT_MS: int(20_000, {}, { meaning: "how long to wait for the model's first piece of text, and between pieces, before falling back to the offline reading (free of charge)" }),
  LLM_IDLE_TIMEOUT_MS: int(30_000, {}, { sameRowAs: 'LLM_FIRST_BYTE_TIMEOUT_MS' }),
  LLM_MAX_TOKENS: int(
    3_000,
    {},
    {
      meaning:
        "caps on one reading or follow-up call: the model's `max_tokens`, the longest the whole answer may take, and the longest answer kept (characters); an answer cut short by any of them (or by a stall or a dropped connection) is discarded and the offline reading is written instead, free of charge",
    },
  ),
  LLM_TOTAL_TIMEOUT_MS: int(120_000, {}, { sameRowAs: 'LLM_MAX_TOKENS' }),
  LLM_MAX_CHARS: int(12_000, {}, { sameRowAs: 'LLM_MAX_TOKENS' }),
  LLM_TOKEN_PARAM: oneOf(['max_tokens', 'max_completion_tokens'], undefined, {
    meaning:
      "the request field that carries `LLM_MAX_TOKENS` (and the question check's cap): `max_tokens` or `max_completion_tokens`; unset, `max_completion_tokens` for the o1, o3, o4 and gpt-5 families (also behind a vendor prefix such as `openai/gpt-5-mini`), which refuse `max_tokens`, else `max_tokens`. Those families are also sent no temperature. A 429's `Retry-After` is waited out when it fits in `LLM_FIRST_BYTE_TIMEOUT_MS` (the question check: `LLM_CLASSIFIER_TIMEOUT_MS`), else the call falls back at once",
    default: 'by the model',
  }),
  LLM_CLASSIFIER: flag(true, { meaning: "`false` turns off the model's second-stage question check (the local rules always run)" }),
  LLM_CLASSIFIER_TIMEOUT_MS: int(8_000, {}, { meaning: "time limit of one classifier call (one retry, then the rules' verdict stands)" }),
  WECHAT_APP_ID: text(undefined, {
    meaning:
      'mini-program sign-in (`wx.login` code → `jscode2session`); also the mini-program code (`wxacode.getUnlimited`) on share posters, which opens the shared reading (without them posters carry a QR code of the H5 link)',
  }),
  WECHAT_APP_SECRET: text(undefined, { sameRowAs: 'WECHAT_APP_ID' }),
  WECHAT_H5_APP_ID: text(undefined, {
    meaning:
      "H5 sign-in inside WeChat's browser (OAuth code → `sns/oauth2/access_token`); also the JS-SDK share settings there (`GET /tarot/rest/wechat/js-config` signs pages on `PUBLIC_ORIGIN` with the account's `jsapi_ticket`; add that host to the account's JS interface safe domains). Without them WeChat shares H5 pages its own way",
  }),
  WECHAT_H5_APP_SECRET: text(undefined, { sameRowAs: 'WECHAT_H5_APP_ID' }),
  WECHAT_API_BASE: text('https://api.weixin.qq.com', { meaning: "WeChat's API host (tests point it at a local fake)" }),
  WECHAT_API_TIMEOUT_MS: int(10_000, {}, { meaning: "longest one call to WeChat's server API (access token, subscription message, mini-program code, jsapi ticket) may take" }),
  WECHAT_TEMPLATE_LOOKBACK: text(
    '',
    {
      meaning:
        "subscription-message template ids (chosen in the mini-program's console) for a look-back that is due, a consultation a reader answered, and today's card; an empty one means that reminder is not sent through WeChat (the in-app badge still shows it)",
    },
    { trim: true },
  ),
  WECHAT_TEMPLATE_CONSULTATION_ANSWERED: text('', { sameRowAs: 'WECHAT_TEMPLATE_LOOKBACK' }, { trim: true }),
  WECHAT_TEMPLATE_DAILY_CARD: text('', { sameRowAs: 'WECHAT_TEMPLATE_LOOKBACK' }, { trim: true }),
  WECHAT_MINIPROGRAM_STATE: oneOf(['formal', 'trial', 'developer'], 'formal', {
    meaning: 'which version of the mini-program subscription messages and mini-program codes open: `formal` (released), `trial` or `developer`',
  }),
  CONTENT_CHECK: oneOf(['auto', 'wechat', 'local', 'hold-all'], 'auto', {
    meaning:
      "content security on text others see (consultation questions and answers, review texts, shared questions, reader profiles; docs/content-security.md): `auto` is WeChat's `msgSecCheck` v2 when `WECHAT_APP_ID`/`SECRET` are set (for authors with a mini-program openid; the local rules for everyone else) and the local rules otherwise; `wechat`, `local`, or `hold-all` (every text waits for `npm run moderation`)",
  }),
  CONTENT_CHECK_TIMEOUT_MS: int(3_000, {}, { meaning: 'longest one content check may take; a check that fails or takes longer holds the text for review, never publishes it' }),
  DEV_WECHAT: flag(devByDefault, {
    meaning:
      "the dev stand-in for WeChat's API when neither `WECHAT_APP_ID`/`SECRET` nor `WECHAT_H5_APP_ID`/`SECRET` is set: reminders are logged and recorded instead of sent, no mini-program codes (posters use a QR code of the H5 link), no JS-SDK",
    default: 'as `DEV_SIGN_IN`',
  }),
  DEV_SIGN_IN: flag(devByDefault, {
    meaning: 'the local dev sign-in (a name is the identity), for running without WeChat; the server logs a warning at start when it is on',
    default: '`true` when no `WECHAT_*` setting at all is present and `NODE_ENV` is not `production`, else `false`',
  }),
  DEV_CLOCK_OFFSET_MS: int(
    0,
    { min: Number.MIN_SAFE_INTEGER },
    {
      meaning:
        "moves the server's clock this many ms ahead, for trying what happens days later (a look back falling due); ignored when `NODE_ENV=production`, and the server logs a warning at start when it is set",
    },
  ),
  DEV_PAY: flag(devByDefault, {
    meaning:
      'the local dev payment provider (its own throwaway keys, kept in the database; anyone can top up for free) when `WECHAT_MCH_ID` is unset; off with no merchant means nothing can be bought. The server logs a warning at start when it is on',
    default: 'as `DEV_SIGN_IN`',
  }),
  WECHAT_MCH_ID: text(undefined, {
    meaning:
      'WeChat Pay v3 merchant id; unset means the local dev payment provider when `DEV_PAY` is on, else no payments. When set, the settings below marked *required* must be set too, or the server refuses to start and names what is missing',
  }),
  WECHAT_PAY_SERIAL_NO: text(undefined, { meaning: 'serial number of the merchant API certificate', default: 'unset (*required*)' }),
  WECHAT_PAY_PRIVATE_KEY: text(undefined, {
    meaning: 'the merchant API private key (`apiclient_key.pem`), inline PEM (`\\n` escapes allowed) or a file path',
    default: 'unset (*required*)',
    join: 'or',
  }),
  WECHAT_PAY_PRIVATE_KEY_FILE: text(undefined, { sameRowAs: 'WECHAT_PAY_PRIVATE_KEY' }),
  WECHAT_PAY_API_V3_KEY: text(undefined, { meaning: 'the 32-byte APIv3 key (decrypts notifications and platform certificates)', default: 'unset (*required*)' }),
  WECHAT_PAY_PUBLIC_KEY_ID: text(undefined, {
    meaning:
      "WeChat Pay public-key mode: the key's id (`PUB_KEY_ID_…`) and the public key PEM; unset means platform-certificate mode (certificates downloaded from `/v3/certificates` and refreshed when a new serial appears)",
    join: 'or',
  }),
  WECHAT_PAY_PUBLIC_KEY: text(undefined, { sameRowAs: 'WECHAT_PAY_PUBLIC_KEY_ID' }),
  WECHAT_PAY_PUBLIC_KEY_FILE: text(undefined, { sameRowAs: 'WECHAT_PAY_PUBLIC_KEY_ID' }),
  WECHAT_PAY_NOTIFY_URL: text(undefined, {
    meaning: 'the public https address of `/tarot/rest/pay/notify`; refund results are sent to `refund-notify` beside it (`…/tarot/rest/pay/refund-notify`)',
    default: 'unset (*required*)',
  }),
  WECHAT_PAY_API_BASE: text('https://api.mch.weixin.qq.com', { meaning: "WeChat Pay's API host (tests point it at a local fake)" }),
  WECHAT_OPEN_APP_ID: text(undefined, {
    meaning:
      "the mobile app's appid (WeChat Open Platform) for the `app` channel; the mini-program pays under `WECHAT_APP_ID`, H5 in WeChat's browser under `WECHAT_H5_APP_ID`; at least one of the three is *required* with `WECHAT_MCH_ID`, and a platform without one cannot buy",
  }),
  WECHAT_XPAY_OFFER_ID: text(
    undefined,
    {
      meaning:
        "the mini-program's virtual payment (xpay, 小程序虚拟支付; docs/commerce.md): the offer id and the AppKey of the environment `WECHAT_XPAY_ENV` names (the sandbox and production keys differ). With both set, the mini-program sells energy as the token (`short_series_coin`; set the token's ratio in WeChat's console to `ENERGY_FEN` fen, once — it cannot change) and VIP as items (`short_series_goods`; register each VIP product in the console under its product id and price), and H5 and the app keep WeChat Pay v3. They need `WECHAT_APP_ID`/`SECRET` and `WECHAT_XPAY_PUSH_TOKEN`, or the server refuses to start. Unset: the mini-program pays as before (WeChat Pay v3, or the dev provider)",
    },
    { trim: true },
  ),
  WECHAT_XPAY_APP_KEY: text(undefined, { sameRowAs: 'WECHAT_XPAY_OFFER_ID' }, { trim: true }),
  WECHAT_XPAY_ENV: xpayEnvironment({ meaning: "`sandbox` (or `1`) sends xpay orders to WeChat's sandbox; `production` (or `0`) to the real one", default: '`production` (0)' }),
  WECHAT_XPAY_PUSH_TOKEN: text(
    undefined,
    {
      meaning:
        "the Token of the mini-program's message push (开发管理 → 消息推送, data format JSON, URL `https://<host>/tarot/rest/wechat/xpay/notify`): deliveries (`xpay_coin_pay_notify`, `xpay_goods_deliver_notify`) are believed only with its signature",
      default: 'unset (*required* with xpay)',
    },
    { trim: true },
  ),
  WECHAT_XPAY_PUSH_AES_KEY: text(
    undefined,
    {
      meaning:
        "the message push's EncodingAESKey (43 characters): safe mode, in which only encrypted pushes are believed. Without it (plain mode) the body of a push is not signed, so every delivery is confirmed with `query_order` before it is credited; safe mode is recommended",
    },
    { trim: true },
  ),
  WECHAT_XPAY_IOS: oneOrTrue({
    meaning:
      "`1` (or `true`) lets iOS in the mini-program buy through xpay (Apple's in-app purchase behind it: iOS 15+, WeChat 8.0.68+, refunds only through Apple); off, iOS in the mini-program is refused with the spec's `iosCharge` message whatever `IOS_CHARGE` says",
    default: 'off',
  }),
  PAY_ORDER_TTL_MINUTES: int(15, {}, { meaning: 'how long an order can be paid before it expires (and is closed at WeChat Pay)' }),
  TOKEN_SECRET: text(undefined, {
    meaning: 'HMAC key for sign-in and guest tokens',
    default: 'generated once and kept in the database (`server_settings`), shared by every instance; an older `DATA_DIR/token-secret` is imported',
  }),
  GUEST_TOKEN_TTL_MS: int(THIRTY_DAYS_MS, {}, { meaning: 'token lifetimes', default: '30 days' }),
  USER_TOKEN_TTL_MS: int(THIRTY_DAYS_MS, {}, { sameRowAs: 'GUEST_TOKEN_TTL_MS' }),
  SESSION_CHECK_MS: int(
    2_000,
    { min: 0 },
    {
      meaning:
        'how long an instance trusts a session it has just found active before looking it up again (`0`: on every request). Logging out or deleting the account refuses the token at once on the instance that did it, and on other instances sharing the database within this time',
    },
  ),
  CONSOLE_SESSION_HOURS: int(
    8,
    { min: 1, max: 24 },
    { meaning: "how long an operator's console sign-in lasts before they sign in again with their password and a fresh TOTP code (docs/back-office.md)" },
  ),
  CONSOLE_SIGN_INS_PER_15_MINUTES: int(
    10,
    { min: 1 },
    { meaning: 'console sign-in attempts one address may make in 15 minutes, right or wrong (a password and a six-digit code are not guessed at this pace)' },
  ),
  GUEST_TOKENS_PER_MINUTE: int(
    10,
    {},
    {
      meaning:
        'guest tokens (`POST /login/user`) one address gets a minute, and a day (fixed windows: the minute, the day from midnight in Asia/Shanghai); past them 429. Like every limit, counted in the database, so it holds across instances; while the database cannot count, each instance counts alone (docs/operations.md)',
    },
  ),
  GUEST_TOKENS_PER_DAY: int(50, {}, { sameRowAs: 'GUEST_TOKENS_PER_MINUTE' }),
  READINGS_PER_MINUTE: int(30, {}, { meaning: 'readings (`POST /readings/draw`, `/readings/physical`, together) one user starts a minute; past it 429' }),
  NOTES_PER_READING: int(50, {}, { meaning: 'notes one reading may hold; past it adding one is refused (`403007`, nothing written), editing or deleting still works' }),
  SHARES_PER_READING: int(20, {}, { meaning: 'shared links one reading may have, revoked ones included; past it `403006` with a kind message and no link made' }),
  SHARED_READS_PER_MINUTE: int(120, {}, { meaning: "`GET /shared/{id}` answers one address gets a minute (a shared page is public); past it 429 in the visitor's language" }),
  HOLD_STALE_MS: int(
    120_000,
    {},
    {
      meaning:
        'how long what an AI call reserved (energy, a free reading) and its claim on the reading or follow-up last without a heartbeat from their stream before they count as abandoned (a process that died): then they are refunded and the reading or turn is free to ask again. A live stream renews them every third of this, at most every 30 s',
    },
  ),
  HOLD_SWEEP_MS: int(30_000, {}, { meaning: 'how often each instance sweeps for abandoned holds (also once at start); any number of instances may sweep at once, each hold is settled once' }),
  DELETED_ACCOUNT_RETENTION_DAYS: int(
    1095,
    {},
    {
      meaning:
        "days a deleted account's orders, payments, VIP grants, wallet, ledger and consultations are kept under its tombstone (no identity) so payments can be reconciled and refunded; then the hourly sweep deletes them (docs/privacy-data.md). The legal pages say 3 years: change them with it",
    },
  ),
  REMINDER_SWEEP_MS: int(
    60_000,
    {},
    {
      meaning:
        "how often each instance looks for reminders to send as WeChat subscription messages — look backs that fell due, readers' answers not opened yet, today's card for who asked for it (once a day) — (also once at start); each is sent once whatever the number of instances, never 22:00–08:00 in the person's time zone",
    },
  ),
  H5_DIR: text(path.join(REPO_ROOT, 'dist', 'h5'), { meaning: 'the built H5 app to serve', default: '`dist/h5`' }),
  CONSOLE_DIR: text(path.join(REPO_ROOT, 'console', 'dist'), {
    meaning: 'the built back-office console to serve at `/tarot/console/` (`npm run build:console`; docs/back-office.md)',
    default: '`console/dist`',
  }),
  RES_DIR: text(path.join(REPO_ROOT, 'packages', 'content', 'dist', 'res'), {
    meaning: "the resources host's files (card art, rendered by `npm run build:art`)",
    default: '`packages/content/dist/res`',
  }),
  API_DOCS: flag((env) => env.NODE_ENV !== 'production', { meaning: 'the API docs page and OpenAPI document at `/tarot/rest/docs`', default: '`true` unless `NODE_ENV` is `production`' }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', { meaning: 'pino log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`' }),
  LOG_FORMAT: oneOf(
    ['auto', 'pretty', 'json'],
    'auto',
    {
      meaning:
        "how the log reads: `pretty` (a line a request — `12:04:31 POST /tarot/rest/readings/draw 200 12 ms` — and a line a message, for a person at a terminal), `json` (pino's JSON lines, for a log collector); `auto` is `pretty` when the server's standard output is a terminal (as under `npm start`) and `json` when it is a pipe or a file. `NO_COLOR` turns the pretty form's colours off",
    },
    { lowerCase: true },
  ),
  PUBLIC_ORIGIN: text(DEFAULT_PUBLIC_ORIGIN, {
    meaning:
      "where people open the app; shared links and the QR codes on posters point at its H5 pages (`/tarot/h5app/#/pagesApp/share/reading?id=…&friend=…`), and every absolute address the server writes starts with it, never with a request's `Host`; the only origin whose pages the JS-SDK settings are signed for. Set it to the public https address in production",
    default: '`http://127.0.0.1:<PORT>` (the address the server listens on by default)',
  }),
  POSTER_FONTS: text(undefined, {
    meaning:
      'font files for share posters, comma-separated; only these are loaded (all system fonts would cost about a second a render). Without a CJK font Chinese posters lose their words, and the server warns at start',
    default: 'Noto Sans CJK Regular and Bold (`/usr/share/fonts/opentype/noto/`), Liberation Serif',
  }),
  POSTER_WORKERS: int(
    () => Math.max(1, availableParallelism() - 1),
    {},
    { meaning: 'worker threads that draw posters (off the event loop, at a lower priority); each keeps its own glyph outlines (up to 16 MB)', default: 'one less than the cores, at least `1`' },
  ),
  POSTER_QUEUE: int(
    16,
    { min: 0 },
    { meaning: 'posters that may wait for a free worker; past it a poster is answered at once with HTTP 503, `503000`, "busy, try again shortly" in the caller\'s language and `retry-after`' },
  ),
  POSTER_RENDERS_PER_MINUTE: int(
    40,
    {},
    {
      meaning:
        "posters not already kept (rendered posters are kept per share, size and language) that one address may have drawn a minute; past it 429 in the caller's language. A kept poster is not counted; every poster request still counts against the 60 a minute per address",
    },
  ),
  POSTER_RENDERS_PER_MINUTE_TOTAL: int(240, {}, { meaning: 'the same for every address together (counted in the database, so across instances); past it 429 "many posters are being made right now"' }),
  VIP_DAILY_FREE_READINGS: int(3, {}, { meaning: 'free basic AI readings a day for a VIP (energy above 0 or VIP time)' }),
  DAILY_FREE_READINGS: int(1, { min: 0 }, { meaning: 'free basic AI readings a day for everyone else (`0` for none)' }),
  PRO_READING_ENERGY: int(10, {}, { meaning: 'energy an AI reading of a pro spread costs (reserved first, refunded unless delivered)' }),
  IOS_CHARGE: flag(false, { meaning: "the version file's `ios.iosCharge`: whether the iOS app may show purchasing" }),
  HIDE_INDEX: flag(false, { meaning: "the version file's `hide.index`: hide the home index" }),
  CHAT_FREE_PER_READING: int(3, { min: 0 }, { meaning: 'follow-up questions on a reading that cost nothing (`0` for none)' }),
  CHAT_ENERGY: int(2, {}, { meaning: 'energy each further follow-up costs (reserved first, refunded unless answered)' }),
  CHAT_MAX_PER_READING: int(20, {}, { meaning: 'most follow-ups one reading can have' }),
  ENERGY_FEN: int(10, {}, { meaning: 'fen per energy when a reader consultation is paid with WeChat Pay (the price is bought as energy and held)' }),
}

export type Settings = SettingValues<typeof SETTINGS>
