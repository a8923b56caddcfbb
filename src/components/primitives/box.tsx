import { Text, View } from '@tarojs/components'
import type { TextProps, ViewProps } from '@tarojs/components'
import type { CSSProperties, ComponentType, ReactNode } from 'react'

/** What a tap handler may use of its event on every platform (Taro's touch event, H5's mouse event). */
export interface TapEvent {
  stopPropagation(): void
}

/** What the call sites give a block or a run of text; each platform's leaf takes exactly these (and `data-*` attributes). */
export interface BoxProps {
  className?: string
  style?: CSSProperties
  id?: string
  /** H5's ARIA role; `ariaRole` is the mini-program's name for it and means the same. */
  role?: string
  ariaRole?: string
  /** The mini-program's name for `aria-label`; either works everywhere. */
  ariaLabel?: string
  'aria-label'?: string
  onClick?: (event: TapEvent) => void
  children?: ReactNode
}

/**
 * The plain layout elements: `Block` a box (Taro's `View`), `Inline` a run of text (Taro's `Text`). The mini-program and
 * RN draw Taro's own components; H5 draws plain `div` / `span` (`box.h5.tsx`), which is most of home's first render.
 */
export const Block = View as ComponentType<TakenByTaro<BoxProps>>
export const Inline = Text as ComponentType<TakenByTaro<BoxProps>>

/** Fails to compile if Taro's View or Text stopped taking a prop the call sites give: then they could not serve as they are. */
type TakenByTaro<P extends ViewProps & TextProps> = P
