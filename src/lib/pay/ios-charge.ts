import type { VersionData } from '@tarot/core/version'

/**
 * Whether iOS may buy here, from the version file. The mini-program sells through WeChat's virtual payment when the
 * server has it, and then iOS follows its own switch (`miniProgramCharge`, WECHAT_XPAY_IOS); otherwise `iosCharge`.
 */
export function iosChargeHere(ios: VersionData['ios']): boolean {
  return ios.miniProgramCharge ?? ios.iosCharge
}
