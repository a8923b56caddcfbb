import { Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import type { Orientation } from '@tarot/core/deck'
import type { SpreadPosition } from '@tarot/core/spreads'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { currentLanguage } from '@/lib/i18n/i18n'
import type { Choice } from '../stores/draft'
import '../../../components/segment/segment.css'
import '@/lib/i18n/namespaces/draw'
import { Block } from '@/components/primitives/box'

export interface PositionRowProps {
  index: number
  position: SpreadPosition
  choice: Choice
  /** Marked after a submit with this position still empty. */
  missing: boolean
  onOpen: () => void
  onOrientation: (orientation: Orientation) => void
}

const ORIENTATIONS: readonly Orientation[] = ['upright', 'reversed']

/** One position of the spread: its name and meaning, the card placed there, and upright/reversed, always explicit. */
export function PositionRow({ index, position, choice, missing, onOpen, onOrientation }: PositionRowProps) {
  const { t } = useTranslation('draw')
  const language = currentLanguage()
  return (
    <View id={`input-position-${index}`} className={`input__position ${missing ? 'input__position--missing' : ''} ${choice.id ? 'input__position--filled' : ''}`}>
      <Block className="input__pick" onClick={onOpen} ariaRole="button">
        <View className="input__slot">
          {choice.id ? (
            <CardFace id={choice.id} orientation={choice.orientation} width={54} label={cardName(choice.id, language)} />
          ) : (
            <View className="input__empty">
              <Text className="input__empty-mark">+</Text>
            </View>
          )}
        </View>
        <View className="input__info">
          <Text className="input__label">
            {t('input.position', { number: index + 1 })} · {position.name}
          </Text>
          <Text className="input__meaning">{position.meaning}</Text>
          <Text className={`input__card-name ${choice.id ? '' : 'input__card-name--empty'}`}>{choice.id ? cardName(choice.id, language) : t('input.choose')}</Text>
        </View>
      </Block>
      <Block className="input__orientation" ariaRole="radiogroup" ariaLabel={t('input.orientation')}>
        {ORIENTATIONS.map((o) => (
          <Block
            key={o}
            className={`segment input__orientation-option input__orientation-option--${o} ${choice.orientation === o ? 'segment--on input__orientation-option--active' : ''}`}
            ariaRole="radio"
            aria-checked={choice.orientation === o}
            onClick={() => onOrientation(o)}
          >
            <Text className={`segment__label ${choice.orientation === o ? 'segment__label--on' : ''}`}>{o === 'upright' ? t('flow.upright') : t('flow.reversed')}</Text>
          </Block>
        ))}
      </Block>
    </View>
  )
}
