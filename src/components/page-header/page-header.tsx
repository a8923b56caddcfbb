import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
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
    <View className='page-header page-header--strip'>
      <Text className='page-header__spacer' />
      <View className='page-header__actions'>{actions}</View>
    </View>
  )
}
