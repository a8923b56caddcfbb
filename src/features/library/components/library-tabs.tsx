import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArticleList } from './article-list'
import { CardLibrary } from './card-library'
import '../../../components/segment/segment.css'
import './library.css'

/** The help tab's body: the card library or the articles. */
export function LibraryTabs() {
  const { t } = useTranslation('library')
  const [tab, setTab] = useState<'cards' | 'articles'>('cards')
  return (
    <View className="library-tabs">
      <View className="library-tabs__bar" ariaRole="tablist">
        {(['cards', 'articles'] as const).map((name) => (
          <View
            key={name}
            className={`segment library-tabs__tab library-tabs__tab--${name} ${tab === name ? 'segment--on library-tabs__tab--active' : ''}`}
            ariaRole="tab"
            onClick={() => setTab(name)}
          >
            <Text className={`segment__label ${tab === name ? 'segment__label--on' : ''}`}>{name === 'cards' ? t('cardsTab') : t('articlesTab')}</Text>
          </View>
        ))}
      </View>
      {tab === 'cards' ? <CardLibrary /> : <ArticleList />}
    </View>
  )
}
