import { Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { useServerData } from '@/lib/data/use-server-data'
import { navigateTo } from '@/lib/navigation/navigate'
import { useSession } from '@/stores/session'
import { fetchReaderSelf } from '../api/desk'
import './reader-desk-entry.css'
import '@/features/reader-desk/translations'

/** On the about page, only for a signed-in reader: the way to their desk. */
export function ReaderDeskEntry() {
  const { t } = useTranslation('reader-desk')
  const token = useSession((s) => (isSignedIn(s) ? s.token : ''))
  // Asked again for each signed-in user; nothing is asked for a guest.
  const { state } = useServerData(token ? ['reader-self', token] : null, fetchReaderSelf)
  const isReader = state.status === 'ready' && Boolean(state.value)
  if (!isReader) return null
  return (
    <Section title={t('entryTitle')} hint={t('entryHint')}>
      <View className="readers-entry__row" role="button" onClick={() => void navigateTo('/pages/reader/desk')}>
        <Text className="link readers-entry__link reader-desk-entry">{`${t('open')} ›`}</Text>
      </View>
    </Section>
  )
}
