import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArticleList } from './article-list'
import { CardLibrary } from './card-library'
import '../../../components/segment/segment.css'
import './library.css'
import { Block } from '@/components/primitives/box'

/** The help tab's body: the card library or the articles. */
export function LibraryTabs() {
  const { t } = useTranslation('library')
  const [tab, setTab] = useState<'cards' | 'articles'>('cards')
  return (
    <View className="library-tabs">
      <Block className="library-tabs__bar" ariaRole="tablist">
        {(['cards', 'articles'] as const).map((name) => (
          <Block
            key={name}
            className={`segment library-tabs__tab library-tabs__tab--${name} ${tab === name ? 'segment--on library-tabs__tab--active' : ''}`}
            ariaRole="tab"
            aria-selected={tab === name ? 'true' : 'false'}
            onClick={() => setTab(name)}
          >
            <Text className={`segment__label ${tab === name ? 'segment__label--on' : ''}`}>{name === 'cards' ? t('cardsTab') : t('articlesTab')}</Text>
          </Block>
        ))}
      </Block>
      {tab === 'cards' ? <CardLibrary /> : <ArticleList />}
    </View>
  )
}
