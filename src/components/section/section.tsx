import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './section.css'

/** A titled card on the navy background; the frame of a part of a page. */
export function Section({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <View className='section'>
      <Text className='section__title'>{title}</Text>
      {hint ? <Text className='section__hint'>{hint}</Text> : null}
      {children}
    </View>
  )
}
