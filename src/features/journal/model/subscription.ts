import Taro from '@tarojs/taro'

/**
 * The mini-program (this neutral file): a look-back reminder reaches the person as a WeChat subscription message,
 * which WeChat sends only after they allowed the template, asked from a tap. H5 and RN (`.h5.ts`, `.rn.ts`) ask
 * nothing: they show the in-app badge and list on history.
 */
export const ASKS_FOR_SUBSCRIPTION = true

/**
 * Asks to allow the look back's template; true when allowed. Never throws: a refusal, a ban in WeChat's settings or
 * an unset template ('') only means no WeChat message, and the reminder still shows in the app.
 */
export async function askLookBackSubscription(templateId: string): Promise<boolean> {
  if (!templateId) return false
  try {
    // The answer holds each template id with 'accept', 'reject' or 'ban'.
    const answer = (await Taro.requestSubscribeMessage({ tmplIds: [templateId] } as Taro.requestSubscribeMessage.Option)) as unknown as Record<string, unknown>
    return answer[templateId] === 'accept'
  } catch {
    return false
  }
}
