import { localized } from './messages'

/** Texts of shared readings, in the visitor's language: a link that leads nowhere is said kindly. */
const messages = {
  shareUnknown: {
    'zh-Hans': '没有找到这份分享，可能是链接不完整。不妨自己抽一次牌看看。',
    'zh-Hant': '找不到這份分享，可能是連結不完整。不如自己抽一次牌看看。',
    en: 'We could not find this shared reading; the link may be incomplete. Why not try a reading of your own?',
  },
  shareRevoked: {
    'zh-Hans': '分享者已经收回了这份解读。不妨自己抽一次牌看看。',
    'zh-Hant': '分享者已經收回了這份解讀。不如自己抽一次牌看看。',
    en: 'The person who shared this reading has taken it back. Why not try a reading of your own?',
  },
  readingNotShareable: {
    'zh-Hans': '这份解读还没有抽出牌，暂时不能分享',
    'zh-Hant': '這份解讀還沒抽出牌，暫時不能分享',
    en: 'This reading has no cards yet, so it cannot be shared',
  },
  sharesFull: {
    'zh-Hans': '这份解读已经分享过 {{max}} 次，不能再生成新的链接了。之前的链接都还在“我分享的链接”里，可以接着用。',
    'zh-Hant': '這份解讀已經分享過 {{max}} 次，無法再產生新的連結。之前的連結都還在「我分享的連結」裡，可以繼續使用。',
    en: 'This reading has been shared {{max}} times, the most it can be. Your earlier links are still in Links I shared.',
  },
}

export const shareMessage = localized<keyof typeof messages>(messages)
