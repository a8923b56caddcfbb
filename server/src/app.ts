import { existsSync } from 'node:fs'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { AccountRepository } from './db/accounts'
import { FeedbackRepository } from './db/feedback'
import { LedgerRepository } from './db/ledger'
import { ReadingRepository } from './db/readings'
import { ContentFiles } from './services/content'
import { PublishedContent, publishedDir } from './services/published'
import { AiCallRepository } from './db/ai-calls'
import { ChatRepository } from './db/chat'
import { ChargingService } from './services/charging'
import { AiCallRecorder } from './services/ai-calls/recorder'
import { AiWriter } from './services/interpreter/writer'
import { ReadingService } from './services/reading/reading-service'
import { ChatService } from './services/chat/chat-service'
import { IdentityRepository, UserRepository } from './db/users'
import { fail } from './lib/envelope'
import { requestLanguage } from './lib/language'
import { message } from './lib/messages'
import { ResultCode } from '@tarot/contracts/codes'
import { h5AppPlugin } from './plugins/h5-app'
import { resourcesPlugin } from './plugins/resources'
import { identityPlugin } from './plugins/identity'
import { accountRoutes } from './routes/account'
import { agentRoutes } from './routes/agent'
import { contentRoutes } from './routes/content'
import { energyRoutes } from './routes/energy'
import { questionRoutes } from './routes/question'
import { feedbackRoutes } from './routes/feedback'
import { interpretationRoutes } from './routes/interpretation'
import { readingRoutes } from './routes/readings'
import type { Interpreter } from './services/interpreter/interpreter'
import { offlineInterpreter } from './services/interpreter/offline'
import { llmClient, llmSettingsFrom, openAiInterpreter } from './services/interpreter/openai'
import { openAiClassifier, type QuestionClassifier } from './services/question-check/classifier'
import { chatRoutes } from './routes/chat'
import { versionRoutes } from './routes/version'
import { healthRoutes } from './routes/health'
import { loginRoutes } from './routes/login'
import { docsPlugin } from './openapi/plugin'
import { type SignInProvider, devProvider, wechatH5Provider, wechatMiniProvider } from './services/sign-in/providers'
import { TokenService, resolveTokenSecret } from './services/tokens'
import { OrderRepository } from './db/orders'
import { ReaderRepository } from './db/readers'
import { ConsultationRepository } from './db/consultations'
import { ConsultationService } from './services/consultations/consultation-service'
import { readerRoutes } from './routes/readers'
import { consultationRoutes, readerDeskRoutes } from './routes/consultations'
import { payRoutes } from './routes/pay'
import { OrderService } from './services/orders'
import { payProviderFrom } from './services/pay/create-provider'
import type { PayProvider } from './services/pay/provider'

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
}

function defaultProviders(config: ServerConfig): SignInProvider[] {
  return [wechatMiniProvider(config.wechat), wechatH5Provider(config.wechat), devProvider(config.devSignIn)]
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    database: DatabaseHandle
    users: UserRepository
    accounts: AccountRepository
    identities: IdentityRepository
    readings: ReadingRepository
    interpreter: Interpreter
    /** What the app falls back to when the interpreter fails: always the offline one. */
    fallbackInterpreter: Interpreter
    classifier: QuestionClassifier | null
    chat: ChatRepository
    aiCalls: AiCallRepository
    /** The data host's files, built from the content in force. */
    contentFiles: ContentFiles
    /** Content an operator published without a release. */
    published: PublishedContent
    ledger: LedgerRepository
    charging: ChargingService
    readingService: ReadingService
    chatService: ChatService
    feedback: FeedbackRepository
    tokens: TokenService
    now: () => number
    payProvider: PayProvider
    orders: OrderService
    readers: ReaderRepository
    consultations: ConsultationService
  }
}

/** Builds the API as a plugin tree; `server.ts` listens, tests call `app.inject`. */
export async function buildApp({ config, database, now = Date.now, logger = false, signInProviders, interpreter, fallbackInterpreter, classifier, payProvider }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    // Request ids make one request's log lines easy to follow.
    genReqId: () => crypto.randomUUID(),
  })

  const handle = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir }))
  app.decorate('config', config)
  app.decorate('database', handle)
  app.decorate('users', new UserRepository(handle.db))
  app.decorate('accounts', new AccountRepository(handle.db))
  app.decorate('identities', new IdentityRepository(handle.db))
  app.decorate('readings', new ReadingRepository(handle.db))
  const llm = llmSettingsFrom(config.llm)
  const client = llm ? llmClient(llm) : null
  const fallback = fallbackInterpreter ?? offlineInterpreter
  app.decorate('interpreter', interpreter ?? (llm && client ? openAiInterpreter(llm, client) : fallback))
  app.decorate('fallbackInterpreter', fallback)
  app.decorate(
    'classifier',
    classifier !== undefined ? classifier : llm && client && config.llm.classifier ? openAiClassifier(client, llm.model, config.llm.classifierTimeoutMs) : null,
  )
  app.decorate('chat', new ChatRepository(handle.db))
  app.decorate('contentFiles', new ContentFiles())
  app.decorate('published', new PublishedContent(publishedDir(config.dataDir), app.log, () => app.contentFiles.rebuild(), now))
  app.published.refresh(true)
  app.decorate('aiCalls', new AiCallRepository(handle.db))
  app.decorate('ledger', new LedgerRepository(handle.db))
  app.decorate('charging', new ChargingService(app.ledger, app.accounts, config.pricing))
  const writer = new AiWriter({ primary: app.interpreter, fallback: app.fallbackInterpreter, recorder: new AiCallRecorder(app.aiCalls), now })
  app.decorate('readingService', new ReadingService({ readings: app.readings, ledger: app.ledger, charging: app.charging, writer, now }))
  app.decorate('chatService', new ChatService({ chat: app.chat, readings: app.readings, charging: app.charging, writer, pricing: config.pricing, now }))
  app.decorate('feedback', new FeedbackRepository(handle.db))
  // A database the app opened itself is closed with it; an injected one belongs to the caller.
  if (!database) app.addHook('onClose', () => handle.close())
  app.decorate('now', now)
  app.decorate('tokens', new TokenService(resolveTokenSecret(config.tokenSecret, config.dataDir), now))
  app.decorate('payProvider', payProvider ?? payProviderFrom(config, { now, log: app.log }))
  app.decorate(
    'orders',
    new OrderService(
      new OrderRepository(handle.db),
      app.accounts,
      app.payProvider,
      { iosCharge: config.iosCharge, orderTtlMs: config.pay.orderTtlMinutes * 60_000, energyFen: config.pricing.energyFen },
      now,
      app.log,
    ),
  )
  // Unpaid orders expire here and at the provider; reads check too, so a missed tick only delays the tidy-up.
  const orderSweep = setInterval(() => void app.orders.sweep().catch((error) => app.log.warn({ err: error }, 'order sweep failed')), 60_000)
  orderSweep.unref()
  app.addHook('onClose', async () => clearInterval(orderSweep))
  app.decorate('readers', new ReaderRepository(handle.db))
  app.decorate(
    'consultations',
    new ConsultationService({ readers: app.readers, consultations: new ConsultationRepository(handle.db), readings: app.readings, orders: app.orders, now, log: app.log }),
  )
  // Refunds after 24 h unanswered and completion after 72 h; every read settles the caller's too.
  const consultationSweep = setInterval(() => void app.consultations.sweep(), 60_000)
  consultationSweep.unref()
  app.addHook('onClose', async () => clearInterval(consultationSweep))

  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Taro's index.html sets the root font size with a small inline script.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // Self-hosted deployments may run on plain http inside a network; do not force https.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })

  // A POST with a JSON content type and no body (some clients send one for a bodiless call) counts as `{}`;
  // anything else goes through Fastify's own parser, which refuses prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, {})
    // No text we keep may hold a NUL (PostgreSQL text cannot): refuse it here, the same on both engines.
    if (text.includes('\\u0000') || text.includes('\u0000')) return done(Object.assign(new Error('NUL in body'), { statusCode: 400 }), undefined)
    parseJson(request, text, done)
  })

  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request)
    // PostgreSQL refuses a NUL character in text (22021, 22P05): that is bad input, not a server failure.
    const pgCode = (error as { code?: unknown }).code
    if (pgCode === '22021' || pgCode === '22P05') return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language)))
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(fail(ResultCode.serverError, message('unknownServerError', language)))
    }
    if (status === 429) return reply.status(429).send(fail(ResultCode.rateLimited, message('rateLimited', language)))
    return reply.status(status).send(fail(ResultCode.badRequest, message('badRequest', language)))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
  })

  await app.register(identityPlugin)
  // Limits apply per signed-in user (or guest), else per address, on the routes that ask for them (AI calls, sign-in, feedback).
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.identity?.userId ?? request.ip,
  })
  await app.register(docsPlugin)
  await app.register(healthRoutes, { prefix: '/tarot/rest' })
  await app.register(agentRoutes, { prefix: '/tarot/rest/agent' })
  await app.register(energyRoutes, { prefix: '/tarot/rest/energy' })
  await app.register(versionRoutes)
  await app.register(questionRoutes, { prefix: '/tarot/rest/question' })
  await app.register(readingRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(interpretationRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(chatRoutes, { prefix: '/tarot/rest/readings' })
  await app.register(feedbackRoutes, { prefix: '/tarot/rest/feedback' })
  await app.register(accountRoutes, { prefix: '/tarot/rest', providers: signInProviders ?? defaultProviders(config) })
  await app.register(loginRoutes, { prefix: '/tarot/rest/login' })
  await app.register(payRoutes, { prefix: '/tarot/rest' })
  await app.register(readerRoutes, { prefix: '/tarot/rest/readers' })
  await app.register(consultationRoutes, { prefix: '/tarot/rest/consultations' })
  await app.register(readerDeskRoutes, { prefix: '/tarot/rest/reader' })
  await app.register(contentRoutes)
  if (existsSync(config.resDir)) await app.register(resourcesPlugin, { root: config.resDir })
  else app.log.warn({ resDir: config.resDir }, 'no rendered card art found; run `npm run build:art`')
  if (existsSync(config.h5Dir)) await app.register(h5AppPlugin, { root: config.h5Dir })
  else app.log.warn({ h5Dir: config.h5Dir }, 'no built H5 app found; serving the API only')

  return app
}
