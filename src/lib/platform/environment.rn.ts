/** React Native app: never inside a browser; visitors use a guest token until they sign in. */
export function isWechatBrowser(): boolean {
  return false
}

export function entryAddressQuery(): Record<string, string> {
  return {}
}

export const platformName = 'rn' as const
