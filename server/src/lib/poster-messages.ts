import { localized } from './messages'

/** What a poster request is told when it is not drawn now (routes/shares.ts, services/share/poster/renderer.ts). */
const messages = {
  /** This address asked for more new posters in a minute than POSTER_RENDERS_PER_MINUTE. */
  postersTooOften: {
    'zh-Hans': '海报生成得太频繁了，请过一分钟再试',
    'zh-Hant': '海報製作得太頻繁了，請過一分鐘再試',
    en: 'Too many posters in a short time. Please try again in a minute.',
  },
  /** Every address together passed POSTER_RENDERS_PER_MINUTE_TOTAL, or every worker is drawing and the queue is full. */
  postersBusy: {
    'zh-Hans': '现在生成海报的人有点多，请稍后再试',
    'zh-Hant': '現在製作海報的人有點多，請稍後再試',
    en: 'Many posters are being made right now. Please try again shortly.',
  },
}

export const posterMessage = localized<keyof typeof messages>(messages)
