import { cardName } from '@tarot/content/card-names'
import type { DrawnCard } from '@tarot/core/deck'
import type { SpreadLayout } from '@tarot/core/layout'
import type { SpreadPosition } from '@tarot/core/spreads'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { fitLayout } from '@/components/spread-board/board-geometry'
import { SpreadBoard } from '@/components/spread-board/spread-board'
import { currentLanguage } from '@/lib/i18n/i18n'
import { FlipCard } from './flip-card'
import './draw-board.css'
import '@/lib/i18n/namespaces/draw'

/** How long the cards take to fly to their places, and a turn over. */
export const FLY_MS = 650
export const TURN_MS = 600
/** With reduced motion: the cards are simply there, and turn face up together after this pause. */
const STILL_MS = 250

/** Delay between two cards taking off: unhurried for a few cards, brisk for a large spread. */
export function flyStagger(count: number): number {
  return Math.round(Math.min(90, 1200 / Math.max(1, count)))
}

/** Time between two cards turning over. */
export function turnGap(count: number): number {
  return Math.round(Math.min(420, Math.max(60, 2400 / Math.max(1, count))))
}

/** When the last card of `count` lies face up, counted from the board's first render (3 cards: about 2.8 s; 48: about 5 s). */
export function revealDuration(count: number, still = false): number {
  return still ? STILL_MS : FLY_MS + count * flyStagger(count) + count * turnGap(count) + TURN_MS
}

/** Where a picked card was in the fan when the board opened: its middle in screen px (x from the screen's left, y from the board's top), tilt and width. */
export interface FlightStart {
  x: number
  y: number
  angle: number
  width: number
}

export interface DrawBoardProps {
  layout: SpreadLayout
  positions: SpreadPosition[]
  cards: readonly DrawnCard[]
  width: number
  maxHeight: number
  /** The screen's width: the board is centred on it, the fan spanned it. */
  screenWidth: number
  /** Each card's place in the fan, in position order; without it (a resumed reading) the cards rise from below. */
  from?: FlightStart[]
  /** Reduced motion: no flight, no turn. */
  still: boolean
  onRevealed: () => void
}

/**
 * The picked cards fly from their places in the fan to their places on the spread,
 * then turn over one after another (reversed cards end upside down). Each card starts
 * transformed back to where it was in the fan and the transform is released: one CSS
 * transition per card, one timer per step, nothing per frame in JS.
 */
export function DrawBoard({ layout, positions, cards, width, maxHeight, screenWidth, from, still, onRevealed }: DrawBoardProps) {
  const { t } = useTranslation('draw')
  const language = currentLanguage()
  const [arrived, setArrived] = useState(still)
  const [turning, setTurning] = useState(0)
  const [faceUp, setFaceUp] = useState(0)
  const stagger = flyStagger(cards.length)
  const fitted = useMemo(() => fitLayout(layout, width, maxHeight), [layout, width, maxHeight])
  const boardLeft = screenWidth / 2 - fitted.width / 2

  useEffect(() => {
    const count = cards.length
    if (still) {
      const timers = [setTimeout(() => (setTurning(count), setFaceUp(count)), STILL_MS / 2), setTimeout(onRevealed, STILL_MS)]
      return () => timers.forEach(clearTimeout)
    }
    const gap = turnGap(count)
    const begin = FLY_MS + count * flyStagger(count)
    const timers = [setTimeout(() => setArrived(true), 40)]
    for (let i = 0; i < count; i += 1) {
      timers.push(setTimeout(() => setTurning(i + 1), begin + i * gap))
      timers.push(setTimeout(() => setFaceUp(i + 1), begin + i * gap + TURN_MS))
    }
    timers.push(setTimeout(onRevealed, revealDuration(count)))
    return () => timers.forEach(clearTimeout)
    // Runs once for the cards this board was opened with.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  /** The transform that puts a board card back where it lay in the fan, in its slot's own (possibly rotated) frame. */
  const away = (index: number): { transform: string; fromFan: boolean } => {
    const slot = fitted.slots[index]
    const start = from?.[index]
    if (!slot || !start) return { transform: 'translateY(520px) scale(0.6)', fromFan: false }
    const dx = start.x - (boardLeft + slot.left + slot.width / 2)
    const dy = start.y - (slot.top + slot.height / 2)
    const turn = (-slot.angle * Math.PI) / 180
    const x = dx * Math.cos(turn) - dy * Math.sin(turn)
    const y = dx * Math.sin(turn) + dy * Math.cos(turn)
    return { transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) rotate(${(start.angle - slot.angle).toFixed(1)}deg) scale(${(start.width / slot.width).toFixed(3)})`, fromFan: true }
  }

  return (
    <Block className={`draw-board ${still ? 'draw-board--still' : ''}`}>
      <SpreadBoard
        layout={layout}
        width={width}
        maxHeight={maxHeight}
        renderSlot={(slot) => {
          const card = cards[slot.index]
          if (!card) return null
          const start = arrived ? null : away(slot.index)
          return (
            <Block
              className={`board-card ${start ? (start.fromFan ? 'board-card--in-fan' : 'board-card--away') : ''} ${still ? 'board-card--still' : ''}`}
              style={{ transitionDelay: `${slot.index * stagger}ms`, transform: start?.transform }}
            >
              <FlipCard
                id={card.id}
                orientation={card.orientation}
                width={slot.width}
                turning={slot.index < turning}
                faceUp={slot.index < faceUp}
                still={still}
                label={`${positions[slot.index]?.name ?? ''} ${cardName(card.id, language)}`}
              />
            </Block>
          )
        }}
      />
      <Block className="draw-board__list">
        {cards.map((card, i) =>
          i < faceUp ? (
            <Block key={i} className="draw-board__row draw__result">
              <Inline className="draw-board__index">{i + 1}</Inline>
              <Inline className="draw-board__position">{positions[i]?.name ?? ''}</Inline>
              <Inline className="draw-board__name">{cardName(card.id, language)}</Inline>
              <Inline className={`draw-board__orientation ${card.orientation === 'reversed' ? 'draw-board__orientation--reversed' : ''}`}>
                {card.orientation === 'reversed' ? t('flow.reversed') : t('flow.upright')}
              </Inline>
            </Block>
          ) : null,
        )}
      </Block>
    </Block>
  )
}
