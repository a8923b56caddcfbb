import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { cardName } from '@tarot/content/card-names'
import type { Orientation } from '@tarot/core/deck'
import type { SpreadLayout } from '@tarot/core/layout'
import { type SpreadPosition } from '@tarot/core/spreads'
import { findLayout } from '@/lib/content/spreads'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { SpreadBoard } from '@/components/spread-board/spread-board'
import { currentLanguage } from '@/lib/i18n/i18n'
import './reading-board.css'
import '@/lib/i18n/namespaces/reading'

export interface BoardCard {
  id: string
  orientation: Orientation
}

/** The board's size in screen px: the page's width less its margins (capped for wide screens), and at most about half the screen tall. */
function boardSize(): { width: number; maxHeight: number } {
  let windowWidth = 375
  let windowHeight = 667
  try {
    const info = Taro.getSystemInfoSync()
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

export function orientationKey(orientation: Orientation): 'upright' | 'reversed' {
  return orientation === 'reversed' ? 'reversed' : 'upright'
}

/** The spread laid out with every card face up (reversed ones upside down), each tappable, and the positions as a list below. */
export function ReadingBoard({
  spreadId,
  cards,
  positions,
  selected,
  onSelect,
}: {
  spreadId: string
  cards: readonly BoardCard[]
  positions: readonly SpreadPosition[]
  selected: number | null
  onSelect: (index: number, from: 'board' | 'list') => void
}) {
  const { t } = useTranslation('reading')
  const language = currentLanguage()
  const size = useMemo(boardSize, [])
  const layout = useMemo(() => {
    const known = findLayout(spreadId)
    return known && known.positions.length >= cards.length ? known : rowLayout(cards.length)
  }, [spreadId, cards.length])

  return (
    <View className='reading__board-wrap'>
      <View className='reading__board'>
        <SpreadBoard
          layout={layout}
          width={size.width}
          maxHeight={size.maxHeight}
          renderSlot={(slot) => {
            const card = cards[slot.index]
            if (!card) return null
            const name = cardName(card.id, language)
            return (
              <View
                className={`reading__card ${selected === slot.index ? 'reading__card--selected' : ''}`}
                onClick={() => onSelect(slot.index, 'board')}
                ariaRole='button'
                ariaLabel={`${slot.index + 1}. ${positions[slot.index]?.name ?? ''} ${name} ${t(orientationKey(card.orientation))}`}
              >
                <CardFace id={card.id} orientation={card.orientation} width={slot.width} label={name} />
                <Text className='reading__badge'>{slot.index + 1}</Text>
              </View>
            )
          }}
        />
      </View>
    </View>
  )
}

/** Every position with its card, as rows: easier to tap than the small cards of a large spread. */
export function PositionList({ cards, positions, selected, onSelect }: { cards: readonly BoardCard[]; positions: readonly SpreadPosition[]; selected: number | null; onSelect: (index: number, from: 'board' | 'list') => void }) {
  const { t } = useTranslation('reading')
  const language = currentLanguage()
  return (
    <View className='reading__positions'>
      <Text className='reading__hint'>{t('tapHint')}</Text>
      {cards.map((card, i) => (
        <View key={i} className={`reading__position ${selected === i ? 'reading__position--selected' : ''}`} onClick={() => onSelect(i, 'list')}>
          <Text className='reading__position-index'>{i + 1}</Text>
          <View className='reading__position-body'>
            <Text className='reading__position-name'>{positions[i]?.name ?? t('position', { n: i + 1 })}</Text>
            <Text className='reading__position-card'>{`${cardName(card.id, language)} · ${t(orientationKey(card.orientation))}`}</Text>
          </View>
          <Text className='reading__position-more'>›</Text>
        </View>
      ))}
    </View>
  )
}
