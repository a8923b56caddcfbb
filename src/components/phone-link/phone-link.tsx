import { Inline } from '@/components/primitives/box'
import { type CallOutcome, placeCall } from '@/lib/platform/call'
import type { PhoneLinkProps } from './phone-link-props'
import './phone-link.css'

export type { PhoneLinkProps }

/**
 * A phone number in running text that calls when tapped. The mini-program and RN: a run of text whose tap offers the
 * call (`placeCall`, lib/platform/call leaves); H5 draws a `tel:` link (`phone-link.h5.tsx`).
 */
export function PhoneLink({ number, label, onCopied }: PhoneLinkProps) {
  const call = () => {
    void placeCall(number).then((outcome: CallOutcome) => {
      if (outcome === 'copied') onCopied?.()
    })
  }
  return (
    <Inline className="phone-link" ariaRole="link" ariaLabel={label} onClick={call}>
      {number}
    </Inline>
  )
}
