import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { ReaderProfileScreen } from '@/features/readers/components/reader-profile'

/** /pages/reader/reader?id=…[&readingId=…] */
export default function ReaderPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return (
    <PageFrame title={t('titles.reader')}>
      <ReaderProfileScreen id={params.id ?? ''} readingId={params.readingId || undefined} />
    </PageFrame>
  )
}
