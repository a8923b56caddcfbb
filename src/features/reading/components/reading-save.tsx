import { Button, Text, View } from '@tarojs/components'
import type { ReadingView } from '@tarot/contracts/readings'
import { isSignedIn } from '@tarot/core/session'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveReading } from '@/lib/api/readings'
import { readingUrl } from '@/lib/card-flow/use-reading-save'
import { ApiError } from '@/lib/http/client'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { useSession } from '@/stores/session'
import './reading-save.css'
import '@/lib/i18n/namespaces/reading'
import { Block } from '@/components/primitives/box'

/**
 * Keeping the reading in the history, from the reading itself (not only from the
 * draw screen): Save for a signed-in user, "Saved" once kept, and for a guest the
 * way to sign in and come back here, where the reading is then theirs to save.
 */
export function ReadingSave({ reading, onSaved }: { reading: ReadingView; onSaved: (saved: ReadingView) => void }) {
  const { t } = useTranslation('reading')
  const signedIn = useSession((s) => isSignedIn(s))
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (!reading.cards) return null
  if (reading.savedAt) {
    return (
      <View className="reading-save reading-save--saved">
        <Text className="reading-save__saved">✓ {t('save.saved')}</Text>
      </View>
    )
  }
  if (!signedIn) {
    return (
      <View className="reading-save">
        <Text className="reading-save__note">{t('save.guestNote')}</Text>
        <Button className="reading-save__button reading-save__sign-in" onClick={() => void navigateTo(loginUrl(readingUrl(reading.id)))}>
          {t('save.signIn')}
        </Button>
      </View>
    )
  }
  const save = async () => {
    if (saving) return
    setSaving(true)
    setFailure(null)
    try {
      onSaved(await saveReading(reading.id))
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('save.failed'))
    } finally {
      setSaving(false)
    }
  }
  return (
    <View className="reading-save">
      <Text className="reading-save__note">{t('save.note')}</Text>
      <Button className="reading-save__button reading-save__save" disabled={saving || undefined} onClick={() => void save()}>
        {saving ? t('save.saving') : t('save.save')}
      </Button>
      {failure ? (
        <Block className="reading-save__failed" ariaRole="alert">
          <Text>{failure}</Text>
        </Block>
      ) : null}
    </View>
  )
}
