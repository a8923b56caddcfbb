/**
 * What a share from WeChat's own menu shows (a chat card and Moments) when H5 runs inside WeChat's browser. The
 * mini-program sets these through its page hooks and RN has no such menu, so here (and outside WeChat) it does nothing.
 */
export interface WechatShareData {
  title: string
  /** The chat card's second line (Moments shows the title only). */
  desc: string
  /** The H5 page the card opens: absolute, on this site, never with a token. */
  link: string
  /** The card's picture (the 5:4 poster), absolute; empty for WeChat's own. */
  imgUrl: string
}

export function setWechatShare(_data: WechatShareData): Promise<void> {
  return Promise.resolve()
}
