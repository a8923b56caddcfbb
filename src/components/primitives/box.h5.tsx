import { forwardRef } from 'react'
import type { BoxProps } from './box'
import './box.h5.css'

/**
 * H5: plain `div` and `span`. Taro's H5 `View` and `Text` are web components (`taro-view-core`, `taro-text-core`): for each
 * element its React wrapper copies every prop onto it, the custom element is constructed, then Stencil renders it and
 * attaches its styles in a frame of its own. These render the same boxes without that work per element; `box.h5.css` gives
 * them the defaults Taro's styles gave. (Measured on home: 60 web components became 3, Lighthouse's blocking time did not
 * move; bench/README.md, "Home without Taro's web components".)
 */
export const Block = forwardRef<HTMLDivElement, Omit<BoxProps, 'ref'>>(function Block({ ariaRole, ariaLabel, role, catchMove: _catchMove, ...props }, ref) {
  return <div {...props} ref={ref} role={role ?? ariaRole} aria-label={props['aria-label'] ?? ariaLabel} />
})

export function Inline({ ariaRole, ariaLabel, role, className, catchMove: _catchMove, ...props }: Omit<BoxProps, 'ref'>) {
  return <span {...props} className={className ? `inline-text ${className}` : 'inline-text'} role={role ?? ariaRole} aria-label={props['aria-label'] ?? ariaLabel} />
}
