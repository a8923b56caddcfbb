import type { Language } from '@tarot/core/language'
import type { CardInputError, QuestionError } from '@tarot/core/validation'
// Validation texts have one home, shared with the app, so both always say the same words.
import { VALIDATION_TEXTS } from '@tarot/messages/validation'

/** Server-side texts returned in `message`, in the caller's language. English texts follow the spec. */
const messages = {
  unknownServerError: {
    'zh-Hans': '服务器发生未知错误，请稍后再试',
    'zh-Hant': '伺服器發生未知錯誤，請稍後再試',
    en: 'An unknown error occurred on the server, please try again later',
  },
  tokenExpired: {
    'zh-Hans': '登录已失效，请重新登录',
    'zh-Hant': '登入已失效，請重新登入',
    en: 'Your login token is invalid or has expired',
  },
  accountBlocked: {
    'zh-Hans': '这个账号暂时不能登录。如有疑问，请在“意见反馈”中告诉我们。',
    'zh-Hant': '這個帳號暫時不能登入。如有疑問，請在「意見回饋」中告訴我們。',
    en: 'This account cannot sign in for now. If you think this is a mistake, tell us through Feedback.',
  },
  contentRefused: {
    'zh-Hans': '这段文字未通过内容安全检查，没有发送，也没有扣费。请修改后再试。',
    'zh-Hant': '這段文字未通過內容安全檢查，沒有送出，也沒有扣款。請修改後再試。',
    en: 'This text did not pass the content safety check, so it was not sent and nothing was charged. Please change it and try again.',
  },
  notFound: {
    'zh-Hans': '请求的内容不存在',
    'zh-Hant': '請求的內容不存在',
    en: 'The requested resource does not exist',
  },
  badRequest: {
    'zh-Hans': '请求内容有误',
    'zh-Hant': '請求內容有誤',
    en: 'The request is not valid',
  },
  loginFailed: {
    'zh-Hans': '登录失败，请重试',
    'zh-Hant': '登入失敗，請重試',
    en: 'Login failed, please try again',
  },
  signInUnavailable: {
    'zh-Hans': '暂不支持这种登录方式',
    'zh-Hant': '目前不支援這種登入方式',
    en: 'This way of signing in is not available',
  },
  signInRequired: {
    'zh-Hans': '请先登录',
    'zh-Hant': '請先登入',
    en: 'Please sign in first',
  },
  deletionAgreementRequired: {
    'zh-Hans': '请先阅读并同意《账户注销协议》',
    'zh-Hant': '請先閱讀並同意《帳號註銷條款》',
    en: 'Please read and agree to the Account Deletion Agreement',
  },
  recordsNeedSignIn: {
    'zh-Hans': '请登录后查看和保存记录',
    'zh-Hant': '請登入後查看和儲存紀錄',
    en: 'Please Sign in to view and save records',
  },
  noAiReading: {
    'zh-Hans': '这个牌阵不提供解读，你可以对照每个位置的含义自行解读。',
    'zh-Hant': '這個牌陣不提供解讀，你可以對照每個位置的含義自行解讀。',
    en: 'This spread comes without a written reading; read it with each position’s meaning instead.',
  },
  noFreeReadings: {
    'zh-Hans': '今天的免费解读已用完，明天会再更新，或使用能量继续。',
    'zh-Hant': '今天的免費解讀已用完，明天會再更新，或使用能量繼續。',
    en: "Today's free readings are used up. They renew tomorrow, or you can continue with energy.",
  },
  aiBusy: {
    'zh-Hans': '正在接收回复，请稍候',
    'zh-Hant': '正在接收回覆，請稍候',
    en: 'Receiving AI message, please wait a moment.',
  },
  chatFailed: {
    'zh-Hans': '消息发送失败，请稍后再试',
    'zh-Hant': '訊息傳送失敗，請稍後再試',
    en: 'Message failed to send. Please try again later.',
  },
  chatNeedsReading: {
    'zh-Hans': '请先等解读完成，再继续追问',
    'zh-Hant': '請先等解讀完成，再繼續追問',
    en: 'Follow-up questions open once the reading has arrived.',
  },
  chatLimit: {
    'zh-Hans': '这次解读的追问次数已用完。想继续探索，可以开始一次新的解读。',
    'zh-Hant': '這次解讀的追問次數已用完。想繼續探索，可以開始一次新的解讀。',
    en: 'This reading has reached its limit of follow-up questions. Start a new reading to explore further.',
  },
  chatInsufficientEnergy: {
    'zh-Hans': '能量不足：这次追问需要 {{cost}} 点能量。',
    'zh-Hant': '能量不足：這次追問需要 {{cost}} 點能量。',
    en: 'Not enough energy: this follow-up needs {{cost}} energy.',
  },
  insufficientEnergy: {
    'zh-Hans': '能量不足：这次进阶解读需要 {{cost}} 点能量。',
    'zh-Hant': '能量不足：這次進階解讀需要 {{cost}} 點能量。',
    en: 'Not enough energy: this advanced reading needs {{cost}} energy.',
  },
  rateLimited: {
    'zh-Hans': '操作太频繁，请稍后再试',
    'zh-Hant': '操作太頻繁，請稍後再試',
    en: 'Too many requests, please try again later',
  },
} satisfies Record<string, Record<Language, string>>

export type MessageKey = keyof typeof messages

/** A table of texts per language as a lookup: the key's text in the language, with `{{name}}` filled in. */
export function localized<Key extends string>(table: Record<Key, Record<Language, string>>) {
  return (key: Key, language: Language, values: Record<string, string | number> = {}): string => table[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

export const message = localized<MessageKey>(messages)

/** The text of a spec §5 validation key (`question.empty`, `cards.repeated`, …) in the caller's language. */
export function validationMessage(key: QuestionError | CardInputError, language: Language): string {
  const [group, name] = key.split('.') as [string, string]
  return (VALIDATION_TEXTS[language] as Record<string, Record<string, string>>)[group]?.[name] ?? key
}
