import { type Language, isLanguage } from '@tarot/core/language'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { fail } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { ResultCode } from '@tarot/contracts/codes'
import type { DataFile } from '../services/content'

/** The data host (spec §7): `/local/{lang}/...` where the segment is empty for Simplified Chinese, plus `/layout/{id}.json`. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const files = app.contentFiles

  function send(request: FastifyRequest, reply: FastifyReply, found: DataFile | undefined) {
    if (!found) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
    reply.header('etag', found.etag).header('cache-control', 'public, max-age=300, must-revalidate')
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(found.body)
  }

  // `/local/zh-Hant/cards/Major00.json`, `/local/en/...`; anything else after /local/ is Simplified Chinese.
  app.get('/local/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*']
    const [first, ...others] = rest.split('/')
    const language: Language = first && isLanguage(first) && first !== 'zh-Hans' ? first : 'zh-Hans'
    const path = language === 'zh-Hans' ? rest : others.join('/')
    app.published.refresh()
    return send(request, reply, files.get(language, path))
  })

  app.get<{ Params: { file: string } }>('/layout/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.json$/, '')
    app.published.refresh()
    return send(request, reply, files.layout(id))
  })
}
