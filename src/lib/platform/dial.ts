/** What came of a tap on a phone number: the call offered, the number copied because this device cannot call, or nothing (cancelled). */
export type CallOutcome = 'called' | 'copied' | 'cancelled'

/** The number as a dialer takes it: its digits (and a leading +), the spaces and hyphens that group it for reading left out. */
export function dialString(number: string): string {
  return number.replace(/[^\d+]/g, '')
}
