import fp from 'fastify-plugin'
import { PublishedContentRepository } from '../db/published-content'
import { ContentFiles } from '../services/content'
import { PublishedContent } from '../services/published'

declare module 'fastify' {
  interface FastifyInstance {
    /** The data host's files, built from the content in force. */
    contentFiles: ContentFiles
    /** Content an operator published without a release. */
    published: PublishedContent
  }
}

/**
 * The content in force: what an operator published (in the database, shared by every instance) is installed
 * at start, and the data host's files follow it. Content requests look for a newer publish (throttled), and
 * a timer does too, so readings on a newly published spread work on an instance nobody asked for content yet.
 */
export const contentPlugin = fp(
  async (app) => {
    app.decorate('contentFiles', new ContentFiles())
    app.decorate('published', new PublishedContent(new PublishedContentRepository(app.database.db), app.log, () => app.contentFiles.rebuild(app.published.catalogue), app.now))
    await app.published.importFiles(app.config.dataDir)
    await app.published.refresh(true)
    const poll = setInterval(() => void app.published.refresh(true), app.published.intervalMs)
    poll.unref()
    app.addHook('onClose', async () => clearInterval(poll))
  },
  { name: 'content', dependencies: ['database'] },
)
