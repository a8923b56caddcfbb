import { Button, Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { ReadingHistory } from '@/features/history/components/reading-history'
import { DueLookBacks } from '@/features/journal/components/due-look-backs'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { showNotice } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'

/** /pages/index/history — the user's readings; viewing and saving them needs sign-in. */
export default function HistoryPage() {
  const { t } = useTranslation()
  const signedIn = useSession((s) => isSignedIn(s))

  const info = (
    <View className="info-button" role="button" aria-label={t('history.info')} onClick={() => void showNotice(t('history.infoTitle'), t('history.infoBody'), t('common.ok'))}>
      <Text className="info-button__mark">i</Text>
    </View>
  )

  return (
    <PageFrame title={t('titles.history')} lead={t('frames.history')} isTab actions={info}>
      {signedIn ? <DueLookBacks /> : null}
      {signedIn ? (
        <ReadingHistory />
      ) : (
        <Section title={t('history.signInRequired')}>
          <Button className="primary-button" onClick={() => void navigateTo(loginUrl('/pages/index/history'))}>
            {t('history.signIn')}
          </Button>
        </Section>
      )}
    </PageFrame>
  )
}
