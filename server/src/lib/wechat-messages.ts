import { localized } from './messages'

/** Texts of the JS-SDK settings route (routes/wechat.ts), in the caller's language. */
const messages = {
  jsSdkUnavailable: {
    'zh-Hans': '这里还没有接入微信公众号，暂时不能设置微信分享',
    'zh-Hant': '這裡還沒有串接微信公眾號，暫時無法設定微信分享',
    en: 'WeChat sharing is not configured here (no official account)',
  },
  pageNotOurs: {
    'zh-Hans': '只能为本站的页面生成微信分享设置',
    'zh-Hant': '只能為本站的頁面產生微信分享設定',
    en: 'Only pages of this site can be signed for WeChat sharing',
  },
  pageUrlInvalid: {
    'zh-Hans': '页面地址无效',
    'zh-Hant': '頁面網址無效',
    en: 'The page address is not valid',
  },
  wechatFailed: {
    'zh-Hans': '微信暂时没有响应，请稍后再试',
    'zh-Hant': '微信暫時沒有回應，請稍後再試',
    en: 'WeChat did not answer, please try again later',
  },
}

export const wechatMessage = localized<keyof typeof messages>(messages)
