/** The RN app has no WeChat subscription messages: a due look back or a reader's answer is the in-app badge and list on history. */
export const ASKS_FOR_SUBSCRIPTION = false

export async function askSubscriptions(_templateIds: readonly string[]): Promise<boolean> {
  return false
}

export async function askLookBackSubscription(_templateId: string): Promise<boolean> {
  return false
}
