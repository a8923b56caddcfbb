import { Text, View } from '@tarojs/components'
import type { TextProps, ViewProps } from '@tarojs/components'
import type { CSSProperties, ComponentType, ReactNode, Ref } from 'react'

/** What a tap handler may use of its event on every platform (Taro's touch event, H5's mouse event). */
export interface TapEvent {
  stopPropagation(): void
}

/** A finger on the screen as every platform reports it: its screen x (`x` is the mini-program's older name for it). */
export interface BoxTouch {
  clientX?: number
  x?: number
}

/**
 * What a touch handler may use of its event on every platform: the fingers down, and the ones that just changed.
 * Optional because Taro types its View's handlers with its general event, which does not declare them.
 */
export interface BoxTouchEvent {
  type: string
  touches?: ArrayLike<BoxTouch>
  changedTouches?: ArrayLike<BoxTouch>
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
  onTouchStart?: (event: BoxTouchEvent) => void
  onTouchMove?: (event: BoxTouchEvent) => void
  onTouchEnd?: (event: BoxTouchEvent) => void
  onTouchCancel?: (event: BoxTouchEvent) => void
  /** The mini-program: the page does not scroll under a touch that starts here (H5 says so with `touch-action` in CSS). */
  catchMove?: boolean
  /** The element (H5's `div`, Taro's component elsewhere), for a leaf that writes to it directly. */
  ref?: Ref<unknown>
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
