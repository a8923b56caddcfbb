import type { ReactNode } from 'react'
import { Block, Inline } from '@/components/primitives/box'
import './section.css'

/** A titled card on the navy background; the frame of a part of a page. */
export function Section({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <Block className="section">
      <Inline className="section__title">{title}</Inline>
      {hint ? <Inline className="section__hint">{hint}</Inline> : null}
      {children}
    </Block>
  )
}
