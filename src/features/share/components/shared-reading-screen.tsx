import { Button, Text, View } from '@tarojs/components'
import { ResultCode } from '@tarot/contracts/codes'
import type { SharedReading } from '@tarot/contracts/shares'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PositionList, ReadingBoard } from '@/components/reading-board/reading-board'
import { findSpread } from '@/lib/content/spreads'
import { useServerData } from '@/lib/data/use-server-data'
import { ApiError } from '@/lib/http/client'
import { formatDay } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { open } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { keepFriendReferral } from '@/lib/session/access'
import { getShared } from '../api/shares'
import { fromSharedReading, miniShareOf } from '../model/mini-share'
import { useShareHooks } from '../model/share-hooks'
import { viewerPositions } from '../model/viewer-positions'
import { ReportShare } from './report-share'
import './shared-reading-screen.css'
import '@/lib/i18n/namespaces/share'
import { Block } from '@/components/primitives/box'

/** Why a link shows nothing: taken back by its owner, or never known. Anything else is a failure worth a retry. */
export function closedReason(error: unknown): 'revoked' | 'notFound' | null {
  if (!(error instanceof ApiError) || error.kind !== 'code') return null
  if (error.code === ResultCode.shareRevoked) return 'revoked'
  return error.code === ResultCode.notFound ? 'notFound' : null
}

function AskYourOwn() {
  const { t } = useTranslation('share')
  return (
    <View className="shared__cta">
      <Text className="shared__cta-hint">{t('shared.ctaHint')}</Text>
      <Button className="primary-button shared__cta-button" onClick={() => void open(HOME)}>
        {t('shared.cta')}
      </Button>
    </View>
  )
}

function SharedBody({ id, reading }: { id: string; reading: SharedReading }) {
  const { t } = useTranslation('share')
  const language = currentLanguage()
  const spread = findSpread(reading.spreadId, language)
  // Read by someone who did not ask: the positions name the asker in the third person ("提问者的感受").
  const positions = viewerPositions(spread?.positions ?? [], language)
  const labels = { upright: t('shared.upright'), reversed: t('shared.reversed'), position: (n: number) => t('shared.position', { n }) }

  return (
    <View className="shared">
      <View className="shared__head">
        <Text className="shared__spread">{spread?.name ?? reading.spreadId}</Text>
        <Text className="shared__date">{t('shared.date', { date: formatDay(reading.date, language) })}</Text>
      </View>
      {reading.question ? (
        <View className="shared__question-box">
          <Text className="shared__label">{t('shared.question')}</Text>
          {/* Written by a person, shown as text. */}
          <Text className="shared__question">{reading.question}</Text>
        </View>
      ) : null}
      {/* Read-only: the cards and positions as the sharer's reading page shows them, without the card detail. */}
      <ReadingBoard spreadId={reading.spreadId} cards={reading.cards} positions={positions} labels={labels} className="shared__board" />
      <PositionList cards={reading.cards} positions={positions} labels={labels} />
      {reading.bottomLine ? (
        <View className="shared__bottom-line">
          <Text className="shared__label">{t('shared.bottomLine')}</Text>
          {/* Model output: plain text, never markup. */}
          <Text className="shared__bottom-text">{reading.bottomLine}</Text>
          {/* The AI label (docs/ai-labels.md): who wrote the line, as the sharer's reading page says it. */}
          {reading.engine ? <Text className="shared__author">{t(reading.engine === 'offline' ? 'shared.authorOffline' : 'shared.authorLlm')}</Text> : null}
        </View>
      ) : null}
      <AskYourOwn />
      {/* Anyone who sees the page may tell us it should not be up (issue 37): quiet, at the very bottom. */}
      <ReportShare id={id} />
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
      <View className="shared">
        <Block className="shared__notice" ariaRole="alert">
          <Text className={`shared__status shared__status--${reason ?? 'failed'}`}>{t(reason ? `shared.${reason}` : 'shared.failed')}</Text>
          {reason ? null : (
            <Button className="primary-button shared__retry" onClick={retry}>
              {tc('common.retry')}
            </Button>
          )}
        </Block>
        <AskYourOwn />
      </View>
    )
  }
  if (state.status === 'loading') return <Text className="shared__status shared__loading">{t('shared.loading')}</Text>
  return <SharedBody id={id} reading={state.value} />
}
