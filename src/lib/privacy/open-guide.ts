import { navigateTo } from '@/lib/navigation/navigate'

/** The privacy policy page of the app. */
export function openPrivacyGuide(): void {
  void navigateTo('/pages/content/page?id=privacy-policy')
}
