import type { VersionData } from '@tarot/core/version'

/** The app pays through WeChat Pay v3 (or the dev provider): iOS follows the version file's `iosCharge`. */
export function iosChargeHere(ios: VersionData['ios']): boolean {
  return ios.iosCharge
}
