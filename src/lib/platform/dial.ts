/** What came of a tap on a phone number: the call offered, the number copied because this device cannot call, or nothing (cancelled). */
export type CallOutcome = 'called' | 'copied' | 'cancelled'

/** The number as a dialer takes it: its digits (and a leading +), the spaces and hyphens that group it for reading left out. */
export function dialString(number: string): string {
  return number.replace(/[^\d+]/g, '')
}

/**
 * Taro's call API, and where the device cannot call (a tablet, WeChat on a computer) the number copied instead so it
 * can be dialled elsewhere; `cancelled` says which refusals were the person's own choice, which copy nothing.
 */
export function callOrCopy(
  number: string,
  api: { makePhoneCall(o: { phoneNumber: string }): Promise<unknown>; setClipboardData(o: { data: string }): Promise<unknown> },
  cancelled: (error: { errMsg?: string }) => boolean = () => false,
): Promise<CallOutcome> {
  const phoneNumber = dialString(number)
  return api.makePhoneCall({ phoneNumber }).then(
    (): CallOutcome => 'called',
    (error: { errMsg?: string }): Promise<CallOutcome> | CallOutcome =>
      cancelled(error ?? {})
        ? 'cancelled'
        : api.setClipboardData({ data: phoneNumber }).then(
            (): CallOutcome => 'copied',
            (): CallOutcome => 'cancelled',
          ),
  )
}
