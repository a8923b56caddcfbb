import { type Language, isLanguage } from '@tarot/core/language'
import { dataHostEndpoints } from '@tarot/contracts/endpoints/data-host'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../lib/route'
import { DomainError } from '../lib/domain-error'
import type { DataFile } from '../services/content'

/** The data host (spec §7): `/local/{lang}/...` where the segment is empty for Simplified Chinese, plus `/layout/{id}.json`. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = app.contentFiles

  function send(request: FastifyRequest, reply: FastifyReply, found: DataFile | undefined) {
    if (!found) throw DomainError.notFound()
    reply.header('etag', found.etag).header('cache-control', 'public, max-age=300, must-revalidate')
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(found.body)
  }

  const tags = ['Data host']
  const cached = 'Answers with an `ETag`; a request with a matching `If-None-Match` gets 304 and no body.'

  // `/local/zh-Hant/cards/Major00.json`, `/local/en/...`; anything else after /local/ is Simplified Chinese.
  route(
    app,
    dataHostEndpoints.file,
    {
      schema: {
        operationId: 'dataFile',
        tags,
        summary: 'A data-host file',
        description:
          '`/local/{lang}/…` where `{lang}` is empty for Simplified Chinese, `zh-Hant` or `en`: `spreadsApp.json`, `articles/index.json`, `articles/{id}.json`, `cards/index.json`, `cards/{id}.json` ' +
          `(e.g. \`/local/cards/Major00.json\`, \`/local/zh-Hant/cards/Major00.json\`). The path may hold slashes. ${cached}`,
      },
    },
    async (request, reply) => {
      const rest = request.params['*']
      const [first, ...others] = rest.split('/')
      const language: Language = first && isLanguage(first) && first !== 'zh-Hans' ? first : 'zh-Hans'
      const path = language === 'zh-Hans' ? rest : others.join('/')
      await app.published.refresh()
      return send(request, reply, files.get(language, path))
    },
  )

  route(
    app,
    dataHostEndpoints.layout,
    {
      schema: {
        operationId: 'spreadLayout',
        tags,
        summary: 'A spread layout',
        description: `\`/layout/{spreadId}.json\`: where the cards of a spread lie. ${cached}`,
      },
    },
    async (request, reply) => {
      const id = request.params.file.replace(/\.json$/, '')
      await app.published.refresh()
      return send(request, reply, files.layout(id))
    },
  )
}
