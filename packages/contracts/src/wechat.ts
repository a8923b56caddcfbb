import * as z from 'zod/mini'

/** `GET /tarot/rest/wechat/js-config?url=`: the page of H5 (inside WeChat's browser) to sign, as the browser shows it. */
export const JsConfigQuery = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2000)) })

/** What `wx.config` needs besides `jsApiList`: the official account's appId and the page's signature (Unix-seconds timestamp). */
export const JsConfig = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
})
export type JsConfig = z.infer<typeof JsConfig>
