import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { cardName } from '@tarot/content/card-names'
import type { Orientation } from '@tarot/core/deck'
import type { SpreadLayout } from '@tarot/core/layout'
import type { SpreadPosition } from '@tarot/core/spreads'
import { useMemo } from 'react'
import { CardFace } from '@/components/card-face/card-face'
import { SpreadBoard } from '@/components/spread-board/spread-board'
import { findLayout } from '@/lib/content/spreads'
import { currentLanguage } from '@/lib/i18n/i18n'
import './reading-board.css'
import { Block } from '@/components/primitives/box'

/**
 * A drawn spread as the reading page and the shared reading page show it: the cards face up on the spread's layout
 * (reversed ones upside down) and the positions as rows below. With `onSelect` both are tappable (the reading
 * page's card detail); without, they are read-only (a stranger's view of a shared reading).
 */

export interface BoardCard {
  id: string
  orientation: Orientation
}

/** The words the board shows, from the page's own namespace. */
export interface BoardLabels {
  upright: string
  reversed: string
  /** A position's name when the spread gives none (published after this build). */
  position: (n: number) => string
}

type Select = (index: number, from: 'board' | 'list') => void

export function orientationKey(orientation: Orientation): 'upright' | 'reversed' {
  return orientation === 'reversed' ? 'reversed' : 'upright'
}

/** The board's size in screen px: the page's width less its margins (capped for wide screens), and at most about half the screen tall. */
function boardSize(): { width: number; maxHeight: number } {
  let windowWidth = 375
  let windowHeight = 667
  try {
    const info = Taro.getWindowInfo()
    windowWidth = info.windowWidth || windowWidth
    windowHeight = info.windowHeight || windowHeight
  } catch {
    // keep the phone-sized defaults
  }
  const width = Math.min(windowWidth, 480) * (1 - 64 / 750)
  return { width, maxHeight: Math.max(260, Math.min(windowHeight * 0.6, 520)) }
}

/** A plain row for a spread whose layout is unknown, so its cards still show. */
function rowLayout(count: number): SpreadLayout {
  return { margin: 10, positions: Array.from({ length: count }, (_, i) => ({ x: 60 + i * 120, y: 95, angle: 0 as const })) }
}

export function ReadingBoard({
  spreadId,
  cards,
  positions,
  labels,
  selected = null,
  onSelect,
  className = '',
}: {
  spreadId: string
  cards: readonly BoardCard[]
  positions: readonly SpreadPosition[]
  labels: BoardLabels
  selected?: number | null
  onSelect?: Select
  className?: string
}) {
  const language = currentLanguage()
  const size = useMemo(boardSize, [])
  const layout = useMemo(() => {
    const known = findLayout(spreadId)
    return known && known.positions.length >= cards.length ? known : rowLayout(cards.length)
  }, [spreadId, cards.length])

  return (
    <View className={`reading-board ${className}`}>
      <View className="reading-board__board">
        <SpreadBoard
          layout={layout}
          width={size.width}
          maxHeight={size.maxHeight}
          renderSlot={(slot) => {
            const card = cards[slot.index]
            if (!card) return null
            const name = cardName(card.id, language)
            return (
              <Block
                className={`reading-board__card ${selected === slot.index ? 'reading-board__card--selected' : ''}`}
                onClick={onSelect ? () => onSelect(slot.index, 'board') : undefined}
                ariaRole={onSelect ? 'button' : undefined}
                ariaLabel={`${slot.index + 1}. ${positions[slot.index]?.name ?? ''} ${name} ${labels[orientationKey(card.orientation)]}`}
              >
                <CardFace id={card.id} orientation={card.orientation} width={slot.width} label={name} />
                <Text className="reading-board__badge">{slot.index + 1}</Text>
              </Block>
            )
          }}
        />
      </View>
    </View>
  )
}

/** Every position with its card, as rows: easier to tap than the small cards of a large spread. */
export function PositionList({
  cards,
  positions,
  labels,
  hint,
  selected = null,
  onSelect,
}: {
  cards: readonly BoardCard[]
  positions: readonly SpreadPosition[]
  labels: BoardLabels
  /** A line above the rows (how to use them). */
  hint?: string
  selected?: number | null
  onSelect?: Select
}) {
  const language = currentLanguage()
  return (
    <View className="position-list">
      {hint ? <Text className="position-list__hint">{hint}</Text> : null}
      {cards.map((card, i) => (
        <View key={i} className={`position-list__row ${selected === i ? 'position-list__row--selected' : ''}`} onClick={onSelect ? () => onSelect(i, 'list') : undefined}>
          <Text className="position-list__index">{i + 1}</Text>
          <View className="position-list__body">
            <Text className="position-list__name">{positions[i]?.name ?? labels.position(i + 1)}</Text>
            <Text className="position-list__card">{`${cardName(card.id, language)} · ${labels[orientationKey(card.orientation)]}`}</Text>
          </View>
          {onSelect ? <Text className="position-list__more">›</Text> : null}
        </View>
      ))}
    </View>
  )
}
