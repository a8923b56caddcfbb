import { buildApp } from './app'
import { loadConfig } from './config'
import { loggableArgument } from './db/errors'
import { prettyDestination } from './lib/log-format'
import { SettingsError } from './lib/settings'
import { backupSocketPlugin } from './plugins/backup-socket'

/** Process entry: logging, listening and a graceful close on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig()
  // A clock moved ahead is a development aid only (loadConfig keeps it at 0 in production).
  const now = config.clockOffsetMs ? () => Date.now() + config.clockOffsetMs : Date.now
  const app = await buildApp({
    config,
    now,
    logger: {
      level: config.logLevel,
      // A person at a terminal reads a line a request; a pipe or a file gets pino's JSON (LOG_FORMAT overrides).
      ...(config.logFormat === 'pretty' ? { stream: prettyDestination(process.stdout, Boolean(process.stdout.isTTY) && !process.env.NO_COLOR) } : {}),
      hooks: {
        // @fastify/compress logs a client that went away mid-response (end-of-stream's "premature close") as an
        // error; it is ordinary (a page left while its files load), so it goes out at debug level instead.
        logMethod(args, method, level) {
          const first: unknown = args[0]
          if (level >= 50 && first instanceof Error && first.message === 'premature close') return this.debug(...(args as [string]))
          // A database error is logged by its code, wherever it is logged: Drizzle's message is the SQL with its parameters.
          const safe = loggableArgument(first)
          if (safe !== first) (args as unknown[])[0] = safe
          return method.apply(this, args)
        },
      },
    },
  })

  // `npm run backup` asks this process for a copy of the embedded database over a Unix socket (PGlite only).
  await app.register(backupSocketPlugin)

  let closing = false
  const close = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    await app.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`AI Tarot is ready at http://${config.host}:${config.port}/tarot/h5app/`)
}

main().catch((error) => {
  // A wrong setting is the operator's to fix: said plainly, without a stack trace.
  console.error(error instanceof SettingsError ? error.message : error)
  process.exit(1)
})
