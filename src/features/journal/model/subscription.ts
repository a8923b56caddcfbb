import Taro from '@tarojs/taro'

/**
 * The mini-program (this neutral file): a reminder (a look back due, a reader's answer, today's card) reaches the
 * person as a WeChat subscription message, which WeChat sends only after they allowed the template, asked from a tap.
 * H5 and RN (`.h5.ts`, `.rn.ts`) ask nothing: they show the in-app badge and list on history.
 */
export const ASKS_FOR_SUBSCRIPTION = true

/** WeChat asks for at most three templates at once. */
const MAX_TEMPLATES = 3

/**
 * Asks to allow these templates (unset ones, '', are left out); true when at least one was allowed. Never throws: a
 * refusal, a ban in WeChat's settings or no template only means no WeChat message, and the setting or reminder stays.
 * Call it within the tap, before anything awaits, as WeChat requires.
 */
export async function askSubscriptions(templateIds: readonly string[]): Promise<boolean> {
  const ids = [...new Set(templateIds.filter(Boolean))].slice(0, MAX_TEMPLATES)
  if (ids.length === 0) return false
  try {
    // The answer holds each template id with 'accept', 'reject' or 'ban'.
    const answer = (await Taro.requestSubscribeMessage({ tmplIds: ids } as Taro.requestSubscribeMessage.Option)) as unknown as Record<string, unknown>
    return ids.some((id) => answer[id] === 'accept')
  } catch {
    return false
  }
}

/** Asks to allow the look back's template; true when allowed. */
export function askLookBackSubscription(templateId: string): Promise<boolean> {
  return askSubscriptions([templateId])
}
