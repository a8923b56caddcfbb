import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ArticleDocument } from '@/features/content/components/remote-document'

/** /pages/content/article?id= */
export default function ArticlePage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return <ArticleDocument id={params.id ?? ''} fallbackTitle={t('titles.article')} />
}
