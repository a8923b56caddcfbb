import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { InsightsScreen } from '@/features/journal/components/insights-screen'
import '@/lib/i18n/namespaces/journal'

/** /pagesApp/journal/insights — the journal's insights, reached from history. */
export default function InsightsPage() {
  const { t } = useTranslation('journal')
  return (
    <PageFrame title={t('insightsTitle')}>
      <InsightsScreen />
    </PageFrame>
  )
}
