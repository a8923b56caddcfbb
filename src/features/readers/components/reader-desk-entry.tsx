import { Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { navigateTo } from '@/lib/navigation/navigate'
import { useSession } from '@/stores/session'
import { fetchReaderSelf } from '../api/readers'
import './readers.css'
import '@/features/readers/translations'

/** On the about page, only for a signed-in reader: the way to their desk. */
export function ReaderDeskEntry() {
  const { t } = useTranslation('readers')
  const token = useSession((s) => (isSignedIn(s) ? s.token : ''))
  const [isReader, setIsReader] = useState(false)
  useEffect(() => {
    let live = true
    setIsReader(false)
    if (token)
      fetchReaderSelf()
        .then((self) => live && setIsReader(Boolean(self)))
        .catch(() => undefined)
    return () => {
      live = false
    }
  }, [token])
  if (!isReader) return null
  return (
    <Section title={t('desk.entryTitle')} hint={t('desk.entryHint')}>
      <View className='readers-entry__row' role='button' onClick={() => void navigateTo('/pages/reader/desk')}>
        <Text className='link readers-entry__link reader-desk-entry'>{`${t('desk.open')} ›`}</Text>
      </View>
    </Section>
  )
}
