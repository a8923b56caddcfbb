/** What a phone number in running text is given (`phone-link.tsx`, `phone-link.h5.tsx`: a leaf importing `./phone-link` would get itself). */
export interface PhoneLinkProps {
  /** The number as the text writes it ("116 123"): shown as it is, dialled without its spaces. */
  number: string
  /** What a screen reader says: "Call 116 123". */
  label: string
  /** This device cannot call: the number was copied instead (say so). */
  onCopied?: () => void
}
