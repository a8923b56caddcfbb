/** The RN app has no WeChat subscription messages: a due look back is the in-app badge and list on history. */
export const ASKS_FOR_SUBSCRIPTION = false

export async function askLookBackSubscription(_templateId: string): Promise<boolean> {
  return false
}
