import { type KeyObject, createPrivateKey, createPublicKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { ServerConfig } from '../../config'
import { DevPayProvider } from './dev-pay'
import { NoPayProvider } from './no-pay'
import type { PayProvider } from './provider'
import { type WechatPayDependencies, WechatPayProvider } from './wechat-pay'
import { XpayPayProvider } from './xpay'
import { pushAesKey } from './xpay-crypto'

/** Environment values often carry a PEM on one line with `\n` escapes. */
function pemFrom(inline: string | undefined, file: string | undefined): string | undefined {
  if (inline) return inline.replace(/\\n/g, '\n')
  if (file) return readFileSync(file, 'utf8')
  return undefined
}

export interface PayProviderOptions extends Omit<WechatPayDependencies, 'onCertificateError'> {
  /** Where the dev provider keeps its keys; `config.dataDir` unless given. */
  dataDir?: string
  /** Told when a platform-certificate download fails. */
  log?: { warn(details: object, message: string): void }
}

/**
 * Real WeChat Pay when `WECHAT_MCH_ID` is set, else the local dev provider when it is on (`DEV_PAY`, see
 * config), else no payments at all. A merchant id with
 * incomplete settings stops the start with one message naming everything that is missing.
 * The second argument is the data directory or the options.
 */
export function payProviderFrom(config: ServerConfig, dataDirOrOptions: string | PayProviderOptions = {}): WechatPayProvider | DevPayProvider | NoPayProvider {
  const { dataDir = config.dataDir, log, ...dependencies } = typeof dataDirOrOptions === 'string' ? { dataDir: dataDirOrOptions } : dataDirOrOptions
  const pay = config.pay
  if (!pay.mchId) return config.devPay ? DevPayProvider.fromDataDir(dataDir) : new NoPayProvider()

  const problems: string[] = []
  if (!pay.serialNo) problems.push('WECHAT_PAY_SERIAL_NO is missing')

  let privateKey: KeyObject | undefined
  try {
    const pem = pemFrom(pay.privateKey, pay.privateKeyFile)
    if (pem) privateKey = createPrivateKey(pem)
    else problems.push('WECHAT_PAY_PRIVATE_KEY or WECHAT_PAY_PRIVATE_KEY_FILE is missing')
  } catch {
    problems.push('the merchant private key (WECHAT_PAY_PRIVATE_KEY[_FILE]) cannot be read as a PEM private key')
  }

  if (!pay.apiV3Key) problems.push('WECHAT_PAY_API_V3_KEY is missing')
  else if (Buffer.byteLength(pay.apiV3Key, 'utf8') !== 32) problems.push('WECHAT_PAY_API_V3_KEY must be 32 bytes')

  let notifyUrl: URL | undefined
  try {
    notifyUrl = new URL(pay.notifyUrl ?? '')
  } catch {
    notifyUrl = undefined
  }
  if (notifyUrl?.protocol !== 'https:') problems.push('WECHAT_PAY_NOTIFY_URL must be the public https address of /tarot/rest/pay/notify')

  let publicKey: { id: string; pem: string } | undefined
  const publicPem = (() => {
    try {
      return pemFrom(pay.publicKey, pay.publicKeyFile)
    } catch {
      problems.push('WECHAT_PAY_PUBLIC_KEY_FILE cannot be read')
      return undefined
    }
  })()
  if (pay.publicKeyId || publicPem) {
    if (!pay.publicKeyId?.startsWith('PUB_KEY_ID_')) problems.push('WECHAT_PAY_PUBLIC_KEY_ID (PUB_KEY_ID_…) is missing')
    else if (!publicPem) problems.push('WECHAT_PAY_PUBLIC_KEY or WECHAT_PAY_PUBLIC_KEY_FILE is missing')
    else {
      try {
        createPublicKey(publicPem)
        publicKey = { id: pay.publicKeyId, pem: publicPem }
      } catch {
        problems.push('the WeChat Pay public key cannot be read as a PEM public key')
      }
    }
  }

  const appIds = { mini: config.wechat.miniAppId, jsapi: config.wechat.h5AppId, app: pay.openAppId }
  if (!appIds.mini && !appIds.jsapi && !appIds.app) problems.push('no appid to pay under: set WECHAT_APP_ID, WECHAT_H5_APP_ID or WECHAT_OPEN_APP_ID')

  if (problems.length > 0 || !privateKey || !notifyUrl) {
    throw new Error(`WeChat Pay is configured (WECHAT_MCH_ID) but cannot start: ${problems.join('; ')}`)
  }
  return new WechatPayProvider(
    { mchId: pay.mchId, serialNo: pay.serialNo!, privateKey, apiV3Key: pay.apiV3Key!, notifyUrl: notifyUrl.href, apiBase: pay.apiBase, appIds, publicKey },
    { ...dependencies, onCertificateError: (error) => log?.warn({ err: error }, 'WeChat Pay platform certificate download failed') },
  )
}

/**
 * The mini-program's virtual payment in front of `base` when WECHAT_XPAY_OFFER_ID and WECHAT_XPAY_APP_KEY are set; `base`
 * as it is otherwise (the mini-program then pays as before: WeChat Pay v3, or the dev provider). Incomplete settings stop the start.
 */
export function withXpay(config: ServerConfig, base: PayProvider, dependencies: { fetchImpl?: typeof fetch; now?: () => number } = {}): PayProvider {
  const { xpay, wechat } = config
  if (!xpay.offerId && !xpay.appKey) return base
  const problems: string[] = []
  if (!xpay.offerId) problems.push('WECHAT_XPAY_OFFER_ID is missing')
  if (!xpay.appKey) problems.push('WECHAT_XPAY_APP_KEY is missing')
  if (!wechat.miniAppId || !wechat.miniAppSecret) problems.push('WECHAT_APP_ID and WECHAT_APP_SECRET are needed (orders are placed under the mini-program, whose token calls query_order)')
  if (!xpay.pushToken) problems.push('WECHAT_XPAY_PUSH_TOKEN is missing (deliveries arrive by message push)')
  const aesKey = xpay.pushAesKey ? pushAesKey(xpay.pushAesKey) : undefined
  if (aesKey === null) problems.push('WECHAT_XPAY_PUSH_AES_KEY must be the 43-character EncodingAESKey')
  if (problems.length > 0) throw new Error(`WeChat virtual payment is configured (WECHAT_XPAY_*) but cannot start: ${problems.join('; ')}`)
  return new XpayPayProvider(
    {
      offerId: xpay.offerId!,
      appKey: xpay.appKey!,
      env: xpay.env,
      miniAppId: wechat.miniAppId!,
      miniAppSecret: wechat.miniAppSecret!,
      tokenFen: config.pricing.energyFen,
      pushToken: xpay.pushToken,
      pushAesKey: aesKey ?? undefined,
      ios: xpay.ios,
      apiBase: wechat.apiBase,
      timeoutMs: wechat.apiTimeoutMs,
    },
    base,
    dependencies,
  )
}
