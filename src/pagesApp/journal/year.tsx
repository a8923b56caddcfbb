import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { YearScreen } from '@/features/journal/components/year-screen'
import '@/lib/i18n/namespaces/journal'

/** /pagesApp/journal/year[?year=2025] — a year in cards, reached from the insights page; this year unless `year` says another. */
export default function YearPage() {
  const { t } = useTranslation('journal')
  const { params } = useRouter()
  const year = Number(params.year)
  return (
    <PageFrame title={t('yearInCards.pageTitle')}>
      <YearScreen year={Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined} />
    </PageFrame>
  )
}
