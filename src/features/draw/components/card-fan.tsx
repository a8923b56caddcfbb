import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, type BoxTouchEvent } from '@/components/primitives/box'
import { type FanGeometry, cardAt, slotTransform } from '../model/fan-geometry'
import { FanBack } from './fan-back'
import { useFanLift } from './fan-lift'
import './card-fan.css'
import '@/lib/i18n/namespaces/draw'

export interface CardFanProps {
  fan: FanGeometry
  /** Screen x of the fan's left edge (it is centred on the screen): touches come in screen coordinates. */
  left: number
  /** Fan slots picked so far, in the order of the spread's positions. */
  picks: number[]
  /** No more picks (all taken, or the reveal is under way). */
  closed: boolean
  /** Open at once, without the spreading out (reduced motion). */
  still: boolean
  onPick: (index: number) => void
}

/** A tap that follows a touch pick is the same gesture: ignore it. */
const CLICK_AFTER_TOUCH_MS = 600

/** The finger's x on screen, from the touches still down or (at the end) the ones just lifted. */
function clientX(event: BoxTouchEvent, changed: boolean): number | null {
  const list = changed ? event.changedTouches : event.touches
  const touch = list && list.length > 0 ? list[0] : undefined
  if (!touch) return null
  // The mini-program's touches carry clientX too; `x` is its older name.
  return touch.clientX ?? touch.x ?? null
}

/**
 * The shuffled deck face down as an arc across the width. A finger laid on it raises
 * the card beneath and the card follows the finger as it slides; lifting the finger
 * takes that card. A tap (or a click, or a screen reader's activation) on a card's
 * strip takes it too, and it leaves the fan for its place below (pick-slots). A move touches only the two cards whose state changes (on H5
 * without React, see fan-lift); the raising and the opening are CSS transitions on transform.
 */
export function CardFan({ fan, left, picks, closed, still, onPick }: CardFanProps) {
  const { t } = useTranslation('draw')
  const [open, setOpen] = useState(still)
  // Once the fan has opened, a card lowered again drops at once instead of waiting for its opening delay.
  const [settled, setSettled] = useState(still)
  const lastTouchPick = useRef(0)

  useEffect(() => {
    if (still) return setOpen(true)
    const timer = setTimeout(() => setOpen(true), 60)
    return () => clearTimeout(timer)
  }, [still])

  useEffect(() => {
    if (!open || settled) return
    const timer = setTimeout(() => setSettled(true), 900)
    return () => clearTimeout(timer)
  }, [open, settled])

  const order = useMemo(() => new Map(picks.map((slot, position) => [slot, position])), [picks])
  const lift = useFanLift(
    (index, raised) => slotTransform(fan, open ? (fan.slots[index]?.angle ?? 0) : 0, raised),
    (index) => order.has(index),
  )
  // React has just drawn the cards: the one under the finger stays up (H5).
  useLayoutEffect(() => lift.sync())
  const label = useCallback((n: number) => t('draw.card', { number: n }), [t])
  const xOf = (event: BoxTouchEvent, changed = false) => {
    const x = clientX(event, changed)
    return x === null ? null : x - left
  }
  const follow = (event: BoxTouchEvent) => {
    if (closed) return
    const x = xOf(event)
    if (x === null) return
    lift.follow(cardAt(fan, x))
  }
  const release = (event: BoxTouchEvent) => {
    const x = xOf(event, true)
    const index = x === null ? lift.under() : cardAt(fan, x)
    lift.follow(null)
    if (closed || index === null || order.has(index)) return
    lastTouchPick.current = Date.now()
    onPick(index)
  }
  const tap = (index: number) => {
    if (closed || order.has(index) || Date.now() - lastTouchPick.current < CLICK_AFTER_TOUCH_MS) return
    onPick(index)
  }

  return (
    <Block
      className={`fan ${closed ? 'fan--closed' : ''} ${still ? 'fan--still' : ''}`}
      style={{ width: `${fan.width}px`, height: `${fan.height}px` }}
      catchMove
      onTouchStart={follow}
      onTouchMove={follow}
      onTouchEnd={release}
      onTouchCancel={() => lift.follow(null)}
    >
      {fan.slots.map((slot) => {
        const position = order.get(slot.index)
        const delay = settled ? 0 : Math.round(Math.abs(slot.index - (fan.slots.length - 1) / 2) * 4)
        return (
          <FanCard
            key={slot.index}
            fan={fan}
            index={slot.index}
            angle={open ? slot.angle : 0}
            delay={delay}
            raised={position !== undefined || lift.shown === slot.index}
            position={position}
            register={lift.register}
          />
        )
      })}
      <FanStrips fan={fan} label={label} onTap={tap} />
    </Block>
  )
}

interface FanCardProps {
  fan: FanGeometry
  index: number
  angle: number
  delay: number
  raised: boolean
  position: number | undefined
  register: (index: number, element: unknown) => void
}

/** One back in the fan. Memoised: a finger moving redraws at most the card it leaves and the one it reaches. */
const FanCard = memo(function FanCard({ fan, index, angle, delay, raised, position, register }: FanCardProps) {
  const picked = position !== undefined
  const ref = useCallback((element: unknown) => register(index, element), [register, index])
  return (
    <Block
      ref={ref}
      className={`fan__slot ${raised ? 'fan__slot--raised' : ''} ${picked ? 'fan__slot--picked' : ''}`}
      style={{
        left: `${fan.pivotX - fan.cardWidth / 2}px`,
        top: `${fan.pivotY - fan.cardHeight}px`,
        width: `${fan.cardWidth}px`,
        height: `${fan.cardHeight}px`,
        transform: slotTransform(fan, angle, raised),
        // The fan opens from the middle outwards.
        transitionDelay: raised ? '0ms' : `${delay}ms`,
      }}
    >
      <FanBack width={fan.cardWidth} />
    </Block>
  )
})

/** The tap strips over the fan, one per card, side by side across the width. */
const FanStrips = memo(function FanStrips({ fan, label, onTap }: { fan: FanGeometry; label: (n: number) => string; onTap: (index: number) => void }) {
  const tap = useRef(onTap)
  tap.current = onTap
  return (
    <Block className="fan__strips">
      {fan.slots.map((slot) => (
        <Block
          key={slot.index}
          className="fan__card"
          style={{ left: `${fan.edges[slot.index]!.toFixed(2)}px`, width: `${(fan.edges[slot.index + 1]! - fan.edges[slot.index]!).toFixed(2)}px` }}
          ariaRole="button"
          ariaLabel={label(slot.index + 1)}
          onClick={() => tap.current(slot.index)}
        />
      ))}
    </Block>
  )
})
