import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { usePageTitle } from '@/lib/hooks/use-page-title'
import { PageHeader } from '@/components/page-header/page-header'
import { DialogHost } from '@/components/dialog/dialog-host'
import './page-frame.css'

export interface PageFrameProps {
  title: string
  /** One line under the title saying what the page is for. */
  lead?: string
  actions?: ReactNode
  isTab?: boolean
  children?: ReactNode
}

/** The shell every page shares: title (native or drawn), an optional lead line, the content, and where its dialogs appear. */
export function PageFrame({ title, lead, actions, isTab = false, children }: PageFrameProps) {
  usePageTitle(title, isTab)
  return (
    <View className={`page-frame ${isTab ? 'page-frame--tab' : ''}`}>
      <PageHeader title={title} actions={actions} showBack={!isTab} />
      <View className='page-frame__body'>
        {lead ? <Text className='page-frame__lead'>{lead}</Text> : null}
        {children}
      </View>
      <DialogHost />
    </View>
  )
}
