import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { ResultCode } from '@tarot/contracts/codes'
import type { SharedReading } from '@tarot/contracts/shares'
import { cardName } from '@tarot/content/card-names'
import type { SpreadLayout } from '@tarot/core/layout'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { SpreadBoard } from '@/components/spread-board/spread-board'
import { findLayout, findSpread } from '@/lib/content/spreads'
import { useServerData } from '@/lib/data/use-server-data'
import { ApiError } from '@/lib/http/client'
import { formatDay } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { open } from '@/lib/navigation/navigate'
import { keepFriendReferral } from '@/lib/session/access'
import { HOME } from '@/lib/navigation/routes'
import { getShared } from '../api/shares'
import { fromSharedReading, miniShareOf } from '../model/mini-share'
import { useShareHooks } from '../model/share-hooks'
import './shared-reading-screen.css'
import '@/lib/i18n/namespaces/share'

/** The board's width: the page less its margins, capped for wide screens; at most about half the screen tall. */
function boardSize(): { width: number; maxHeight: number } {
  let windowWidth = 375
  let windowHeight = 667
  try {
    const info = Taro.getSystemInfoSync()
    windowWidth = info.windowWidth || windowWidth
    windowHeight = info.windowHeight || windowHeight
  } catch {
    // phone-sized defaults
  }
  return { width: Math.min(windowWidth, 480) * (1 - 64 / 750), maxHeight: Math.max(260, Math.min(windowHeight * 0.6, 520)) }
}

/** A plain row for a spread whose layout is unknown here (published after this build), so its cards still show. */
function rowLayout(count: number): SpreadLayout {
  return { margin: 10, positions: Array.from({ length: count }, (_, i) => ({ x: 60 + i * 120, y: 95, angle: 0 as const })) }
}

/** Why a link shows nothing: taken back by its owner, or never known. Anything else is a failure worth a retry. */
export function closedReason(error: unknown): 'revoked' | 'notFound' | null {
  if (!(error instanceof ApiError) || error.kind !== 'code') return null
  if (error.code === ResultCode.shareRevoked) return 'revoked'
  return error.code === ResultCode.notFound ? 'notFound' : null
}

function AskYourOwn() {
  const { t } = useTranslation('share')
  return (
    <View className='shared__cta'>
      <Text className='shared__cta-hint'>{t('shared.ctaHint')}</Text>
      <Button className='primary-button shared__cta-button' onClick={() => void open(HOME)}>
        {t('shared.cta')}
      </Button>
    </View>
  )
}

function SharedBody({ reading }: { reading: SharedReading }) {
  const { t } = useTranslation('share')
  const language = currentLanguage()
  const spread = findSpread(reading.spreadId, language)
  const size = useMemo(boardSize, [])
  const layout = useMemo(() => {
    const known = findLayout(reading.spreadId)
    return known && known.positions.length >= reading.cards.length ? known : rowLayout(reading.cards.length)
  }, [reading.spreadId, reading.cards.length])

  return (
    <View className='shared'>
      <View className='shared__head'>
        <Text className='shared__spread'>{spread?.name ?? reading.spreadId}</Text>
        <Text className='shared__date'>{t('shared.date', { date: formatDay(reading.date, language) })}</Text>
      </View>
      {reading.question ? (
        <View className='shared__question-box'>
          <Text className='shared__label'>{t('shared.question')}</Text>
          {/* Written by a person, shown as text. */}
          <Text className='shared__question'>{reading.question}</Text>
        </View>
      ) : null}
      <View className='shared__board'>
        <SpreadBoard
          layout={layout}
          width={size.width}
          maxHeight={size.maxHeight}
          renderSlot={(slot) => {
            const card = reading.cards[slot.index]
            if (!card) return null
            return <CardFace id={card.id} orientation={card.orientation} width={slot.width} label={cardName(card.id, language)} className='shared__card' />
          }}
        />
      </View>
      <View className='shared__positions'>
        {reading.cards.map((card, i) => (
          <View key={i} className='shared__position'>
            <Text className='shared__position-index'>{i + 1}</Text>
            <View className='shared__position-body'>
              <Text className='shared__position-name'>{spread?.positions[i]?.name ?? ''}</Text>
              <Text className='shared__position-card'>{`${cardName(card.id, language)} · ${t(card.orientation === 'reversed' ? 'shared.reversed' : 'shared.upright')}`}</Text>
            </View>
          </View>
        ))}
      </View>
      {reading.bottomLine ? (
        <View className='shared__bottom-line'>
          <Text className='shared__label'>{t('shared.bottomLine')}</Text>
          {/* Model output: plain text, never markup. */}
          <Text className='shared__bottom-text'>{reading.bottomLine}</Text>
        </View>
      ) : null}
      <AskYourOwn />
    </View>
  )
}

/**
 * The shared reading as a stranger sees it, with no account — or, kindly, why the link shows nothing — and in the
 * mini-program the page's share menu passing it on. `timelineKey` is how the page hosting it takes the share's id;
 * `keepSharer` (opened from a poster's code, whose scene has no room for the friend code) keeps the reading's sharer
 * as the friend referral once it has loaded.
 */
export function SharedReadingScreen({ id, timelineKey = 'id', keepSharer = false }: { id: string; timelineKey?: 'id' | 'share'; keepSharer?: boolean }) {
  const { t } = useTranslation('share')
  const { t: tc } = useTranslation()
  const { state, retry } = useServerData(id ? ['shared', id] : null, () => getShared(id))
  const shown = state.status === 'ready' ? state.value : null
  const sharer = keepSharer ? (shown?.friendCode ?? '') : ''
  useEffect(() => {
    if (sharer) void keepFriendReferral(sharer)
  }, [sharer])
  const spreadName = shown ? (findSpread(shown.spreadId, currentLanguage())?.name ?? '') : ''
  useShareHooks(shown ? miniShareOf(fromSharedReading(shown), t('shareTitle', { spread: spreadName }), timelineKey) : null, tc('app.name'), HOME)
  if (!id || state.status === 'failed') {
    const reason = id ? closedReason(state.status === 'failed' ? state.error : null) : 'notFound'
    return (
      <View className='shared'>
        <View className='shared__notice' ariaRole='alert'>
          <Text className={`shared__status shared__status--${reason ?? 'failed'}`}>{t(reason ? `shared.${reason}` : 'shared.failed')}</Text>
          {reason ? null : (
            <Button className='primary-button shared__retry' onClick={retry}>
              {tc('common.retry')}
            </Button>
          )}
        </View>
        <AskYourOwn />
      </View>
    )
  }
  if (state.status === 'loading') return <Text className='shared__status shared__loading'>{t('shared.loading')}</Text>
  return <SharedBody reading={state.value} />
}
