/** Only the mini-program asks for privacy consent (`privacy-sheet.weapp.tsx`); elsewhere there is nothing to show. */
export function PrivacySheet() {
  return null
}
