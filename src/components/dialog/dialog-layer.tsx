import { View } from '@tarojs/components'
import type { ReactNode } from 'react'

/** H5 and the mini-program: a fixed veil over the page, the panel centred (a dialog) or at the bottom (an action sheet). */
export function DialogLayer({ sheet, onBackdrop, children }: { sheet: boolean; onBackdrop: () => void; children: ReactNode }) {
  return (
    <View className={`dialog ${sheet ? 'dialog--sheet' : ''}`} catchMove>
      <View className="dialog__veil" onClick={onBackdrop} />
      {children}
    </View>
  )
}
