/** React Native app: never inside a browser; visitors use a guest token until they sign in. */
export function isWechatBrowser(): boolean {
  return false
}

export function entryAddressQuery(): Record<string, string> {
  return {}
}

/** React Native has no synchronous network flag here: a failed request reads as the server unreachable. */
export function isOffline(): boolean {
  return false
}

export function forgetAddressToken(): void {}

export const platformName = 'rn' as const
