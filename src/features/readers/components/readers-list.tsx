import { View } from '@tarojs/components'
import type { ReaderTopic } from '@tarot/contracts/readers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigateTo } from '@/lib/navigation/navigate'
import { listReaders } from '../api/readers'
import { useServerData } from '@/lib/data/use-server-data'
import { ReaderCardView } from './reader-card'
import { StatusView } from '@/components/status-view/status-view'
import { TopicFilter } from './topic-filter'
import './readers-list.css'
import '@/features/readers/translations'

/** The readers on the marketplace, filtered by topic; a reading the user came from travels on to the order. */
export function ReadersList({ readingId }: { readingId?: string }) {
  const { t } = useTranslation('readers')
  const [topic, setTopic] = useState<ReaderTopic | null>(null)
  const { state, retry } = useServerData(['readers', topic ?? 'all'], () => listReaders(topic))
  const open = (id: string) => void navigateTo(`/pages/reader/reader?id=${encodeURIComponent(id)}${readingId ? `&readingId=${encodeURIComponent(readingId)}` : ''}`)

  return (
    <View className="readers-list">
      <TopicFilter value={topic} onChange={setTopic} />
      {state.status === 'loading' ? <StatusView kind="loading" message={t('loading')} /> : null}
      {state.status === 'failed' ? <StatusView kind="failed" onRetry={retry} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? <StatusView kind="empty" message={topic ? t('emptyTopic') : t('empty')} /> : null}
      {state.status === 'ready' ? state.value.map((reader) => <ReaderCardView key={reader.id} reader={reader} onOpen={() => open(reader.id)} />) : null}
    </View>
  )
}
