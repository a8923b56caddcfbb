import * as z from 'zod/mini'
import { WalletData } from './account'

const ClientKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))

/**
 * Where a purchase is made. The server picks the payment channel from it: `mini` (mini-program
 * `requestPayment`), `jsapi` (H5 inside WeChat's browser), `app` (React Native with the WeChat SDK),
 * or `dev` whenever the local dev provider stands in for WeChat Pay.
 */
export const PayPlatform = z.enum(['weapp', 'h5-wechat', 'h5', 'rn'])
export type PayPlatform = z.infer<typeof PayPlatform>

/** The device's operating system: purchasing on iOS follows the version file's `ios.iosCharge`. */
export const PayOs = z.enum(['ios', 'android', 'other'])
export type PayOs = z.infer<typeof PayOs>

/** Server-side order states. The app words them as the spec's paying / payment completed / success / failed / invalid. */
export const OrderStatus = z.enum(['created', 'paying', 'paid', 'failed', 'closed', 'expired', 'invalid', 'refunded'])
export type OrderStatus = z.infer<typeof OrderStatus>

/** `POST /tarot/rest/account/birth-year`: asked once before the first purchase (users under 18 cannot buy). */
export const BirthYearRequest = z.object({ birthYear: z.number().check(z.int(), z.gte(1900), z.lte(2100)) })
export const BirthYearData = z.object({ birthYear: z.number(), adult: z.boolean() })
/**
 * A request to correct a year under 18 into an adult one, which the operator reviews before it applies
 * (docs/commerce.md, "Under 18"): the year asked for, and whether it is still `pending` or was `declined`.
 */
export const BirthYearCorrection = z.object({ birthYear: z.number(), status: z.enum(['pending', 'declined']), requestedAt: z.string() })
export type BirthYearCorrection = z.infer<typeof BirthYearCorrection>
/** `GET /tarot/rest/account/birth-year`: the year given, or null when it has not been asked yet, and the correction asked for, if any. */
export const BirthYearStatus = z.object({ birthYear: z.nullable(z.number()), adult: z.nullable(z.boolean()), correction: z.optional(z.nullable(BirthYearCorrection)) })
/**
 * `POST /tarot/rest/account/birth-year/correction`: a correction of the year given. One that keeps the minor
 * protection applies at once; one that would lift it needs `contact` and waits for the operator's check.
 */
export const BirthYearCorrectionRequest = z.object({
  birthYear: z.number().check(z.int(), z.gte(1900), z.lte(2100)),
  contact: z.optional(z.string().check(z.maxLength(100))),
})
export const BirthYearCorrectionData = z.object({ birthYear: z.number(), adult: z.boolean(), correction: z.nullable(BirthYearCorrection) })

/**
 * `POST /tarot/rest/pay/orders`: order a product. `need` is the energy the user is trying to cover
 * (a pro reading, a consultation): when the balance already covers it the order is refused with
 * "Sufficient Energy, No Purchase Needed".
 */
export const CreateOrderRequest = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(32)),
  platform: PayPlatform,
  os: z.optional(PayOs),
  need: z.optional(z.number().check(z.int(), z.gte(0))),
  clientKey: ClientKey,
})
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>

/** An order as its owner sees it. */
export const OrderView = z.object({
  id: z.string(),
  productId: z.string(),
  kind: z.enum(['energy', 'vip', 'consultation']),
  energy: z.number(),
  vipDays: z.number(),
  amountFen: z.number(),
  status: OrderStatus,
  channel: z.enum(['jsapi', 'mini', 'app', 'dev', 'xpay']),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** What has been refunded to the way it was paid, in fen (a partial refund leaves the order `paid`). */
  refundedFen: z.number(),
})
export type OrderView = z.infer<typeof OrderView>

/** Parameters for `Taro.requestPayment` / `wx.requestPayment` in the mini-program. */
export const MiniPayParams = z.object({
  channel: z.literal('mini'),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
})
/** Parameters for `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` inside WeChat's browser. */
export const JsapiPayParams = z.object({
  channel: z.literal('jsapi'),
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
})
/** Parameters for the native WeChat SDK's `PayReq` (React Native app). */
export const AppPayParams = z.object({
  channel: z.literal('app'),
  appId: z.string(),
  partnerId: z.string(),
  prepayId: z.string(),
  packageValue: z.literal('Sign=WXPay'),
  nonceStr: z.string(),
  timeStamp: z.string(),
  sign: z.string(),
})
/**
 * The mini-program's virtual payment (xpay): the arguments of `wx.requestVirtualPayment`, signed by the server.
 * `short_series_coin` tops up the token (energy), `short_series_goods` buys an item (VIP). The callback's success is
 * never the payment: the server credits on WeChat's delivery push, and the app waits for the paid order as for any other.
 */
export const XpayPayParams = z.object({
  channel: z.literal('xpay'),
  mode: z.enum(['short_series_coin', 'short_series_goods']),
  signData: z.string(),
  paySig: z.string(),
  signature: z.string(),
})
/** The local dev provider: the app shows its own checkout and confirms through `POST /tarot/rest/pay/dev/{orderId}`. */
export const DevPayParams = z.object({ channel: z.literal('dev'), orderId: z.string() })
export const PayParams = z.discriminatedUnion('channel', [MiniPayParams, JsapiPayParams, AppPayParams, XpayPayParams, DevPayParams])
export type PayParams = z.infer<typeof PayParams>

/** The answer to creating an order: the order and what the client needs to pay it. */
export const CreateOrderData = z.object({ order: OrderView, pay: PayParams })
export type CreateOrderData = z.infer<typeof CreateOrderData>

/** `GET /tarot/rest/pay/orders/{id}`: the order, checked with the provider while it is being paid, and the wallet after it. */
export const OrderData = z.object({ order: OrderView, wallet: WalletData })
export type OrderData = z.infer<typeof OrderData>

/** `GET /tarot/rest/pay/orders?page=N`: the user's orders, newest first, 20 a page. */
export const OrderList = z.object({ list: z.array(OrderView), page: z.number(), pageSize: z.number(), hasMore: z.boolean() })

/** `POST /tarot/rest/pay/restore`: orders paid at the provider but not yet credited are credited now; every paid order is listed. */
export const RestoreData = z.object({ restored: z.array(OrderView), paid: z.array(OrderView), wallet: WalletData })
export type RestoreData = z.infer<typeof RestoreData>

/** `POST /tarot/rest/pay/dev/{orderId}` (dev provider only): what the simulated payer does. */
export const DevPayRequest = z.object({ outcome: z.enum(['success', 'fail']) })
