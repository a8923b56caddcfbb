import { Button, Text, View } from '@tarojs/components'
import { INSIGHT_RANGES, type InsightRange, type Insights } from '@tarot/contracts/journal'
import { cardName } from '@tarot/content/card-names'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { YEAR_PAGE } from '@/lib/navigation/routes'
import { insights, yearInCards } from '../api/journal'
import { BarList, Block, DotLine, ShareBar } from './charts'
import { readingsToGo } from '../model/enough-readings'
import { yearKey } from './year-screen'
import '../../../components/segment/segment.css'
import './insights-screen.css'
import '@/lib/i18n/namespaces/journal'
// The box with a role: H5 writes `role` (Taro's View would write `aria-role`, which no screen reader knows).
import { Block as RoleBox } from '@/components/primitives/box'

function InsightCharts({ data }: { data: Insights }) {
  const { t } = useTranslation('journal')
  const language = currentLanguage()
  const hint = t('tapForNumber')
  const short = (iso: string) => iso.slice(5).replace('-', '/')
  return (
    <>
      <Text className="insights__summary">{t('insightsReadings', { count: data.readings, cards: data.cardsDrawn })}</Text>
      <Block title={t('topCards')}>
        <BarList
          hint={hint}
          data={data.topCards.map((c) => ({ key: c.id, label: cardName(c.id, language), value: c.count, detail: `${t('count', { count: c.count })} · ${t('reversedOf', { count: c.reversed })}` }))}
        />
      </Block>
      <Block title={t('suits')}>
        <BarList hint={hint} data={data.suits.map((s) => ({ key: s.key, label: t(`suitNames.${s.key}` as 'suitNames.major'), value: s.count }))} />
      </Block>
      <Block title={t('elements')}>
        <BarList hint={hint} data={data.elements.map((e) => ({ key: e.key, label: t(`elementNames.${e.key}` as 'elementNames.fire'), value: e.count }))} />
      </Block>
      <Block title={`${t('majorShare')} · ${t('reversalRate')}`}>
        <ShareBar label={t('majorShare')} share={data.majorShare} />
        <ShareBar label={t('reversalRate')} share={data.reversalRate} />
      </Block>
      <Block title={t('perWeek')}>
        <DotLine
          hint={hint}
          max={Math.max(1, ...data.perWeek.map((w) => w.count))}
          data={data.perWeek.map((w) => ({ key: w.week, label: short(w.week), value: w.count, detail: t('count', { count: w.count }) }))}
        />
      </Block>
      <Block title={t('topics')}>
        <BarList hint={hint} data={data.topics.map((x) => ({ key: x.key, label: t(`topicNames.${x.key}` as 'topicNames.love'), value: x.count }))} />
      </Block>
      <Block title={t('resonanceTrend')}>
        {data.resonance.length > 0 ? (
          <DotLine
            hint={hint}
            max={5}
            data={data.resonance.map((r) => ({ key: r.week, label: short(r.week), value: r.average, detail: `${t('resonanceOf', { value: r.average })} · ${t('count', { count: r.count })}` }))}
          />
        ) : (
          <Text className="insights__empty-line">{t('noResonance')}</Text>
        )}
      </Block>
    </>
  )
}

/** The way to the year in cards, once the year has enough saved readings to sum up (before December shown as "so far"). */
function YearEntry() {
  const { t } = useTranslation('journal')
  const { state } = useServerData(yearKey(), () => yearInCards(), { refreshOnShow: true })
  const year = state.status === 'ready' && typeof state.value?.year === 'number' ? state.value : null
  if (!year || readingsToGo(year.readings) > 0) return null
  return (
    <RoleBox className="insights__year" ariaRole="link" onClick={() => void navigateTo(YEAR_PAGE)}>
      <Text className="insights__year-text">{t('yearInCards.entry', { year: year.year })}</Text>
      <Text className="insights__year-arrow">›</Text>
    </RoleBox>
  )
}

/** The insights page: a range (30 days, 90 days, the year), then each count as a chart; an empty state before there is enough. */
export function InsightsScreen() {
  const { t } = useTranslation('journal')
  const { t: tc } = useTranslation()
  const [range, setRange] = useState<InsightRange>('30d')
  const { state, retry } = useServerData(['insights', range], () => insights(range), { refreshOnShow: true })
  return (
    <View className="insights">
      <YearEntry />
      <View className="insights__ranges">
        {INSIGHT_RANGES.map((r) => (
          <View key={r} className={`segment ${range === r ? 'segment--on' : ''}`} onClick={() => setRange(r)}>
            <Text className={`segment__label ${range === r ? 'segment__label--on' : ''}`}>{t(`range.${r}`)}</Text>
          </View>
        ))}
      </View>
      {state.status === 'loading' ? <Text className="insights__empty-line">…</Text> : null}
      {state.status === 'failed' ? (
        <Button className="primary-button" onClick={retry}>
          {tc('common.retry')}
        </Button>
      ) : null}
      {state.status === 'ready' ? (
        readingsToGo(state.value.readings) > 0 ? (
          <View className="insights__empty">
            <Text className="insights__empty-text">{t('tooEarly', { count: readingsToGo(state.value.readings) })}</Text>
          </View>
        ) : (
          <InsightCharts data={state.value} />
        )
      ) : null}
    </View>
  )
}
