import { Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import type { DrawnCard } from '@tarot/core/deck'
import type { SpreadLayout } from '@tarot/core/layout'
import type { SpreadPosition } from '@tarot/core/spreads'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { SpreadBoard } from '@/components/spread-board/spread-board'
import { currentLanguage } from '@/lib/i18n/i18n'
import './draw-board.css'
import '@/lib/i18n/namespaces/draw'

/** How long the cards take to fly to their places, the delay between two of them, and a turn over. */
export const FLY_MS = 650
export const TURN_MS = 500

/** Delay between two cards taking off: unhurried for a few cards, brisk for a large spread. */
export function flyStagger(count: number): number {
  return Math.round(Math.min(90, 1200 / Math.max(1, count)))
}

/** Time between two cards turning over. */
export function turnGap(count: number): number {
  return Math.round(Math.min(420, Math.max(60, 2400 / Math.max(1, count))))
}

/** When the last card of `count` lies face up, counted from the board's first render (3 cards: about 2.7 s; 48: about 5 s). */
export function revealDuration(count: number): number {
  return FLY_MS + count * flyStagger(count) + count * turnGap(count) + TURN_MS
}

export interface DrawBoardProps {
  layout: SpreadLayout
  positions: SpreadPosition[]
  cards: readonly DrawnCard[]
  width: number
  maxHeight: number
  onRevealed: () => void
}

/**
 * The picked cards fly from the fan to their places on the spread, then turn over
 * one after another (reversed cards end upside down). Class changes drive CSS
 * transitions; one timer per step, none per frame.
 */
export function DrawBoard({ layout, positions, cards, width, maxHeight, onRevealed }: DrawBoardProps) {
  const { t } = useTranslation('draw')
  const language = currentLanguage()
  const [arrived, setArrived] = useState(false)
  const [turning, setTurning] = useState(0)
  const [faceUp, setFaceUp] = useState(0)
  const stagger = flyStagger(cards.length)

  useEffect(() => {
    const count = cards.length
    const gap = turnGap(count)
    const begin = FLY_MS + count * flyStagger(count)
    const timers = [setTimeout(() => setArrived(true), 40)]
    for (let i = 0; i < count; i += 1) {
      timers.push(setTimeout(() => setTurning(i + 1), begin + i * gap))
      // The face replaces the back when the card stands edge-on, halfway through the turn.
      timers.push(setTimeout(() => setFaceUp(i + 1), begin + i * gap + TURN_MS / 2))
    }
    timers.push(setTimeout(onRevealed, revealDuration(count)))
    return () => timers.forEach(clearTimeout)
    // Runs once for the cards this board was opened with.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <View className='draw-board'>
      <SpreadBoard
        layout={layout}
        width={width}
        maxHeight={maxHeight}
        renderSlot={(slot) => {
          const card = cards[slot.index]
          if (!card) return null
          const up = slot.index < faceUp
          return (
            <View
              className={`board-card ${arrived ? '' : 'board-card--away'} ${slot.index < turning ? 'board-card--turning' : ''}`}
              style={{ transitionDelay: `${slot.index * stagger}ms` }}
            >
              <CardFace
                id={up ? card.id : null}
                orientation={card.orientation}
                faceUp={up}
                width={slot.width}
                label={up ? `${positions[slot.index]?.name ?? ''} ${cardName(card.id, language)}` : undefined}
              />
            </View>
          )
        }}
      />
      <View className='draw-board__list'>
        {cards.map((card, i) =>
          i < faceUp ? (
            <View key={i} className='draw-board__row draw__result'>
              <Text className='draw-board__index'>{i + 1}</Text>
              <Text className='draw-board__position'>{positions[i]?.name ?? ''}</Text>
              <Text className='draw-board__name'>{cardName(card.id, language)}</Text>
              <Text className={`draw-board__orientation ${card.orientation === 'reversed' ? 'draw-board__orientation--reversed' : ''}`}>
                {card.orientation === 'reversed' ? t('flow.reversed') : t('flow.upright')}
              </Text>
            </View>
          ) : null,
        )}
      </View>
    </View>
  )
}
