import type { ReactNode } from 'react'
import { Block, Inline } from '@/components/primitives/box'
import { usePageTitle } from '@/lib/hooks/use-page-title'
import { useAnswerTabBadge } from '@/lib/answers/use-answer-tab-badge'
import { PageHeader } from '@/components/page-header/page-header'
import { DialogHost } from '@/components/dialog/dialog-host'
import { PrivacySheet } from '@/components/privacy-sheet/privacy-sheet'
import './page-frame.css'

export interface PageFrameProps {
  title: string
  /** One line under the title saying what the page is for. */
  lead?: string
  actions?: ReactNode
  isTab?: boolean
  children?: ReactNode
}

/** On tab pages: the badges of the tab bar (a reader's answer not opened yet). */
function TabBadges() {
  useAnswerTabBadge()
  return null
}

/** The shell every page shares: title (native or drawn), an optional lead line, the content, and where its dialogs (and, in the mini-program, the privacy consent) appear. */
export function PageFrame({ title, lead, actions, isTab = false, children }: PageFrameProps) {
  usePageTitle(title, isTab)
  return (
    <Block className={`page-frame ${isTab ? 'page-frame--tab' : ''}`}>
      <PageHeader title={title} actions={actions} showBack={!isTab} />
      <Block className="page-frame__body">
        {lead ? <Inline className="page-frame__lead">{lead}</Inline> : null}
        {children}
      </Block>
      <DialogHost />
      <PrivacySheet />
      {isTab ? <TabBadges /> : null}
    </Block>
  )
}
