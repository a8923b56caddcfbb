import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { useSpreadSummary } from '@/lib/content/spread-summaries'
import { navigateTo } from '@/lib/navigation/navigate'
import './home.css'

/** The catalogue's recommended spreads (spec `tj`), as a row to scroll: names and card counts from the spread summary, not the whole catalogue. */
export function RecommendedSpreads() {
  const { t } = useTranslation('spreads')
  const summary = useSpreadSummary()
  const recommended = summary.list
    .flatMap((c) => c.spreads)
    .filter((s) => s.tj && !s.hide)
    // A handful; the spreads tab has them all.
    .slice(0, 6)
  return (
    <Block className="recommended">
      {recommended.map((spread) => (
        <Block key={spread.id} className="recommended__item" data-spread={spread.id} onClick={() => void navigateTo(`/pages/tarot/spread?id=${spread.id}`)}>
          <Inline className="recommended__name">{spread.name}</Inline>
          <Inline className="recommended__meta">{`${spread.count === 1 ? t('oneCard') : t('cards', { count: spread.count })} · ${spread.ai && 'free' in spread.ai ? t('free') : t('pro')}`}</Inline>
        </Block>
      ))}
    </Block>
  )
}
