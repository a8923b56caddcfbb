import { Button, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { cardName } from '@tarot/content/card-names'
import type { ReadingView } from '@tarot/contracts/readings'
import { findSpread } from '@/lib/content/spreads'
import dayjs from 'dayjs'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo, openAsk } from '@/lib/navigation/navigate'
import { showToast } from '@/lib/ui/toast'
import { useReadingHistory } from '../use-reading-history'
import '../../../components/panel/panel.css'
import './reading-history.css'
import { confirm } from '@/components/dialog/dialog'

function Record({ reading, onOpen, onDelete }: { reading: ReadingView; onOpen: () => void; onDelete: () => void }) {
  const { t } = useTranslation('history')
  const language = currentLanguage()
  const spread = findSpread(reading.spreadId, language)
  const cards = (reading.cards ?? []).map((c) => cardName(c.id, language)).join(language === 'en' ? ', ' : '、')
  return (
    <View className='panel history__record' onClick={onOpen}>
      <View className='panel__head history__record-head'>
        <Text className='history__spread'>{spread?.name ?? reading.spreadId}</Text>
        <Text className='history__date'>{dayjs(reading.savedAt ?? reading.createdAt).format(language === 'en' ? 'MMM D, YYYY HH:mm' : 'YYYY-MM-DD HH:mm')}</Text>
      </View>
      <Text className='history__question'>{reading.question}</Text>
      {cards ? <Text className='history__cards'>{cards}</Text> : null}
      <View className='history__record-foot'>
        <Text className='history__badge'>{reading.mode === 'draw' ? t('draw') : t('physical')}</Text>
        <Text className='history__badge'>{t('cards', { count: reading.positions })}</Text>
        <View className='history__spacer' />
        <Text
          className='history__delete'
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
    if (history.loading) return <Text className='history__status'>{t('loading')}</Text>
    if (history.failed)
      return (
        <View className='history__empty'>
          <Text className='history__status'>{tc('errors.fetchFailed')}</Text>
          <Button className='primary-button' onClick={() => void history.refresh()}>
            {t('reload')}
          </Button>
        </View>
      )
    return (
      <View className='history__empty'>
        <Text className='history__status'>{tc('history.empty')}</Text>
        <Button className='primary-button' onClick={() => void openAsk('/pages/ai/ad_ask')}>
          {t('start')}
        </Button>
      </View>
    )
  }

  return (
    <View className='history'>
      {history.items.map((reading) => (
        <Record key={reading.id} reading={reading} onOpen={() => void navigateTo(`/pages/tarot/tarot_read?id=${reading.id}`)} onDelete={() => void confirmDelete(reading.id)} />
      ))}
      {history.hasMore ? (
        <Button className='history__more' {...disabledWhen(history.loading)} onClick={() => void history.loadMore()}>
          {history.loading ? t('loading') : t('loadMore')}
        </Button>
      ) : (
        <Text className='history__status'>{t('end')}</Text>
      )}
    </View>
  )
}
