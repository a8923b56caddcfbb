import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ContentPageDocument } from '@/features/content/components/remote-document'

/** /pages/content/page?id= — user-agreement, privacy-policy or deletion-agreement. */
export default function ContentPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return <ContentPageDocument id={params.id ?? ''} fallbackTitle={t('titles.page')} />
}
