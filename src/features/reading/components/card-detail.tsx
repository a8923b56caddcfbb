import { Button, Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import type { SpreadPosition } from '@tarot/core/spreads'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { type BoardCard, orientationKey } from '@/components/reading-board/reading-board'
import { TextDocument } from '@/components/text-document/text-document'
import { currentLanguage } from '@/lib/i18n/i18n'
import type { CardMeaning } from '@/lib/api/card-meaning'
import { useCardMeaning } from '../hooks/use-card-meaning'
import './card-detail.css'
import '@/lib/i18n/namespaces/reading'
import { Block } from '@/components/primitives/box'

const ASPECTS = ['love', 'career', 'wealth', 'advice'] as const

function Meaning({ meaning, orientation }: { meaning: CardMeaning; orientation: 'upright' | 'reversed' }) {
  const { t } = useTranslation('reading')
  const keywords = meaning.keywords?.[orientation] ?? []
  return (
    <View className="card-detail__meaning">
      {keywords.length > 0 ? (
        <View className="card-detail__block">
          <Text className="card-detail__label">{t('detail.keywords')}</Text>
          <View className="card-detail__keywords">
            {keywords.map((word) => (
              <Text key={word} className="card-detail__keyword">
                {word}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      <View className="card-detail__block">
        <Text className="card-detail__label">{t('detail.meaning')}</Text>
        <TextDocument className="card-detail__text" text={meaning[orientation] ?? ''} />
      </View>
      {ASPECTS.map((aspect) => {
        const text = meaning[aspect]?.[orientation]
        return text ? (
          <View key={aspect} className="card-detail__aspect">
            <Text className="card-detail__aspect-name">{t(`detail.${aspect}`)}</Text>
            <Text className="card-detail__aspect-text">{text}</Text>
          </View>
        ) : null
      })}
    </View>
  )
}

/** One position of the reading opened: what the position asks, the card as it lies, and its meaning in that orientation (from the data host). */
export function CardDetail({ index, card, position, onClose }: { index: number; card: BoardCard; position?: SpreadPosition; onClose: () => void }) {
  const { t } = useTranslation('reading')
  const { t: tc } = useTranslation()
  const { state, retry } = useCardMeaning(card.id)
  const orientation = orientationKey(card.orientation)
  const name = state.status === 'ready' && state.meaning.name ? state.meaning.name : cardName(card.id, currentLanguage())

  return (
    <View className="card-detail">
      <View className="card-detail__head">
        <Text className="card-detail__position">{position ? `${t('position', { n: index + 1 })} · ${position.name}` : t('position', { n: index + 1 })}</Text>
        <Block className="card-detail__close" onClick={onClose} ariaRole="button" ariaLabel={t('detail.close')}>
          <Text className="card-detail__close-mark">×</Text>
        </Block>
      </View>
      {position?.meaning ? (
        <View className="card-detail__asks">
          <Text className="card-detail__label">{t('detail.asks')}</Text>
          <Text className="card-detail__question">{position.meaning}</Text>
        </View>
      ) : null}
      <View className="card-detail__card">
        <CardFace id={card.id} orientation={card.orientation} width={64} label={name} />
        <View className="card-detail__title">
          <Text className="card-detail__name">{name}</Text>
          <Text className={`card-detail__orientation card-detail__orientation--${orientation}`}>{t(orientation)}</Text>
        </View>
      </View>
      {state.status === 'loading' ? <Text className="card-detail__status">{t('detail.loading')}</Text> : null}
      {state.status === 'failed' ? (
        <View className="card-detail__failed">
          <Text className="card-detail__status">{t('detail.failed')}</Text>
          <Button className="card-detail__retry" onClick={retry}>
            {tc('common.retry')}
          </Button>
        </View>
      ) : null}
      {state.status === 'ready' ? <Meaning meaning={state.meaning} orientation={orientation} /> : null}
    </View>
  )
}
