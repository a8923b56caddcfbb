import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { SpreadList } from '@/features/spreads/components/spread-list'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/index/spreads — the spread list by category. */
export default function SpreadsPage() {
  const { t } = useTranslation()
  usePreload('/pages/index/spreads')
  return (
    <PageFrame title={t('titles.spreads')} lead={t('frames.spreads')} isTab>
      <SpreadList />
    </PageFrame>
  )
}
