import { chmodSync, unlinkSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import fp from 'fastify-plugin'
import { dumpEmbedded, embeddedClient } from '../db/pglite-backup'

function removeSocket(file: string): void {
  try {
    unlinkSync(file)
  } catch {
    // not there
  }
}

/**
 * Live backups of the embedded database (`npm run backup` while the server runs). PGlite belongs to this process, so
 * the copy is made here and handed over a Unix socket (BACKUP_SOCKET, by default DATA_DIR/backup.sock), never a TCP
 * port: nothing on the network can reach it, and only who may open the socket file (its owner: mode 0600, as
 * DATA_DIR/pgdata itself) can ask, who could read the data directory anyway. `POST /backup` answers the gzipped tarball
 * of pgdata (db/pglite-backup.ts); one copy at a time. PostgreSQL (pg_dump) and an in-memory database have no socket.
 */
export const backupSocketPlugin = fp(
  async (app) => {
    const file = app.config.backup.socket
    const client = embeddedClient(app.database)
    if (!file || !client) return
    let copying = false
    const server: Server = createServer((request, reply) => {
      if (request.method !== 'POST' || request.url !== '/backup') {
        reply.writeHead(404).end()
        return
      }
      if (copying) {
        reply.writeHead(409, { 'content-type': 'text/plain' }).end('a backup is being made already')
        return
      }
      copying = true
      const started = Date.now()
      void (async () => {
        try {
          const copy = await dumpEmbedded(client)
          reply.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(copy.size) })
          await pipeline(Readable.fromWeb(copy.stream()), reply)
          app.log.info({ bytes: copy.size, ms: Date.now() - started }, 'live backup of the embedded database handed out')
        } catch (error) {
          app.log.error({ err: error }, 'live backup failed')
          if (!reply.headersSent) reply.writeHead(500, { 'content-type': 'text/plain' }).end(`the backup failed: ${(error as Error).message}`)
          else reply.destroy()
        } finally {
          copying = false
        }
      })()
    })
    app.addHook('onReady', async () => {
      // This process holds the database's lock, so a socket file left here is a dead process's.
      removeSocket(file)
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          // The socket file is made by listen() at once: made 0600 from the start, not opened to others for an instant.
          const umask = process.umask(0o177)
          try {
            server.listen(file, () => {
              server.off('error', reject)
              resolve()
            })
          } finally {
            process.umask(umask)
          }
        })
        chmodSync(file, 0o600)
      } catch (error) {
        app.log.warn({ socket: file, err: error }, 'live backups are off: the backup socket cannot be opened (set BACKUP_SOCKET to a shorter or writable path, or stop the server for a backup)')
      }
    })
    app.addHook('preClose', async () => {
      if (!server.listening) return
      await new Promise<void>((resolve) => server.close(() => resolve()))
      removeSocket(file)
    })
  },
  { name: 'backup-socket', dependencies: ['database'] },
)
