import { VersionFile } from '@tarot/core/version'
import * as z from 'zod/mini'
import { ResultCode } from '../codes'
import { PublishedArticleIndex, PublishedLayout, PublishedSpreadCatalogue } from '../content'
import type { EndpointsOf } from '../endpoint'
import { FailureEnvelope } from '../envelope'
import { dataHostPaths, wechatPaths } from '../paths/data-host'
import { JsConfig, JsConfigQuery } from '../wechat'

/** The data host's files, each answered as stored (no envelope). */
export const dataHostEndpoints = {
  version: { ...dataHostPaths.version, response: VersionFile },
  spreads: { ...dataHostPaths.spreads, response: PublishedSpreadCatalogue },
  articles: { ...dataHostPaths.articles, response: PublishedArticleIndex },
  // The file as stored, sent as is: its shape depends on which file it is. The path may hold slashes.
  file: { ...dataHostPaths.file, params: z.object({ '*': z.string() }), response: z.unknown(), errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  layout: { ...dataHostPaths.layout, params: z.object({ file: z.string() }), response: PublishedLayout, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
} as const satisfies EndpointsOf<typeof dataHostPaths>

export const wechatEndpoints = {
  jsConfig: {
    ...wechatPaths.jsConfig,
    query: JsConfigQuery,
    response: JsConfig,
    errors: { 400: FailureEnvelope, 403: FailureEnvelope, 404: FailureEnvelope, 502: FailureEnvelope },
    codes: [ResultCode.badRequest, ResultCode.forbidden, ResultCode.notFound, ResultCode.serverError],
  },
} as const satisfies EndpointsOf<typeof wechatPaths>
