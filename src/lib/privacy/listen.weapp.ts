import { usePrivacyPrompt, type PrivacyResolve } from './privacy-prompt'

declare const wx: { onNeedPrivacyAuthorization?: (listener: (resolve: PrivacyResolve, event: { referrer: string }) => void) => void }

/**
 * WeChat calls this before the first privacy API the person has not agreed to yet (clipboard, album, subscriptions,
 * profile): the app's consent sheet opens on the page in front and answers through `resolve`.
 */
export function listenForPrivacyPrompt(): void {
  wx.onNeedPrivacyAuthorization?.((resolve) => usePrivacyPrompt.getState().ask(resolve))
}
