/** Platform facts the session needs. This neutral file serves the mini-program; H5 and RN have their own leaves. */

/** Inside the mini-program there is no messaging-app browser: visitors get a guest token until they sign in with WeChat. */
export function isWechatBrowser(): boolean {
  return false
}

/** Query of the address the app was opened with (H5 only; elsewhere launch options carry it). */
export function entryAddressQuery(): Record<string, string> {
  return {}
}

/** Whether the device says it has no network; the mini-program does not say synchronously, so this is never sure of it. */
export function isOffline(): boolean {
  return false
}

/** The mini-program's launch query is not an address anyone sees or shares: nothing to remove. */
export function forgetAddressToken(): void {}

export const platformName = 'weapp' as const
