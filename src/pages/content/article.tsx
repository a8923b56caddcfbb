import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ArticleDocument } from '@/features/content/components/remote-document'
import { CardPage } from '@/features/library/components/card-page'

/** /pages/content/article?id= an article, or ?card= a card's page in the library. */
export default function ArticlePage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  if (params.card) return <CardPage id={params.card} />
  return <ArticleDocument id={params.id ?? ''} fallbackTitle={t('titles.article')} />
}
