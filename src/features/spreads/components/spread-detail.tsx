import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { SpreadBoard } from '@/components/spread-board/spread-board'
import { tierOf, useSpread } from '@/lib/content/spreads'
import { useWindowSize } from '@/lib/hooks/use-window-size'
import { switchTab } from '@/lib/navigation/navigate'
import { openAsk } from '@/lib/session/access'
import { SpreadBadges } from './spread-badges'
import './spreads.css'

/** /pages/tarot/spread?id= — the layout drawn as a preview, every position's name and question, and the way into a reading. */
export function SpreadDetail({ id, fallbackTitle }: { id: string; fallbackTitle: string }) {
  const { t } = useTranslation('spreads')
  const { spread, layout } = useSpread(id)
  const { width } = useWindowSize()

  if (!spread) {
    return (
      <PageFrame title={fallbackTitle}>
        <View className="spread-detail__missing">
          <Text className="spread-detail__note">{t('unknown')}</Text>
          <Button className="primary-button" onClick={() => void switchTab('/pages/index/spreads')}>
            {t('backToList')}
          </Button>
        </View>
      </PageFrame>
    )
  }
  const tier = tierOf(spread)
  const start = () => void openAsk(`${tier === 'free' ? '/pages/ai/ad_ask' : '/pages/ai/pro_ask'}?spread=${spread.id}`)

  return (
    <PageFrame title={spread.name}>
      <View className="spread-detail">
        <Text className="spread-detail__desc">{spread.desc}</Text>
        <SpreadBadges spread={spread} />
        {layout ? (
          <View className="spread-detail__preview" ariaLabel={t('preview')}>
            <SpreadBoard
              layout={layout}
              width={Math.min(width, 560) - 64}
              maxHeight={420}
              renderSlot={(slot) => (
                <View className={`spread-detail__slot ${slot.crossing ? `spread-detail__slot--${slot.crossing}` : ''}`} style={{ width: `${slot.width}px`, height: `${slot.height}px` }}>
                  <Text className={`spread-detail__slot-number ${slot.crossing === 'over' ? 'spread-detail__slot-number--upright' : ''}`}>{slot.index + 1}</Text>
                </View>
              )}
            />
          </View>
        ) : null}
        <Text className="spread-detail__heading">{t('positions')}</Text>
        {spread.positions.map((position, i) => (
          <View key={i} className="spread-detail__position">
            <Text className="spread-detail__number">{i + 1}</Text>
            <View className="spread-detail__position-text">
              <Text className="spread-detail__position-name">{position.name}</Text>
              <Text className="spread-detail__position-meaning">{position.meaning}</Text>
            </View>
          </View>
        ))}
        {tier ? (
          <Button className="primary-button spread-detail__start" onClick={start}>
            {t('start')}
          </Button>
        ) : (
          <Text className="spread-detail__note">{t('noAiNote')}</Text>
        )}
      </View>
    </PageFrame>
  )
}
