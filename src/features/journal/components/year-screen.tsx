import { Button, Text, View } from '@tarojs/components'
import type { YearInCards } from '@tarot/contracts/journal'
import { cardName } from '@tarot/content/card-names'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { useSpreadSummary } from '@/lib/content/spread-summaries'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/i18n/format-time'
import { yearInCards } from '../api/journal'
import { readingsToGo } from '../model/enough-readings'
import { Block, ShareBar } from './charts'
import './insights-screen.css'
import './year-screen.css'
import '@/lib/i18n/namespaces/journal'

/** The data key of a year in cards; the insights page loads the same one to decide whether to show the way here. */
export const yearKey = (year?: number) => ['journal-year', year ?? null] as const

const TOP_CARD_WIDTH = 96

function YearSummary({ data }: { data: YearInCards }) {
  const { t } = useTranslation('journal')
  const language = currentLanguage()
  const spreads = useSpreadSummary()
  const spreadName = (id: string) => spreads.list.flatMap((c) => c.spreads).find((s) => s.id === id)?.name ?? id
  const resonated = Math.round(data.resonatedShare * data.lookBacks)
  return (
    <>
      <Text className="insights__summary">{t('yearInCards.readings', { count: data.readings })}</Text>
      {data.topCard ? (
        <Block title={t('yearInCards.topCard')}>
          <View className="year__card">
            <CardFace id={data.topCard.id} width={TOP_CARD_WIDTH} label={cardName(data.topCard.id, language)} />
            <View className="year__card-text">
              <Text className="year__big">{cardName(data.topCard.id, language)}</Text>
              <Text className="year__small">{t('yearInCards.topCardCount', { count: data.topCard.count })}</Text>
            </View>
          </View>
        </Block>
      ) : null}
      {data.busiestMonth ? (
        <Block title={t('yearInCards.busiestMonth')}>
          <Text className="year__big">{t(`yearInCards.months.${data.busiestMonth.month}` as 'yearInCards.months.1')}</Text>
          <Text className="year__small">{t('yearInCards.busiestMonthCount', { count: data.busiestMonth.count })}</Text>
        </Block>
      ) : null}
      {data.favouriteSpread ? (
        <Block title={t('yearInCards.favouriteSpread')}>
          <Text className="year__big">{spreadName(data.favouriteSpread.spreadId)}</Text>
          <Text className="year__small">{t('yearInCards.favouriteSpreadCount', { count: data.favouriteSpread.count })}</Text>
        </Block>
      ) : null}
      <Block title={t('yearInCards.resonance')}>
        {data.lookBacks > 0 ? (
          <>
            <ShareBar label={t('yearInCards.resonated')} share={data.resonatedShare} />
            <Text className="year__small">{t('yearInCards.resonatedOf', { count: data.lookBacks, resonated })}</Text>
          </>
        ) : (
          <NoLookBacks nextAt={data.nextLookBackAt} />
        )}
      </Block>
    </>
  )
}

/** Where the date goes in a sentence, so it can be drawn as a run of its own. */
const DATE_MARK = '\u0001'

/**
 * No look backs this year yet: a reminder already set says when it comes (or that it has come), else how to set one.
 * The date and its time are one run that never breaks at a line's end (Chinese text may break between any two characters).
 */
function NoLookBacks({ nextAt }: { nextAt: string | null | undefined }) {
  const { t } = useTranslation('journal')
  if (!nextAt) return <Text className="insights__empty-line year__no-look-backs">{t('yearInCards.noLookBacks')}</Text>
  const key = Date.parse(nextAt) > Date.now() ? 'yearInCards.lookBackComing' : 'yearInCards.lookBackWaiting'
  const [before = '', after = ''] = t(key, { date: DATE_MARK }).split(DATE_MARK)
  return (
    <Text className="insights__empty-line year__no-look-backs">
      {before}
      <Text className="year__date">{formatTime(nextAt, currentLanguage())}</Text>
      {after}
    </Text>
  )
}

/**
 * A year in cards: the most frequent card with its face, the busiest month, the favourite spread and how often the
 * look backs said the reading resonated. Before December the year under way is shown as "so far"; a year with fewer
 * saved readings than there is something to sum up from says how many more, in the insights' words.
 */
export function YearScreen({ year }: { year?: number }) {
  const { t } = useTranslation('journal')
  const { t: tc } = useTranslation()
  const { state, retry } = useServerData(yearKey(year), () => yearInCards(year), { refreshOnShow: true })
  return (
    <View className="insights">
      {state.status === 'loading' ? <Text className="insights__empty-line">…</Text> : null}
      {state.status === 'failed' ? (
        <Button className="primary-button" onClick={retry}>
          {tc('common.retry')}
        </Button>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <Text className="year__title">{t('yearInCards.title', { year: state.value.year })}</Text>
          {readingsToGo(state.value.readings) > 0 ? (
            <View className="insights__empty">
              <Text className="insights__empty-text">{t('tooEarly', { count: readingsToGo(state.value.readings) })}</Text>
            </View>
          ) : (
            <>
              {state.value.available ? null : <Text className="year__note">{t('yearInCards.soFar')}</Text>}
              <YearSummary data={state.value} />
            </>
          )}
        </>
      ) : null}
    </View>
  )
}
