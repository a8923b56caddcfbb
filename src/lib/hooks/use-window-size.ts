import Taro from '@tarojs/taro'
import { useState } from 'react'

export interface WindowSize {
  width: number
  height: number
}

/** The design width px in CSS: 750 per screen width (H5 stops growing at 960 px wide). */
export function designToScreen(designPx: number, windowWidth: number): number {
  return (designPx * Math.min(windowWidth, 960)) / 750
}

/** The window's size in screen px, read once when the page opens (inline styles and computed layouts use screen px). */
export function useWindowSize(): WindowSize {
  const [size] = useState<WindowSize>(() => {
    try {
      const info = Taro.getWindowInfo()
      if (info.windowWidth > 0) return { width: info.windowWidth, height: info.windowHeight || 667 }
    } catch {
      // Not offered on this platform: a common phone size.
    }
    return { width: 375, height: 667 }
  })
  return size
}
