import { Button, Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import type { Language } from '@tarot/core/language'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { PageFrame } from '@/components/page-frame/page-frame'
import { fetchCardMeaning } from '@/lib/api/card-meaning'
import { useServerData } from '@/lib/data/use-server-data'
import { labelled } from '@/lib/i18n/punctuation'
import './library.css'

const ASPECTS = ['love', 'career', 'wealth', 'advice'] as const

/** A card's page in the library: its art, keywords and meanings upright and reversed, and the love, career, wealth and advice readings. */
export function CardPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('library')
  const language = i18n.language as Language
  const { state, retry } = useServerData(['card-meaning', id, language], () => fetchCardMeaning(id))
  const card = state.status === 'ready' ? state.value : undefined
  return (
    <PageFrame title={cardName(id, language)}>
      <View className="card-page">
        <View className="card-page__art">
          <CardFace id={id} width={150} label={cardName(id, language)} />
        </View>
        {state.status === 'loading' ? <Text className="card-page__status">{t('loading')}</Text> : null}
        {state.status === 'failed' ? (
          <View>
            <Text className="card-page__status">{t('failed')}</Text>
            <Button className="primary-button" onClick={retry}>
              {t('retry')}
            </Button>
          </View>
        ) : null}
        {card
          ? (['upright', 'reversed'] as const).map((side) => (
              <View key={side} className={`card-page__side card-page__side--${side}`}>
                <Text className="card-page__side-title">{t(side)}</Text>
                <Text className="card-page__keywords">{labelled(t('keywords'), card.keywords[side].join(language === 'en' ? ', ' : '、'), language)}</Text>
                <Text className="card-page__text">{card[side]}</Text>
                {ASPECTS.map((aspect) =>
                  card[aspect] ? (
                    <View key={aspect} className="card-page__aspect-block">
                      <Text className="card-page__aspect">{t(aspect)}</Text>
                      <Text className="card-page__text">{card[aspect]![side]}</Text>
                    </View>
                  ) : null,
                )}
              </View>
            ))
          : null}
      </View>
    </PageFrame>
  )
}
