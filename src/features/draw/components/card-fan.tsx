import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { fanGeometry } from '../model/fan-geometry'
import './card-fan.css'
import '@/lib/i18n/namespaces/draw'

export interface CardFanProps {
  /** Screen px the fan's window is wide. */
  width: number
  /** Fan slots picked so far, in the order of the spread's positions. */
  picks: number[]
  /** No more picks (all taken, or the reveal is under way). */
  closed: boolean
  onPick: (index: number) => void
}

/**
 * The shuffled deck face down as a fan the user scrolls and taps. Each card is an
 * absolutely placed View with a fixed transform; the spread-out on opening and a
 * pick's lift are CSS transitions, so nothing runs per frame in JS. Each card's
 * tap strip (`fan__card`) is the part left uncovered by its neighbour.
 */
export function CardFan({ width, picks, closed, onPick }: CardFanProps) {
  const { t } = useTranslation('draw')
  const fan = useMemo(() => fanGeometry(width), [width])
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), 60)
    return () => clearTimeout(timer)
  }, [])
  const order = useMemo(() => new Map(picks.map((slot, position) => [slot, position])), [picks])
  const middle = fan.width / 2 - fan.cardWidth / 2
  const last = fan.slots.length - 1

  return (
    <ScrollView className={`fan ${closed ? 'fan--closed' : ''}`} scrollX scrollLeft={Math.max(0, (fan.width - width) / 2)} style={{ width: `${width}px`, height: `${fan.height}px` }}>
      <View className='fan__track' style={{ width: `${fan.width}px`, height: `${fan.height}px` }}>
        {fan.slots.map((slot) => {
          const position = order.get(slot.index)
          const picked = position !== undefined
          return (
            <View
              key={slot.index}
              className='fan__slot'
              style={{
                left: `${slot.left}px`,
                top: `${slot.top}px`,
                width: `${fan.cardWidth}px`,
                height: `${fan.cardHeight}px`,
                // Gathered in the middle at first, then fanned out from the centre outwards.
                transform: open ? `rotate(${slot.angle.toFixed(2)}deg)` : `translate(${(middle - slot.left).toFixed(1)}px, ${(fan.lift - slot.top).toFixed(1)}px)`,
                transitionDelay: `${Math.round(Math.abs(slot.index - last / 2) * 5)}ms`,
              }}
            >
              <View className={`fan__lift ${picked ? 'fan__lift--picked' : ''}`} style={picked ? { transform: `translateY(-${fan.lift}px)` } : undefined}>
                <CardFace id={null} width={fan.cardWidth} />
                {picked ? <Text className='fan__order'>{position + 1}</Text> : null}
              </View>
              <View
                className={`fan__card ${picked ? 'fan__card--picked' : ''}`}
                style={{ width: `${slot.index === last ? fan.cardWidth : fan.step}px` }}
                ariaRole='button'
                ariaLabel={t('draw.card', { number: slot.index + 1 })}
                onClick={() => (closed || picked ? undefined : onPick(slot.index))}
              />
            </View>
          )
        })}
      </View>
    </ScrollView>
  )
}
