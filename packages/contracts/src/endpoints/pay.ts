import * as z from 'zod/mini'
import { ResultCode } from '../codes'
import type { EndpointsOf } from '../endpoint'
import { OrderIdParams } from '../ids'
import {
  BirthYearCorrectionData,
  BirthYearCorrectionRequest,
  BirthYearData,
  BirthYearRequest,
  BirthYearStatus,
  CreateOrderData,
  CreateOrderRequest,
  DevPayRequest,
  OrderData,
  OrderList,
  OrderView,
  PayParams,
  RestoreData,
} from '../pay'
import { payPaths as paths } from '../paths/pay'

/** The query of WeChat's message push (its URL check and its messages). */
const XpayPushQuery = z.object({
  signature: z.optional(z.string()),
  timestamp: z.optional(z.string()),
  nonce: z.optional(z.string()),
  echostr: z.optional(z.string()),
  openid: z.optional(z.string()),
  encrypt_type: z.optional(z.string()),
  msg_signature: z.optional(z.string()),
})

const LAST_PAGE = 10_000

/** Orders and payment (docs/commerce.md), the birth year asked before the first purchase, and the payment providers' notifications. */
export const payEndpoints = {
  birthYear: { ...paths.birthYear, response: BirthYearStatus },
  correctBirthYear: { ...paths.correctBirthYear, body: BirthYearCorrectionRequest, response: BirthYearCorrectionData, codes: [ResultCode.badRequest] },
  setBirthYear: { ...paths.setBirthYear, body: BirthYearRequest, response: BirthYearData, codes: [ResultCode.badRequest] },
  createOrder: {
    ...paths.createOrder,
    body: CreateOrderRequest,
    response: CreateOrderData,
    codes: [ResultCode.birthYearRequired, ResultCode.underAge, ResultCode.purchaseUnavailable, ResultCode.sufficientEnergy, ResultCode.notAllowedNow, ResultCode.notFound],
  },
  listOrders: {
    ...paths.listOrders,
    query: z.object({ page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(LAST_PAGE))) }),
    response: OrderList,
    limits: { pageSize: 20, lastPage: LAST_PAGE },
  },
  getOrder: { ...paths.getOrder, params: OrderIdParams, response: OrderData, codes: [ResultCode.notFound] },
  payOrder: { ...paths.payOrder, params: OrderIdParams, response: PayParams, codes: [ResultCode.notAllowedNow, ResultCode.notFound] },
  closeOrder: { ...paths.closeOrder, params: OrderIdParams, response: OrderView, codes: [ResultCode.notAllowedNow, ResultCode.notFound] },
  restore: { ...paths.restore, response: RestoreData },
  devPay: { ...paths.devPay, params: OrderIdParams, body: DevPayRequest, response: OrderData, codes: [ResultCode.forbidden, ResultCode.notAllowedNow, ResultCode.notFound] },
  // The body is read as sent (the signature covers its bytes), and the answer is WeChat Pay's protocol, not the envelope.
  notification: { ...paths.notification, response: z.unknown(), errors: { 204: z.null(), 400: z.unknown(), 401: z.unknown(), 404: z.unknown() } },
  refundNotification: { ...paths.refundNotification, response: z.unknown(), errors: { 204: z.null(), 401: z.unknown(), 404: z.unknown() } },
  xpayPushCheck: { ...paths.xpayPushCheck, query: XpayPushQuery, response: z.string(), errors: { 401: z.string() } },
  xpayPush: { ...paths.xpayPush, query: XpayPushQuery, response: z.unknown(), errors: { 400: z.unknown(), 401: z.unknown(), 404: z.unknown() } },
} as const satisfies EndpointsOf<typeof paths>
