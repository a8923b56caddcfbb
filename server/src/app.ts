import { existsSync } from 'node:fs'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { docsPlugin } from './openapi/plugin'
import { accountDeletionPlugin } from './plugins/account-deletion'
import { accountExportPlugin } from './plugins/account-export'
import { aiReadingsPlugin } from './plugins/ai-readings'
import { consultationsPlugin } from './plugins/consultations'
import { contentCheckPlugin } from './plugins/content-check'
import { contentPlugin } from './plugins/content'
import { databasePlugin } from './plugins/database'
import { drawsPlugin } from './plugins/draws'
import { errorHandlersPlugin } from './plugins/error-handlers'
import { consolePlugin } from './plugins/console'
import type { RefundGateway } from './services/refunds/gateway'
import { feedbackPlugin } from './plugins/feedback'
import { consoleAppPlugin } from './plugins/console-app'
import { h5AppPlugin, inlineScriptHashes } from './plugins/h5-app'
import { helmetPlugin } from './plugins/helmet'
import { holdsPlugin } from './plugins/holds'
import { identityPlugin } from './plugins/identity'
import { interpretersPlugin } from './plugins/interpreters'
import { journalPlugin } from './plugins/journal'
import { jsonBodyPlugin } from './plugins/json-body'
import { ordersPlugin } from './plugins/orders'
import { rateLimitPlugin } from './plugins/rate-limit'
import { repositoriesPlugin } from './plugins/repositories'
import { resourcesPlugin } from './plugins/resources'
import { sessionsPlugin } from './plugins/sessions'
import { sharesPlugin } from './plugins/shares'
import { tokensPlugin } from './plugins/tokens'
import { wechatPlugin } from './plugins/wechat'
import { accountRoutes } from './routes/account'
import { agentRoutes } from './routes/agent'
import { chatRoutes } from './routes/chat'
import { consultationRoutes, readerDeskRoutes } from './routes/consultations'
import { contentRoutes } from './routes/content'
import { energyRoutes } from './routes/energy'
import { consoleRoutes } from './routes/console'
import { consoleDeskRoutes } from './routes/console-desk'
import { feedbackRoutes } from './routes/feedback'
import { healthRoutes } from './routes/health'
import { interpretationRoutes } from './routes/interpretation'
import { journalRoutes, readingJournalRoutes } from './routes/journal'
import { loginRoutes } from './routes/login'
import { payRoutes } from './routes/pay'
import { questionRoutes } from './routes/question'
import { readerRoutes } from './routes/readers'
import { readingRoutes } from './routes/readings'
import { shareRoutes } from './routes/shares'
import { wechatRoutes } from './routes/wechat'
import { versionRoutes } from './routes/version'
import type { Interpreter } from './services/interpreter/interpreter'
import type { PayProvider } from './services/pay/provider'
import type { QuestionClassifier } from './services/question-check/classifier'
import { type SignInProvider, devProvider, wechatH5Provider, wechatMiniProvider } from './services/sign-in/providers'

export interface AppDependencies {
  config: ServerConfig
  /** An open database; by default the app opens PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL. */
  database?: DatabaseHandle
  /** Injected clock, so tests can move time. */
  now?: () => number
  logger?: FastifyServerOptions['logger']
  /** Sign-in providers; by default WeChat mini-program, WeChat H5 and the dev provider as configured. */
  signInProviders?: SignInProvider[]
  /** The interpretation engine; by default the OpenAI-compatible model when LLM_* is set, else the offline interpreter. */
  interpreter?: Interpreter
  /** What a failed interpreter falls back to; the offline interpreter (tests replace it to see total failure). */
  fallbackInterpreter?: Interpreter
  /** The second-stage question classifier; by default the model's when LLM_* is set, else none (rules only). */
  classifier?: QuestionClassifier | null
  /** WeChat Pay; by default the real provider when WECHAT_MCH_ID is set, else the local dev provider. */
  payProvider?: PayProvider
  /** Where refunds go; by default the payment provider (tests stand in a provider that refuses or stalls). */
  refundGateway?: RefundGateway
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    now: () => number
  }
}

function defaultProviders(config: ServerConfig): SignInProvider[] {
  return [wechatMiniProvider(config.wechat), wechatH5Provider(config.wechat), devProvider(config.devSignIn)]
}

/**
 * Builds the API as a plugin tree; `server.ts` listens, tests call `app.inject`. Read top to bottom:
 * external plugins, then the app's own (request handling, repositories and services as decorators,
 * each in its file under plugins/, owning its timers), then the routes and the static hosts.
 */
export async function buildApp({
  config,
  database,
  now = Date.now,
  logger = false,
  signInProviders,
  interpreter,
  fallbackInterpreter,
  classifier,
  payProvider,
  refundGateway,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    // Only the proxies named in TRUST_PROXY may set the client address (rate-limit keys and logs); none by default.
    trustProxy: config.trustProxy,
    // A request's headers, and the whole request with its body, must arrive within REQUEST_TIMEOUT_MS (408 and closed
    // otherwise), checked every few seconds; answers (SSE streams) are not limited by it.
    requestTimeout: config.requestTimeoutMs,
    // A socket with no traffic either way for twice that long is closed (a reader that stopped reading); an SSE
    // stream sends a heartbeat every 15 s, so a live stream never reaches it.
    connectionTimeout: 2 * config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(config.requestTimeoutMs / 4))),
    },
    // Request ids make one request's log lines easy to follow.
    genReqId: () => crypto.randomUUID(),
  })
  app.decorate('config', config)
  app.decorate('now', now)
  if (config.clockOffsetMs) app.log.warn(`the clock runs ${config.clockOffsetMs} ms ahead (DEV_CLOCK_OFFSET_MS)`)
  if (config.devSignIn) app.log.warn('the dev sign-in is on: anyone can sign in as any name (DEV_SIGN_IN=false turns it off)')
  if (config.devPay && !config.pay.mchId && !payProvider) app.log.warn('the dev payment provider is on: anyone can top up for free (DEV_PAY=false turns it off)')

  // External plugins
  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(helmetPlugin, { scriptHashes: inlineScriptHashes(config.h5Dir) })

  // The app's plugins: how requests are read and failures answered, then repositories and services
  await app.register(jsonBodyPlugin)
  await app.register(errorHandlersPlugin)
  await app.register(databasePlugin, { database })
  await app.register(repositoriesPlugin)
  await app.register(contentPlugin)
  await app.register(tokensPlugin)
  await app.register(interpretersPlugin, { interpreter, fallbackInterpreter, classifier })
  await app.register(aiReadingsPlugin)
  await app.register(drawsPlugin)
  await app.register(feedbackPlugin)
  await app.register(ordersPlugin, { payProvider })
  await app.register(wechatPlugin)
  await app.register(contentCheckPlugin)
  await app.register(consultationsPlugin)
  await app.register(holdsPlugin)
  await app.register(identityPlugin)
  await app.register(accountDeletionPlugin)
  await app.register(accountExportPlugin)
  await app.register(journalPlugin)
  await app.register(rateLimitPlugin)
  await app.register(sharesPlugin)
  await app.register(sessionsPlugin)
  await app.register(consolePlugin, { refundGateway })
  await app.register(docsPlugin)

  // Routes
  await app.register(healthRoutes, { prefix: '/tarot/rest' })
  await app.register(agentRoutes, { prefix: '/tarot/rest/agent' })
  await app.register(energyRoutes, { prefix: '/tarot/rest/energy' })
  await app.register(versionRoutes)
  await app.register(questionRoutes, { prefix: '/tarot/rest/question' })
  await app.register(readingRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(interpretationRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(chatRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(readingJournalRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(journalRoutes, { prefix: '/tarot/rest/journal' })
  await app.register(feedbackRoutes, { prefix: '/tarot/rest/feedback' })
  await app.register(accountRoutes, { prefix: '/tarot/rest', providers: signInProviders ?? defaultProviders(config) })
  await app.register(loginRoutes, { prefix: '/tarot/rest/login' })
  await app.register(payRoutes, { prefix: '/tarot/rest' })
  await app.register(readerRoutes, { prefix: '/tarot/rest/readers' })
  await app.register(consultationRoutes, { prefix: '/tarot/rest/consultations' })
  await app.register(readerDeskRoutes, { prefix: '/tarot/rest/reader' })
  await app.register(shareRoutes, { prefix: '/tarot/rest' })
  await app.register(wechatRoutes, { prefix: '/tarot/rest/wechat' })
  await app.register(contentRoutes)
  await app.register(consoleRoutes, { prefix: '/tarot/rest/console' })
  await app.register(consoleDeskRoutes, { prefix: '/tarot/rest/console' })

  // Static hosts: card art and the built H5 app, when they exist
  if (existsSync(config.resDir)) await app.register(resourcesPlugin, { root: config.resDir })
  else app.log.warn({ resDir: config.resDir }, 'no rendered card art found; run `npm run build:art`')
  if (existsSync(config.h5Dir)) await app.register(h5AppPlugin, { root: config.h5Dir })
  else app.log.warn({ h5Dir: config.h5Dir }, 'no built H5 app found; serving the API only')
  // The back office's console, with a Content-Security-Policy of its own (plugins/console-app.ts).
  if (existsSync(config.consoleDir)) await app.register(consoleAppPlugin, { root: config.consoleDir })
  else app.log.warn({ consoleDir: config.consoleDir }, 'no built console found; run `npm run build:console`')

  return app
}
