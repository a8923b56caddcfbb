import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnreadAnswers } from '@/lib/answers/unread-answers'
import { MyConsultations } from './my-consultations'
import { ReadersList } from './readers-list'
import '../../../components/segment/segment.css'
import './readers-screen.css'
import '@/features/readers/translations'

type Tab = 'readers' | 'mine'

/** /pages/reader/readers: choose a reader, or find an earlier consultation under "My consultations". */
export function ReadersScreen({ readingId, initialTab = 'readers' }: { readingId?: string; initialTab?: Tab }) {
  const { t } = useTranslation('readers')
  const [tab, setTab] = useState<Tab>(initialTab)
  // Readers' answers not opened yet: a badge on "My consultations", as on the tab bar (issue 34).
  const { count: unread } = useUnreadAnswers()
  return (
    <View className="readers">
      <View className="readers-tabs" role="tablist">
        {(['readers', 'mine'] as const).map((name) => (
          <View
            key={name}
            role="tab"
            aria-selected={tab === name}
            className={`segment readers-tabs__tab readers-tabs__tab--${name} ${tab === name ? 'segment--on readers-tabs__tab--active' : ''}`}
            onClick={() => setTab(name)}
          >
            <Text className={`segment__label ${tab === name ? 'segment__label--on' : ''}`}>{t(`tabs.${name}`)}</Text>
            {name === 'mine' && unread > 0 ? (
              <View className="readers-tabs__badge" ariaLabel={t('tabs.unread', { count: unread })}>
                <Text className="readers-tabs__badge-text">{unread > 99 ? '99+' : unread}</Text>
              </View>
            ) : null}
          </View>
        ))}
      </View>
      {tab === 'readers' ? (
        <>
          {/* Who the readers are and the 24-hour promise are the page's lead line; here only what differs when a reading goes along. */}
          {readingId ? <Text className="readers__promise">{t('withReading')}</Text> : null}
          <ReadersList readingId={readingId} />
        </>
      ) : (
        <MyConsultations />
      )}
    </View>
  )
}
