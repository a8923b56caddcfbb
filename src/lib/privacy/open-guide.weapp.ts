import { navigateTo } from '@/lib/navigation/navigate'

declare const wx: { openPrivacyContract?: (options: { fail?: () => void }) => void }

/** WeChat's own page for the 用户隐私保护指引 declared in the console; the app's policy page where that is missing. */
export function openPrivacyGuide(): void {
  if (wx.openPrivacyContract) wx.openPrivacyContract({ fail: () => void navigateTo('/pages/content/page?id=privacy-policy') })
  else void navigateTo('/pages/content/page?id=privacy-policy')
}
