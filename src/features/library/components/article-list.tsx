import { Text, View } from '@tarojs/components'
import type { Language } from '@tarot/core/language'
import { useTranslation } from 'react-i18next'
import { articleIndexFor } from '@/lib/content/spreads'
import { navigateTo } from '@/lib/navigation/navigate'
import { useContentCache } from '@/stores/content-cache'
import '../../../components/panel/panel.css'
import './library.css'

/** The articles in the current language (bundled titles, or a newer downloaded index). */
export function ArticleList() {
  const { i18n } = useTranslation()
  useContentCache((s) => s.articles)
  const index = articleIndexFor(i18n.language as Language)
  return (
    <View className="library">
      {index.list.map((article) => (
        <View key={article.id} className="panel library__article" data-article={article.id} onClick={() => void navigateTo(`/pages/content/article?id=${article.id}`)}>
          <Text className="library__article-title">{article.title}</Text>
          {article.summary ? <Text className="library__article-summary">{article.summary}</Text> : null}
        </View>
      ))}
    </View>
  )
}
