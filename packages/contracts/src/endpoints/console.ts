import * as z from 'zod/mini'
import { ResultCode } from '../codes'
import {
  SafetyFlagDays,
  ContentHistoryParams,
  ContentPreview,
  ContentReasonRequest,
  ContentState,
  ContentUpload,
  PublishContentRequest,
  PublishedData,
  AdjustEnergyRequest,
  AssignFeedbackRequest,
  BlockRequest,
  ConsoleCorrection,
  ConsoleFeedback,
  ConsolePerson,
  CorrectionList,
  DecideCorrectionRequest,
  FeedbackIdParams,
  FeedbackList,
  FeedbackQuery,
  LedgerLine,
  ModerationDecisionRequest,
  ModerationIdParams,
  ModerationList,
  PeopleList,
  PeopleQuery,
  PersonDetail,
  ReplyFeedbackRequest,
  UserIdParams,
  AddOperatorData,
  AddOperatorRequest,
  AuditList,
  AuditQuery,
  ConsoleOrderList,
  ConsoleOrderQuery,
  OperatorList,
  OperatorListItem,
  OperatorSession,
  OperatorSignInRequest,
  OperatorView,
  OrderStory,
  RefundPreview,
  RefundPreviewRequest,
  RefundRequest,
  RefundView,
  UpdateOperatorRequest,
} from '../console'
import type { EndpointsOf } from '../endpoint'
import { OrderIdParams } from '../ids'
import { consoleDeskPaths, consolePaths as paths } from '../paths/console'

const OperatorIdParams = z.object({ id: z.string().check(z.regex(/^op_[0-9a-f]{16}$/)) })

/** The back office's calls (docs/back-office.md): every one but sign-in needs an operator's token and the permission it names. */
export const consoleEndpoints = {
  signIn: { ...paths.signIn, body: OperatorSignInRequest, response: OperatorSession, codes: [ResultCode.signInFailed, ResultCode.rateLimited] },
  signOut: { ...paths.signOut, response: z.null() },
  me: { ...paths.me, response: OperatorView },
  listOperators: { ...paths.listOperators, response: OperatorList, codes: [ResultCode.forbidden] },
  addOperator: { ...paths.addOperator, body: AddOperatorRequest, response: AddOperatorData, codes: [ResultCode.forbidden, ResultCode.conflict] },
  updateOperator: {
    ...paths.updateOperator,
    params: OperatorIdParams,
    body: UpdateOperatorRequest,
    response: OperatorListItem,
    codes: [ResultCode.forbidden, ResultCode.notFound, ResultCode.notAllowedNow],
  },
  listAudit: { ...paths.listAudit, query: AuditQuery, response: AuditList, codes: [ResultCode.forbidden], limits: { pageSize: 50 } },
  listOrders: { ...paths.listOrders, query: ConsoleOrderQuery, response: ConsoleOrderList, codes: [ResultCode.forbidden], limits: { pageSize: 25 } },
  getOrder: { ...paths.getOrder, params: OrderIdParams, response: OrderStory, codes: [ResultCode.forbidden, ResultCode.notFound] },
  previewRefund: { ...paths.previewRefund, params: OrderIdParams, body: RefundPreviewRequest, response: RefundPreview, codes: [ResultCode.forbidden, ResultCode.notFound, ResultCode.notAllowedNow] },
  refundOrder: {
    ...paths.refundOrder,
    params: OrderIdParams,
    body: RefundRequest,
    response: RefundView,
    codes: [ResultCode.forbidden, ResultCode.notFound, ResultCode.notAllowedNow, ResultCode.paymentFailed],
  },
} as const satisfies EndpointsOf<typeof paths>

const denied = [ResultCode.forbidden, ResultCode.notFound]

/** Feedback, birth-year corrections, people and moderation (docs/back-office.md). */
export const consoleDeskEndpoints = {
  listFeedback: { ...consoleDeskPaths.listFeedback, query: FeedbackQuery, response: FeedbackList, codes: [ResultCode.forbidden], limits: { pageSize: 30 } },
  getFeedback: { ...consoleDeskPaths.getFeedback, params: FeedbackIdParams, response: ConsoleFeedback, codes: denied },
  assignFeedback: { ...consoleDeskPaths.assignFeedback, params: FeedbackIdParams, body: AssignFeedbackRequest, response: ConsoleFeedback, codes: denied },
  replyFeedback: { ...consoleDeskPaths.replyFeedback, params: FeedbackIdParams, body: ReplyFeedbackRequest, response: ConsoleFeedback, codes: [...denied, ResultCode.notAllowedNow] },
  closeFeedback: { ...consoleDeskPaths.closeFeedback, params: FeedbackIdParams, response: ConsoleFeedback, codes: denied },
  listCorrections: { ...consoleDeskPaths.listCorrections, response: CorrectionList, codes: [ResultCode.forbidden] },
  decideCorrection: { ...consoleDeskPaths.decideCorrection, params: UserIdParams, body: DecideCorrectionRequest, response: ConsoleCorrection, codes: [...denied, ResultCode.notAllowedNow] },
  findPeople: { ...consoleDeskPaths.findPeople, query: PeopleQuery, response: PeopleList, codes: [ResultCode.forbidden] },
  getPerson: { ...consoleDeskPaths.getPerson, params: UserIdParams, response: PersonDetail, codes: denied, limits: { ledgerLines: 100, orders: 50 } },
  adjustEnergy: { ...consoleDeskPaths.adjustEnergy, params: UserIdParams, body: AdjustEnergyRequest, response: LedgerLine, codes: [...denied, ResultCode.insufficientEnergy] },
  blockPerson: { ...consoleDeskPaths.blockPerson, params: UserIdParams, body: BlockRequest, response: ConsolePerson, codes: denied },
  listModeration: { ...consoleDeskPaths.listModeration, response: ModerationList, codes: [ResultCode.forbidden] },
  decideModeration: {
    ...consoleDeskPaths.decideModeration,
    params: ModerationIdParams,
    body: ModerationDecisionRequest,
    response: z.object({ said: z.string() }),
    codes: [...denied, ResultCode.notAllowedNow],
  },
  safetyFlags: { ...consoleDeskPaths.safetyFlags, response: SafetyFlagDays, codes: [ResultCode.forbidden], limits: { days: 30 } },
  getContent: { ...consoleDeskPaths.getContent, response: ContentState, codes: [ResultCode.forbidden] },
  previewContent: { ...consoleDeskPaths.previewContent, body: ContentUpload, response: ContentPreview, codes: [ResultCode.forbidden], limits: { bodyBytes: 4 * 1024 * 1024 } },
  publishContent: {
    ...consoleDeskPaths.publishContent,
    body: PublishContentRequest,
    response: PublishedData,
    codes: [ResultCode.forbidden, ResultCode.badRequest],
    limits: { bodyBytes: 4 * 1024 * 1024 },
  },
  rollbackContent: { ...consoleDeskPaths.rollbackContent, params: ContentHistoryParams, body: ContentReasonRequest, response: PublishedData, codes: [...denied, ResultCode.badRequest] },
  withdrawContent: { ...consoleDeskPaths.withdrawContent, body: ContentReasonRequest, response: PublishedData, codes: [ResultCode.forbidden] },
} as const satisfies EndpointsOf<typeof consoleDeskPaths>
