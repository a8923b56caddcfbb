import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Modal } from 'react-native'

/** React Native has no fixed positioning: the same panel inside a transparent native Modal (the hardware back cancels). */
export function DialogLayer({ sheet, onBackdrop, children }: { sheet: boolean; onBackdrop: () => void; children: ReactNode }) {
  return (
    <Modal transparent visible animationType="fade" onRequestClose={onBackdrop}>
      <View className={`dialog ${sheet ? 'dialog--sheet' : ''}`}>
        <View className="dialog__veil" onClick={onBackdrop} />
        {children}
      </View>
    </Modal>
  )
}
