import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { PurchasesScreen } from '@/features/wallet/components/purchases-screen'
import '@/features/wallet/purchases-translations'

/** /pagesApp/wallet/orders — the person's purchases, with what was refunded. */
export default function PurchasesPage() {
  const { t } = useTranslation('purchases')
  return (
    <PageFrame title={t('title')} lead={t('lead')}>
      <PurchasesScreen />
    </PageFrame>
  )
}
