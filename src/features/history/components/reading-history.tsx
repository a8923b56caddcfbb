import { Button, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { cardName } from '@tarot/content/card-names'
import type { ReadingView } from '@tarot/contracts/readings'
import { CardFace } from '@/components/card-face/card-face'
import { findSpread } from '@/lib/content/spreads'
import dayjs from 'dayjs'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { openAsk } from '@/lib/session/access'
import { showToast } from '@/lib/ui/toast'
import { useReadingHistory } from '../use-reading-history'
import '../../../components/panel/panel.css'
import './reading-history.css'
import { confirm } from '@/components/dialog/dialog'

/** How many thumbnails fit a row on a phone; a larger spread shows the rest as "+n". */
const THUMBNAILS = 7

/** The reading's cards as small faces in spread order, reversed ones turned, each named for screen readers. */
function Thumbnails({ cards }: { cards: NonNullable<ReadingView['cards']> }) {
  const { t } = useTranslation('history')
  const language = currentLanguage()
  const shown = cards.slice(0, THUMBNAILS)
  return (
    <View className="history__thumbnails">
      {shown.map((card, i) => (
        <CardFace
          key={i}
          id={card.id}
          orientation={card.orientation}
          width={34}
          className="history__thumbnail"
          label={card.orientation === 'reversed' ? t('reversedCard', { name: cardName(card.id, language) }) : cardName(card.id, language)}
        />
      ))}
      {cards.length > shown.length ? <Text className="history__more-cards">{t('moreCards', { count: cards.length - shown.length })}</Text> : null}
    </View>
  )
}

function Record({ reading, onOpen, onDelete }: { reading: ReadingView; onOpen: () => void; onDelete: () => void }) {
  const { t } = useTranslation('history')
  const language = currentLanguage()
  const spread = findSpread(reading.spreadId, language)
  // The first line says what was asked; the rest is on the reading's page.
  const question = reading.question.split('\n')[0]!.trim()
  return (
    <View className="panel history__record" onClick={onOpen}>
      <View className="panel__head history__record-head">
        <Text className="history__spread">{spread?.name ?? reading.spreadId}</Text>
        <Text className="history__date">{dayjs(reading.savedAt ?? reading.createdAt).format(language === 'en' ? 'MMM D, YYYY HH:mm' : 'YYYY-MM-DD HH:mm')}</Text>
      </View>
      {reading.cards?.length ? <Thumbnails cards={reading.cards} /> : null}
      <Text className="history__question">{question}</Text>
      <View className="history__record-foot">
        <Text className="history__badge">{reading.mode === 'draw' ? t('draw') : t('physical')}</Text>
        <Text className="history__badge">{t('cards', { count: reading.positions })}</Text>
        <View className="history__spacer" />
        <Text
          className="history__delete"
          onClick={(e) => {
            e.stopPropagation()
            onDelete()
          }}
        >
          {t('delete')}
        </Text>
      </View>
    </View>
  )
}

/** The signed-in user's readings: newest first, 20 at a time, pull to refresh, reopen, delete with confirmation. */
export function ReadingHistory() {
  const { t } = useTranslation('history')
  const { t: tc } = useTranslation()
  const history = useReadingHistory()

  // The first page on mount; coming back to the tab later (e.g. after a new reading) shows the newest records.
  const shownBefore = useRef(false)
  useEffect(() => {
    void history.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])
  useDidShow(() => {
    if (shownBefore.current) void history.refresh()
    shownBefore.current = true
  })
  usePullDownRefresh(() => {
    void history.refresh().finally(() => void Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void history.loadMore())

  const confirmDelete = async (id: string) => {
    if (!(await confirm({ title: t('deleteTitle'), content: t('deleteBody'), confirmText: t('delete'), cancelText: tc('common.cancel'), danger: true }))) return
    try {
      await history.remove(id)
      showToast(t('deleted'), { icon: 'success' })
    } catch {
      showToast(tc('errors.deleteFailed'))
    }
  }

  if (history.items.length === 0) {
    if (history.loading) return <Text className="history__status">{t('loading')}</Text>
    if (history.failed)
      return (
        <View className="history__empty">
          <Text className="history__status">{tc('errors.fetchFailed')}</Text>
          <Button className="primary-button" onClick={() => void history.refresh()}>
            {t('reload')}
          </Button>
        </View>
      )
    return (
      <View className="history__empty">
        <Text className="history__status">{tc('history.empty')}</Text>
        <Button className="primary-button" onClick={() => void openAsk('/pages/ai/ad_ask')}>
          {t('start')}
        </Button>
      </View>
    )
  }

  return (
    <View className="history">
      {history.items.map((reading) => (
        <Record key={reading.id} reading={reading} onOpen={() => void navigateTo(`/pages/tarot/tarot_read?id=${reading.id}`)} onDelete={() => void confirmDelete(reading.id)} />
      ))}
      {history.hasMore ? (
        <Button className="history__more" {...disabledWhen(history.loading)} onClick={() => void history.loadMore()}>
          {history.loading ? t('loading') : t('loadMore')}
        </Button>
      ) : (
        <Text className="history__status">{t('end')}</Text>
      )}
    </View>
  )
}
