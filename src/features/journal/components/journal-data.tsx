import { Button, Switch, Text, View } from '@tarojs/components'
import type { JournalSettings, JournalSettingsView } from '@tarot/contracts/journal'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { useServerData } from '@/lib/data/use-server-data'
import { saveTextFile } from '@/lib/save-file/save-file'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { deleteJournal, exportJournal, exportJournalCsv, journalSettings, saveJournalSettings } from '../api/journal'
import { ASKS_FOR_SUBSCRIPTION, askSubscriptions } from '../model/subscription'
import '../../../components/outline-button/outline-button.css'
import './journal-data.css'
import '@/lib/i18n/namespaces/journal'
import { confirm } from '@/components/dialog/dialog'

/**
 * On the about page, signed in: the one switch for every reminder, today's card as a WeChat message (mini-program only,
 * off unless turned on), export (JSON, CSV) and deleting every note and look back in one step, after a confirmation in
 * the themed dialog. In the mini-program, turning a reminder on asks WeChat to allow its messages within the same tap;
 * a refusal never blocks the setting (the in-app list on history still shows look backs and answers).
 */
export function JournalData() {
  const signedIn = useSession((s) => isSignedIn(s))
  return signedIn ? <SignedInJournalData /> : null
}

function SignedInJournalData() {
  const { t } = useTranslation('journal')
  const settings = useServerData(['journal-settings'], journalSettings)
  const day = new Date().toISOString().slice(0, 10)

  const save = async (kind: 'json' | 'csv') => {
    try {
      const text = kind === 'json' ? JSON.stringify(await exportJournal(), null, 2) : await exportJournalCsv()
      const how = await saveTextFile(text, `tarot-journal-${day}.${kind}`, kind === 'json' ? 'application/json' : 'text/csv')
      showToast(how === 'copied' ? t('copied') : t('exported'), { icon: 'success' })
    } catch {
      // A failed request has shown its message.
    }
  }
  const removeAll = async () => {
    if (!(await confirm({ title: t('deleteAllTitle'), content: t('deleteAllBody'), confirmText: t('delete'), cancelText: t('cancel'), danger: true }))) return
    await deleteJournal()
      .then(() => showToast(t('deletedAll'), { icon: 'success' }))
      .catch(() => undefined)
  }
  const current = settings.state.status === 'ready' ? (settings.state.value as Partial<JournalSettingsView> | null) : null
  // On until the person turns them off (also while loading, or if the answer had no settings).
  const remindersOn = current?.remindersOn !== false
  // Off until asked for; offered only where WeChat can send it and a template is set.
  const dailyCardOn = current?.dailyCardOn === true
  const offersDailyCard = ASKS_FOR_SUBSCRIPTION && Boolean(current?.dailyCardTemplateId)
  const change = (value: Partial<JournalSettings>) =>
    void saveJournalSettings({ ...value, tzOffsetMinutes: -new Date().getTimezoneOffset() })
      .then((saved) => settings.update(() => saved))
      .catch(() => undefined)
  const toggle = (on: boolean) => {
    if (on) void askSubscriptions([current?.lookBackTemplateId ?? '', current?.answerTemplateId ?? '', ...(dailyCardOn ? [current?.dailyCardTemplateId ?? ''] : [])])
    change({ remindersOn: on })
  }
  const toggleDailyCard = (on: boolean) => {
    if (on) void askSubscriptions([current?.dailyCardTemplateId ?? ''])
    change({ dailyCardOn: on })
  }

  return (
    <Section title={t('data')}>
      <View className="journal-data__row">
        <Text className="journal-data__label">{t('remindersAll')}</Text>
        <Switch className="journal-data__reminders" checked={remindersOn} color="#e2b85c" onChange={(e) => toggle(e.detail.value)} />
      </View>
      {offersDailyCard ? (
        <View className="journal-data__row">
          <View className="journal-data__label-column">
            <Text className="journal-data__label">{t('dailyCard')}</Text>
            <Text className="journal-data__hint">{t('dailyCardHint')}</Text>
          </View>
          <Switch className="journal-data__daily-card" checked={dailyCardOn} disabled={!remindersOn} color="#e2b85c" onChange={(e) => toggleDailyCard(e.detail.value)} />
        </View>
      ) : null}
      <View className="journal-data__buttons">
        <Button className="outline-button journal-data__button" onClick={() => void save('json')}>
          {t('exportJson')}
        </Button>
        <Button className="outline-button journal-data__button journal-data__button--second" onClick={() => void save('csv')}>
          {t('exportCsv')}
        </Button>
      </View>
      <Button className="outline-button outline-button--danger journal-data__button" onClick={() => void removeAll()}>
        {t('deleteAll')}
      </Button>
    </Section>
  )
}
