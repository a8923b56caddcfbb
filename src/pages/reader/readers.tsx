import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { ReadersScreen } from '@/features/readers/components/readers-screen'

/** /pages/reader/readers[?readingId=…][&tab=mine] */
export default function ReadersPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return (
    <PageFrame title={t('titles.readers')} lead={t('frames.readers')}>
      <ReadersScreen readingId={params.readingId || undefined} initialTab={params.tab === 'mine' ? 'mine' : 'readers'} />
    </PageFrame>
  )
}
