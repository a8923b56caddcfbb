import fp from 'fastify-plugin'
import { ContentFiles } from '../services/content'
import { PublishedContent, publishedDir } from '../services/published'

declare module 'fastify' {
  interface FastifyInstance {
    /** The data host's files, built from the content in force. */
    contentFiles: ContentFiles
    /** Content an operator published without a release. */
    published: PublishedContent
  }
}

/** The content in force: what an operator published is installed at start, and the data host's files follow it. */
export const contentPlugin = fp(
  async (app) => {
    app.decorate('contentFiles', new ContentFiles())
    app.decorate('published', new PublishedContent(publishedDir(app.config.dataDir), app.log, () => app.contentFiles.rebuild(app.published.catalogue), app.now))
    app.published.refresh(true)
  },
  { name: 'content' },
)
