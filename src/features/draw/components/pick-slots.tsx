import type { SpreadPosition } from '@tarot/core/spreads'
import { memo, useLayoutEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type SlotGrid, slotCentre } from '../model/slot-grid'
import { Block, Inline } from '@/components/primitives/box'
import { FanBack } from './fan-back'
import './pick-slots.css'
import '@/lib/i18n/namespaces/draw'

/** Where a picked card was in the fan: its middle relative to the grid's top left, its tilt and width. */
export interface SlotFlight {
  x: number
  y: number
  angle: number
  width: number
}

export interface PickSlotsProps {
  grid: SlotGrid
  positions: SpreadPosition[]
  /** How many positions have a card so far (they fill in order). */
  filled: number
  /** Where the card for position i left the fan, for its flight; none with reduced motion. */
  flightOf: (position: number) => SlotFlight | null
  still: boolean
}

/** Places narrower than this set their names a size smaller. */
const NARROW = 76
/** A card picked lands here after this pause: long enough for the browser to draw it where it left the fan first. */
const TAKE_OFF_MS = 40

/**
 * The spread's positions under the fan, empty outlines numbered and named, that take a back each
 * as the cards are picked: the card flies from its place in the fan (one transform released into a
 * CSS transition, as the board's cards fly), or with reduced motion is simply there.
 */
export function PickSlots({ grid, positions, filled, flightOf, still }: PickSlotsProps) {
  return (
    <Block className="pick-slots" style={{ width: `${grid.width}px`, height: `${grid.height}px` }}>
      {positions.map((position, index) => (
        <PickSlot key={index} index={index} count={positions.length} name={position.name} grid={grid} filled={index < filled} flightOf={flightOf} still={still} />
      ))}
    </Block>
  )
}

interface PickSlotProps {
  index: number
  /** How many places the spread has (a short last row is centred). */
  count: number
  name: string
  grid: SlotGrid
  filled: boolean
  flightOf: (position: number) => SlotFlight | null
  still: boolean
}

const PickSlot = memo(function PickSlot({ index, count, name, grid, filled, flightOf, still }: PickSlotProps) {
  const { t } = useTranslation('draw')
  const centre = slotCentre(grid, index, count)
  const left = centre.x - grid.cellWidth / 2
  const top = centre.y - grid.cardHeight / 2
  // The transform that puts the card back where it left the fan, until it is released to fly here.
  const [away, setAway] = useState<string | null>(null)
  useLayoutEffect(() => {
    if (!filled || still) return
    const start = flightOf(index)
    if (!start) return
    const dx = start.x - centre.x
    const dy = start.y - centre.y
    setAway(`translate(${dx.toFixed(1)}px, ${dy.toFixed(1)}px) rotate(${start.angle.toFixed(1)}deg) scale(${(start.width / grid.cardWidth).toFixed(3)})`)
    const timer = setTimeout(() => setAway(null), TAKE_OFF_MS)
    return () => clearTimeout(timer)
    // Flies once, when the card arrives; a later re-layout puts it in its place without a flight.
  }, [filled]) // eslint-disable-line react-hooks/exhaustive-deps

  const number = index + 1
  return (
    <Block
      className={`pick-slot ${filled ? 'pick-slot--filled' : ''}`}
      style={{ left: `${left.toFixed(1)}px`, top: `${top.toFixed(1)}px`, width: `${grid.cellWidth.toFixed(1)}px` }}
      ariaLabel={t(filled ? 'draw.slotFilled' : 'draw.slotEmpty', { number, name })}
    >
      <Block className="pick-slot__outline" style={{ width: `${grid.cardWidth}px`, height: `${grid.cardHeight}px` }}>
        <Inline className={`pick-slot__number ${grid.cardWidth < 30 ? 'pick-slot__number--small' : ''}`}>{number}</Inline>
        {filled ? (
          <Block className={`pick-slot__card ${away ? 'pick-slot__card--away' : ''} ${still ? 'pick-slot__card--still' : ''}`} style={away ? { transform: away } : undefined}>
            <FanBack width={grid.cardWidth} />
            {grid.cardWidth >= 30 ? <Inline className="pick-slot__badge">{number}</Inline> : null}
          </Block>
        ) : null}
      </Block>
      {/* The name may use the gap beside its place (a long word in a narrow place), in smaller type where places are narrow. */}
      {grid.named ? (
        <Inline className={`pick-slot__name ${grid.cellWidth < NARROW ? 'pick-slot__name--narrow' : ''}`} style={{ width: `${(grid.cellWidth + grid.gapX - 4).toFixed(1)}px` }}>
          {name}
        </Inline>
      ) : null}
    </Block>
  )
})
