import { Text, View } from '@tarojs/components'
import type { ReaderTopic } from '@tarot/contracts/readers'
import { useTranslation } from 'react-i18next'
import { TOPICS } from '../model/readers'
import './topic-filter.css'
import '@/features/readers/translations'

/** All, Love, Career…: choosing one asks the server for the readers of that topic. */
export function TopicFilter({ value, onChange }: { value: ReaderTopic | null; onChange: (topic: ReaderTopic | null) => void }) {
  const { t } = useTranslation('readers')
  const options: (ReaderTopic | null)[] = [null, ...TOPICS]
  return (
    <View className="topic-filter" role="radiogroup" aria-label={t('topicLabel')}>
      {options.map((topic) => {
        const active = topic === value
        return (
          <View
            key={topic ?? 'all'}
            role="radio"
            aria-checked={active}
            data-topic={topic ?? 'all'}
            className={`topic-filter__chip ${active ? 'topic-filter__chip--active' : ''}`}
            onClick={() => onChange(topic)}
          >
            <Text className={`topic-filter__text ${active ? 'topic-filter__text--active' : ''}`}>{topic ? t(`topics.${topic}`) : t('topics.all')}</Text>
          </View>
        )
      })}
    </View>
  )
}
