import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { ConsultationScreen } from '@/features/readers/components/consultation-screen'
import { NewOrder } from '@/features/readers/components/new-order'

/** /pages/reader/order?readerId=…[&readingId=…] (a new order) or ?id=… (an existing one) */
export default function OrderPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return <PageFrame title={t('titles.order')}>{params.id ? <ConsultationScreen id={params.id} /> : <NewOrder readerId={params.readerId ?? ''} readingId={params.readingId || undefined} />}</PageFrame>
}
