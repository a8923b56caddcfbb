/**
 * The sign-in the platform itself offers. H5 and React Native have none of their
 * own here: H5 signs in through a link carrying a token (the open page) or the
 * server's dev provider; the native WeChat SDK for the app is outside this build.
 */
export const PLATFORM_PROVIDER: 'wechat-mini' | null = null

export async function platformSignInCode(): Promise<string> {
  throw new Error('no platform sign-in on this target')
}
