import { ResultCode } from '@tarot/contracts/codes'
import { wechatEndpoints } from '@tarot/contracts/endpoints/data-host'
import type { JsConfig } from '@tarot/contracts/wechat'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invalidRequestSays, ok } from '../lib/envelope'
import { route } from '../lib/route'
import { DomainError } from '../lib/domain-error'
import { wechatMessage } from '../lib/wechat-messages'
import { signedPageUrl } from '../services/wechat/js-sdk'

/**
 * WeChat's JS-SDK for H5 inside WeChat's browser (docs/api.md, "Sharing"): the official account's signature of one
 * of this site's pages, so the page can set what a chat card and Moments show. Public (a stranger opening a shared
 * reading sets them too), but it signs only addresses on PUBLIC_ORIGIN: a signature for another site would let that
 * site use our official account's JS-SDK.
 */
export const wechatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Sharing']
  const origin = new URL(app.config.publicOrigin).origin
  // Each page load asks once; the ticket is cached, but a caller could still ask without end.
  const perMinute = app.rateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (request) => `wechat-js-config:${request.ip}` })

  route(
    app,
    wechatEndpoints.jsConfig,
    {
      onRequest: perMinute,
      errorHandler: invalidRequestSays((language) => wechatMessage('pageUrlInvalid', language)),
      schema: {
        operationId: 'getWechatJsConfig',
        tags,
        summary: 'WeChat JS-SDK settings for a page of this site (public)',
        description:
          "`appId`, `timestamp`, `nonceStr` and `signature` for `wx.config` on the page at `url` (its full address; the `#fragment` is not signed), signed with the official account's `jsapi_ticket` (WECHAT_H5_APP_ID/SECRET, cached). Only addresses on PUBLIC_ORIGIN: another site `403000`, a malformed address `400000`; no official account configured `404000`; WeChat failing `500000` (HTTP 502).",
      },
    },
    async (request) => {
      let page: string
      try {
        page = signedPageUrl(request.query.url)
      } catch {
        throw DomainError.badRequest((language) => wechatMessage('pageUrlInvalid', language))
      }
      if (new URL(page).origin !== origin) throw new DomainError(ResultCode.forbidden, (language) => wechatMessage('pageNotOurs', language), { status: 403 })
      let config: JsConfig | null
      try {
        config = await app.wechat.jsSdkConfig(page)
      } catch (error) {
        request.log.warn({ err: error }, 'no JS-SDK signature: WeChat failed')
        throw new DomainError(ResultCode.serverError, (language) => wechatMessage('wechatFailed', language), { status: 502 })
      }
      if (!config) throw new DomainError(ResultCode.notFound, (language) => wechatMessage('jsSdkUnavailable', language))
      return ok(config)
    },
  )
}
