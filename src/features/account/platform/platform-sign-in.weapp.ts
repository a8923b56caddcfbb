import Taro from '@tarojs/taro'

/** The mini-program signs in with a `wx.login` code, which the server exchanges through jscode2session. */
export const PLATFORM_PROVIDER: 'wechat-mini' | null = 'wechat-mini'

export async function platformSignInCode(): Promise<string> {
  const { code } = await Taro.login()
  if (!code) throw new Error('wx.login gave no code')
  return code
}
