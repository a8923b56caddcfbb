import type { ReactNode } from 'react'
import { Block, Inline } from '@/components/primitives/box'
import './page-header.css'

export interface PageHeaderProps {
  title: string
  /** Controls shown at the right of the title area, such as the history info button. */
  actions?: ReactNode
  showBack?: boolean
}

/**
 * Mini-program and RN: the native navigation bar shows the title and back
 * button, so the page only adds a slim strip for its actions.
 */
export function PageHeader({ actions }: PageHeaderProps) {
  if (!actions) return null
  return (
    <Block className="page-header page-header--strip">
      <Inline className="page-header__spacer" />
      <Block className="page-header__actions">{actions}</Block>
    </Block>
  )
}
