import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { ReaderDesk } from '@/features/reader-desk/components/reader-desk'

/** /pages/reader/desk — a reader's own orders. */
export default function ReaderDeskPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.readerDesk')}>
      <ReaderDesk />
    </PageFrame>
  )
}
