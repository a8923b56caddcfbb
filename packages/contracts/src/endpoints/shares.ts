import { ResultCode } from '../codes'
import type { EndpointsOf } from '../endpoint'
import { FailureEnvelope, Null } from '../envelope'
import { sharePaths as paths } from '../paths/shares'
import { CreateShareRequest, PosterQuery, ReportShareRequest, ShareIdParams, ShareList, ShareView, SharedReading, TodayPosterQuery } from '../shares'

/** Sharing (docs/api.md, "Sharing"): links to one's readings, what a stranger sees, and the posters (PNG, no schema). */
export const shareEndpoints = {
  create: { ...paths.create, body: CreateShareRequest, response: ShareView, errors: { 404: FailureEnvelope }, codes: [ResultCode.shareLimit, ResultCode.notFound] },
  list: { ...paths.list, response: ShareList },
  revoke: { ...paths.revoke, params: ShareIdParams, response: ShareView, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  shared: { ...paths.shared, params: ShareIdParams, response: SharedReading, errors: { 404: FailureEnvelope, 410: FailureEnvelope }, codes: [ResultCode.notFound, ResultCode.shareRevoked] },
  report: { ...paths.report, params: ShareIdParams, body: ReportShareRequest, response: Null, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  sharedPoster: { ...paths.sharedPoster, params: ShareIdParams, query: PosterQuery, codes: [ResultCode.notFound, ResultCode.shareRevoked, ResultCode.busy] },
  todayPoster: { ...paths.todayPoster, query: TodayPosterQuery, codes: [ResultCode.badRequest, ResultCode.notFound, ResultCode.busy] },
} as const satisfies EndpointsOf<typeof paths>
