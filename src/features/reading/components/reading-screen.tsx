import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ReadingView } from '@tarot/contracts/readings'
import { findSpread } from '@/lib/content/spreads'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PositionList, ReadingBoard } from '@/components/reading-board/reading-board'
import { VerifyDraw } from '@/components/verify-draw/verify-draw'
import { currentLanguage } from '@/lib/i18n/i18n'
import { open } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { useReading } from '../hooks/use-reading'
import { CardDetail } from './card-detail'
import { Interpretation } from './interpretation'
import { ReadingSave } from './reading-save'
import './reading-screen.css'
import '@/lib/i18n/namespaces/draw'
import '@/lib/i18n/namespaces/reading'

function HomeButton() {
  const { t } = useTranslation('reading')
  return (
    <Button className="reading__secondary" onClick={() => void open(HOME)}>
      {t('home')}
    </Button>
  )
}

function ReadingBody({ reading, onSaved, extra }: { reading: ReadingView; onSaved: (saved: ReadingView) => void; extra?: (reading: ReadingView) => ReactNode }) {
  const { t } = useTranslation('reading')
  const spread = findSpread(reading.spreadId, currentLanguage())
  const positions = spread?.positions ?? []
  const cards = reading.cards
  const [selected, setSelected] = useState<number | null>(null)
  const [scrollToDetail, setScrollToDetail] = useState(0)

  const select = useCallback((index: number, from: 'board' | 'list') => {
    setSelected(index)
    // A row far down the list opens the detail above it: bring the detail into view.
    if (from === 'list') setScrollToDetail((n) => n + 1)
  }, [])

  useEffect(() => {
    if (scrollToDetail > 0) Taro.pageScrollTo({ selector: '.card-detail', duration: 300 }).catch(() => undefined)
  }, [scrollToDetail])

  const card = selected !== null ? cards?.[selected] : undefined
  const labels = { upright: t('upright'), reversed: t('reversed'), position: (n: number) => t('position', { n }) }

  return (
    <View className="reading">
      <View className="reading__head">
        <View className="reading__meta">
          <Text className="reading__spread">{spread?.name ?? reading.spreadId}</Text>
          <Text className="reading__mode">{reading.mode === 'draw' ? t('mode.draw') : t('mode.physical')}</Text>
        </View>
        <Text className="reading__label">{t('question')}</Text>
        <Text className="reading__question" userSelect>
          {reading.question}
        </Text>
      </View>
      <ReadingSave reading={reading} onSaved={onSaved} />

      {cards && cards.length > 0 ? (
        <>
          <ReadingBoard spreadId={reading.spreadId} cards={cards} positions={positions} labels={labels} selected={selected} onSelect={select} />
          {card && selected !== null ? <CardDetail key={selected} index={selected} card={card} position={positions[selected]} onClose={() => setSelected(null)} /> : null}
          <PositionList cards={cards} positions={positions} labels={labels} hint={t('tapHint')} selected={selected} onSelect={select} />
          <Interpretation reading={reading} />
          {extra?.(reading)}
          {reading.mode === 'draw' ? <VerifyDraw reading={reading} /> : null}
          <Button className="reading__secondary reading__ask-reader" onClick={() => void open(`/pages/reader/readers?readingId=${encodeURIComponent(reading.id)}`)}>
            {t('askReader')}
          </Button>
        </>
      ) : (
        <View className="reading__notice">
          <Text className="reading__status">{t('notDrawn')}</Text>
          <HomeButton />
        </View>
      )}
    </View>
  )
}

/**
 * /pages/tarot/tarot_read?id= — the cards on their spread, each position explained, the AI interpretation, follow-ups and the draw's proof.
 * `extra` is what the page adds below the interpretation once the cards are known (sharing, from its own feature).
 */
export function ReadingScreen({ id, extra }: { id: string; extra?: (reading: ReadingView) => ReactNode }) {
  const { t } = useTranslation('reading')
  const { t: tc } = useTranslation()
  const { state, retry, replace } = useReading(id)

  if (state.status === 'loading') return <Text className="reading__status reading__loading">{t('loading')}</Text>
  if (state.status === 'missing')
    return (
      <View className="reading__notice">
        <Text className="reading__status">{t('notFound')}</Text>
        <HomeButton />
      </View>
    )
  if (state.status === 'failed')
    return (
      <View className="reading__notice">
        <Text className="reading__failed-title">{t('failedTitle')}</Text>
        <Text className="reading__failed-ask">{t('failedRetry')}</Text>
        <Button className="primary-button reading__reload" onClick={retry}>
          {tc('common.retry')}
        </Button>
      </View>
    )
  return <ReadingBody reading={state.reading} onSaved={replace} extra={extra} />
}
