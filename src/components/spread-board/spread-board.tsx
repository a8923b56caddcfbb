import type { SpreadLayout } from '@tarot/core/layout'
import type { ReactNode } from 'react'
import { Block } from '@/components/primitives/box'
import { type Slot, fitLayout } from './board-geometry'
import './spread-board.css'

export interface SpreadBoardProps {
  layout: SpreadLayout
  /** Board width in screen px. */
  width: number
  maxHeight?: number
  /** What lies in each slot: a card, its back, or an empty place. */
  renderSlot: (slot: Slot) => ReactNode
}

/** A spread laid out from its layout data (x, y, angle), scaled to the screen. */
export function SpreadBoard({ layout, width, maxHeight, renderSlot }: SpreadBoardProps) {
  const fitted = fitLayout(layout, width, maxHeight)
  return (
    <Block className="spread-board" style={{ width: `${fitted.width}px`, height: `${fitted.height}px` }}>
      {fitted.slots.map((slot) => (
        <Block
          key={slot.index}
          className="spread-board__slot"
          style={{
            left: `${slot.left}px`,
            top: `${slot.top}px`,
            width: `${slot.width}px`,
            height: `${slot.height}px`,
            transform: slot.angle ? `rotate(${slot.angle}deg)` : undefined,
            zIndex: slot.index + 1,
          }}
        >
          {renderSlot(slot)}
        </Block>
      ))}
    </Block>
  )
}
