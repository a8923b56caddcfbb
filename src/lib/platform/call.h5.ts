import { type CallOutcome, dialString } from './dial'

export type { CallOutcome }

/** H5: the number is a `tel:` link, so the phone's browser offers to call it (and a computer its calling app). */
export function callHref(number: string): string | null {
  return `tel:${dialString(number)}`
}

/** H5: the same as following the link, for a tap that is not on one. */
export function placeCall(number: string): Promise<CallOutcome> {
  if (typeof window !== 'undefined') window.location.href = `tel:${dialString(number)}`
  return Promise.resolve('called')
}
