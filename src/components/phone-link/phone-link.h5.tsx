import { callHref } from '@/lib/platform/call'
import type { PhoneLinkProps } from './phone-link-props'
import './phone-link.css'

export type { PhoneLinkProps }

/** H5: a phone number in running text as a `tel:` link, which the phone's browser offers to call. */
export function PhoneLink({ number, label }: PhoneLinkProps) {
  return (
    <a className="phone-link" href={callHref(number) ?? undefined} aria-label={label}>
      {number}
    </a>
  )
}
