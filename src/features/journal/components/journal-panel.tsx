import { Button, Input, Text, Textarea, View } from '@tarojs/components'
import { type JournalSettingsView, MOODS, type Mood, NOTE_MAX_LENGTH, type NoteView, OUTCOME_MAX_LENGTH, REMINDER_DAYS, type ReminderDays, type TimelineEntry } from '@tarot/contracts/journal'
import { isSignedIn } from '@tarot/core/session'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/i18n/format-time'
import { confirm } from '@/components/dialog/dialog'
import { useSession } from '@/stores/session'
import { addLookBack, addNote, deleteNote, editNote, journalSettings, readingJournal, setReminder } from '../api/journal'
import { ASKS_FOR_SUBSCRIPTION, askLookBackSubscription } from '../model/subscription'
import { parseTags } from '../model/tags'
import '../../../components/segment/segment.css'
import '../../../components/text-box/text-box.css'
import '../../../components/text-box/text-line.css'
import './journal-panel.css'
import '@/lib/i18n/namespaces/journal'
import { Block } from '@/components/primitives/box'

/** Asks, in the app's themed dialog, before something goes for good. */
function confirmed(title: string, content: string, confirmText: string, cancelText: string): Promise<boolean> {
  return confirm({ title, content, confirmText, cancelText, danger: true })
}

function NoteEditor({ initial, onSave, onCancel }: { initial?: NoteView; onSave: (note: { body: string; mood: Mood | null; tags: string[] }) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('journal')
  const [body, setBody] = useState(initial?.body ?? '')
  const [mood, setMood] = useState<Mood | null>(initial?.mood ?? null)
  const [tags, setTags] = useState((initial?.tags ?? []).join(' '))
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      await onSave({ body, mood, tags: parseTags(tags) })
    } catch {
      // The request showed what went wrong; the text stays to try again.
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className="journal__editor">
      <Textarea
        className="journal__textarea text-box"
        value={body}
        maxlength={NOTE_MAX_LENGTH}
        placeholder={t('notePlaceholder')}
        placeholderClass="text-box__placeholder"
        onInput={(e) => setBody(e.detail.value)}
      />
      <Text className="text-box__count">{`${Array.from(body).length}/${NOTE_MAX_LENGTH}`}</Text>
      <Text className="journal__label">{t('mood')}</Text>
      <View className="journal__chips">
        {MOODS.map((m) => (
          <View key={m} className={`journal__chip ${mood === m ? 'journal__chip--on' : ''}`} onClick={() => setMood(mood === m ? null : m)}>
            <Text className={`journal__chip-text ${mood === m ? 'journal__chip-text--on' : ''}`}>{t(`moods.${m}`)}</Text>
          </View>
        ))}
      </View>
      <Text className="journal__label">{t('tags')}</Text>
      <Input className="journal__input text-line" value={tags} placeholder={t('tagsPlaceholder')} placeholderClass="text-box__placeholder" onInput={(e) => setTags(e.detail.value)} />
      <View className="journal__actions">
        <Button className="journal__button" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button className="journal__button journal__button--primary" disabled={busy || body.trim() === '' || undefined} onClick={() => void save()}>
          {t('save')}
        </Button>
      </View>
    </View>
  )
}

function LookBackForm({ onSave }: { onSave: (lookBack: { resonance: number; outcome: string }) => Promise<void> }) {
  const { t } = useTranslation('journal')
  const [resonance, setResonance] = useState<number | null>(null)
  const [outcome, setOutcome] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async () => {
    if (resonance === null) return
    setBusy(true)
    try {
      await onSave({ resonance, outcome })
      setResonance(null)
      setOutcome('')
    } catch {
      // Shown by the request.
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className="journal__look-back">
      <Text className="journal__title">{t('lookBackTitle')}</Text>
      <Text className="journal__label">{t('lookBackAsk')}</Text>
      <View className="journal__scale">
        {[1, 2, 3, 4, 5].map((n) => (
          <Block
            key={n}
            className={`journal__scale-step ${resonance === n ? 'journal__scale-step--on' : ''}`}
            ariaRole="button"
            ariaLabel={t(`resonanceLevels.${n}` as 'resonanceLevels.1')}
            onClick={() => setResonance(n)}
          >
            <Text className={`journal__scale-number ${resonance === n ? 'journal__scale-number--on' : ''}`}>{n}</Text>
          </Block>
        ))}
      </View>
      {resonance !== null ? <Text className="journal__scale-word">{t(`resonanceLevels.${resonance}` as 'resonanceLevels.1')}</Text> : null}
      <Textarea
        className="journal__textarea journal__textarea--short text-box"
        value={outcome}
        maxlength={OUTCOME_MAX_LENGTH}
        placeholder={t('outcomePlaceholder')}
        placeholderClass="text-box__placeholder"
        onInput={(e) => setOutcome(e.detail.value)}
      />
      <Text className="text-box__count">{`${Array.from(outcome).length}/${OUTCOME_MAX_LENGTH}`}</Text>
      <Button className="journal__button journal__button--primary" disabled={busy || resonance === null || undefined} onClick={() => void save()}>
        {t('lookBackSave')}
      </Button>
    </View>
  )
}

function Entry({ entry, onEdit, onDelete }: { entry: TimelineEntry; onEdit: (note: NoteView) => void; onDelete: (note: NoteView) => void }) {
  const { t } = useTranslation('journal')
  const when = formatTime(entry.at, currentLanguage())
  if (entry.kind === 'lookBack')
    return (
      <View className="journal__entry journal__entry--look-back">
        <View className="journal__entry-head">
          <Text className="journal__entry-kind">
            {t('lookBacks')} · {t('resonanceOf', { value: entry.lookBack.resonance })}
          </Text>
          <Text className="journal__entry-date">{when}</Text>
        </View>
        {entry.lookBack.outcome ? (
          <Text className="journal__entry-body" userSelect>
            {entry.lookBack.outcome}
          </Text>
        ) : null}
      </View>
    )
  const { note } = entry
  return (
    <View className="journal__entry">
      <View className="journal__entry-head">
        <Text className="journal__entry-kind">{note.mood ? `${t('notes')} · ${t(`moods.${note.mood}`)}` : t('notes')}</Text>
        <Text className="journal__entry-date">{when}</Text>
      </View>
      <Text className="journal__entry-body" userSelect>
        {note.body}
      </Text>
      {note.tags.length > 0 ? <Text className="journal__entry-tags">{note.tags.map((tag) => `#${tag}`).join(' ')}</Text> : null}
      <View className="journal__entry-actions">
        <Text className="journal__link" onClick={() => onEdit(note)}>
          {t('edit')}
        </Text>
        <Text className="journal__link journal__link--danger" onClick={() => onDelete(note)}>
          {t('delete')}
        </Text>
      </View>
    </View>
  )
}

/**
 * The reading's journal, below the reading: the look-back reminder (off, or in 3, 7 or 30 days), "What happened?" when
 * it is due, the notes (added, edited, deleted) and look backs as one timeline. The person's own: shown signed in only.
 */
export function JournalPanel({ readingId }: { readingId: string }) {
  const signedIn = useSession((s) => isSignedIn(s))
  return signedIn && readingId ? <SignedInJournal readingId={readingId} /> : null
}

function SignedInJournal({ readingId }: { readingId: string }) {
  const { t } = useTranslation('journal')
  const { state, refresh } = useServerData(['journal', readingId], () => readingJournal(readingId), { fresh: true })
  const [editing, setEditing] = useState<NoteView | 'new' | null>(null)
  const [lookingBack, setLookingBack] = useState(false)
  // The mini-program asks WeChat for the look back's message with the template the server names (shared with the about page's switch).
  const settings = useServerData(ASKS_FOR_SUBSCRIPTION ? ['journal-settings'] : null, journalSettings)
  const templateId = settings.state.status === 'ready' ? ((settings.state.value as JournalSettingsView | null)?.lookBackTemplateId ?? '') : ''
  if (state.status !== 'ready') return null
  const journal = state.value
  const reminderOn = journal.reminder && !journal.reminder.answeredAt ? journal.reminder.days : null
  const after = async (action: Promise<unknown>) => {
    await action
    await refresh().catch(() => undefined)
  }
  const remind = (days: ReminderDays | null) => {
    // Turning the reminder on asks for the WeChat message within the tap, as WeChat requires; whatever the answer,
    // the reminder is set, and the in-app list shows it when it falls due.
    if (days !== null && reminderOn === null) void askLookBackSubscription(templateId)
    void after(setReminder(readingId, days)).catch(() => undefined)
  }
  const remove = async (note: NoteView) => {
    if (await confirmed(t('deleteNoteTitle'), t('deleteNoteBody'), t('delete'), t('cancel'))) await after(deleteNote(readingId, note.id)).catch(() => undefined)
  }

  return (
    <View className="journal">
      <Text className="journal__heading">{t('title')}</Text>
      {journal.lookBackDue || lookingBack ? (
        <LookBackForm
          onSave={async (lookBack) => {
            await after(addLookBack(readingId, lookBack))
            setLookingBack(false)
          }}
        />
      ) : null}

      <View className="journal__reminder">
        <Text className="journal__label">{t('reminder')}</Text>
        <Text className="journal__hint">{reminderOn && journal.reminder ? t('reminderSet', { date: formatTime(journal.reminder.dueAt, currentLanguage()) }) : t('reminderHint')}</Text>
        <View className="journal__segments">
          {[null, ...REMINDER_DAYS].map((days) => (
            <View key={days ?? 0} className={`segment journal__segment ${reminderOn === days ? 'segment--on' : ''}`} onClick={() => remind(days)}>
              <Text className={`segment__label ${reminderOn === days ? 'segment__label--on' : ''}`}>{days === null ? t('reminderOff') : t('reminderDays', { count: days })}</Text>
            </View>
          ))}
        </View>
      </View>

      {journal.timeline.length === 0 && editing === null ? <Text className="journal__hint">{t('timelineEmpty')}</Text> : null}
      {journal.timeline.map((entry) =>
        entry.kind === 'note' && editing !== 'new' && editing?.id === entry.note.id ? (
          <NoteEditor
            key={entry.note.id}
            initial={entry.note}
            onCancel={() => setEditing(null)}
            onSave={async (note) => {
              await after(editNote(readingId, entry.note.id, note))
              setEditing(null)
            }}
          />
        ) : (
          <Entry key={entry.kind === 'note' ? entry.note.id : entry.lookBack.id} entry={entry} onEdit={setEditing} onDelete={(note) => void remove(note)} />
        ),
      )}
      {editing === 'new' ? (
        <NoteEditor
          onCancel={() => setEditing(null)}
          onSave={async (note) => {
            await after(addNote(readingId, note))
            setEditing(null)
          }}
        />
      ) : (
        <View className="journal__actions">
          <Button className="journal__button" onClick={() => setEditing('new')}>
            {t('addNote')}
          </Button>
          {!journal.lookBackDue && !lookingBack ? (
            <Button className="journal__button journal__look-back-open" onClick={() => setLookingBack(true)}>
              {journal.timeline.some((entry) => entry.kind === 'lookBack') ? t('lookBackAgain') : t('lookBackFirst')}
            </Button>
          ) : null}
        </View>
      )}
    </View>
  )
}
