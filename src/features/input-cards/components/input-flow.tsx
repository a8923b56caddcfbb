import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Orientation } from '@tarot/core/deck'
import type { Spread } from '@tarot/core/spreads'
import { type CardInputError, validateCardInput } from '@tarot/core/validation'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FlowHeader } from '@/components/card-flow/flow-header'
import { FlowNotice } from '@/components/card-flow/flow-notice'
import { SaveStatus } from '@/components/card-flow/save-status'
import { createPhysical, newClientKey } from '@/lib/api/readings'
import { useCardFlow } from '@/lib/card-flow/use-card-flow'
import { useReadingSave } from '@/lib/card-flow/use-reading-save'
import { showToast } from '@/lib/ui/toast'
import { type Choice, emptyChoices, useInputDraft } from '../stores/draft'
import { CardPicker } from './card-picker'
import { PositionRow } from './position-row'
import './input-flow.css'
import '@/lib/i18n/namespaces/draw'

export const INPUT_ROUTE = '/pagesThird/third/input_cards'

/** The input page: cards from the user's own deck for the question and spread the ask page handed over. */
export function InputFlow() {
  const flow = useCardFlow()
  const { t } = useTranslation('draw')
  if (flow.status === 'loading') return <Text className="input__status">{t('flow.loading')}</Text>
  if (flow.status === 'missing') return <FlowNotice />
  if (flow.status === 'spent') return <FlowNotice spentReadingId={flow.readingId} />
  return <InputSession spreadId={flow.spreadId} question={flow.question} spread={flow.spread} />
}

function InputSession({ spreadId, question, spread }: { spreadId: string; question: string; spread: Spread }) {
  const { t } = useTranslation('draw')
  const { t: tc } = useTranslation()
  const save = useReadingSave()
  const count = spread.positions.length
  const draftKey = `${spreadId}|${question}`

  const [choices, setChoices] = useState<Choice[]>(() => {
    const draft = useInputDraft.getState()
    return draft.key === draftKey && draft.choices.length === count ? draft.choices : emptyChoices(count)
  })
  const [pickerFor, setPickerFor] = useState<number | null>(null)
  const [missing, setMissing] = useState<number | null>(null)
  // One create request per set of cards: a retry sends the same key, so the server returns the same record.
  const clientKey = useRef(newClientKey())
  const created = useRef<string | null>(null)

  const messages: Record<CardInputError, string> = {
    'cards.repeated': tc('validation.cards.repeated'),
    'cards.incomplete': tc('validation.cards.incomplete'),
    'cards.orientation': tc('validation.cards.orientation'),
    'cards.unknown': tc('validation.cards.unknown'),
  }

  const change = (next: Choice[]) => {
    setChoices(next)
    useInputDraft.getState().keep(draftKey, next)
    // Different cards make a different reading.
    clientKey.current = newClientKey()
    created.current = null
  }

  const choose = (position: number, id: string) => {
    if (choices.some((c, i) => i !== position && c.id === id)) {
      showToast(messages['cards.repeated'])
      return
    }
    if (choices[position]?.id !== id) change(choices.map((c, i) => (i === position ? { ...c, id } : c)))
    if (missing === position) setMissing(null)
    setPickerFor(null)
  }

  const orient = (position: number, orientation: Orientation) => {
    if (save.working || choices[position]?.orientation === orientation) return
    change(choices.map((c, i) => (i === position ? { ...c, orientation } : c)))
  }

  const submit = () => {
    if (save.working) return
    const error = validateCardInput(choices, count)
    if (error) {
      showToast(messages[error])
      if (error === 'cards.incomplete') {
        const first = choices.findIndex((c) => !c.id)
        setMissing(first)
        void Taro.pageScrollTo({ selector: `#input-position-${first}`, duration: 300 }).catch(() => undefined)
      }
      return
    }
    const cards = choices.map((c) => ({ id: c.id, orientation: c.orientation }))
    const key = clientKey.current
    void save.finish(async () => {
      created.current ??= (await createPhysical(spreadId, question, cards, key)).id
      return created.current
    })
  }

  return (
    <View className="input">
      <FlowHeader question={question} spreadName={spread.name} />
      <Text className="input__lead">{t('input.lead')}</Text>
      {spread.positions.map((position, index) => (
        <PositionRow
          key={index}
          index={index}
          position={position}
          choice={choices[index] ?? { id: null, orientation: 'upright' }}
          missing={missing === index}
          onOpen={() => (save.working ? undefined : setPickerFor(index))}
          onOrientation={(o) => orient(index, o)}
        />
      ))}
      <Button className="primary-button input__submit" disabled={save.working || undefined} onClick={submit}>
        {save.working ? t('input.submitting') : t('input.submit')}
      </Button>
      <SaveStatus failure={save.failure} working={save.working} onRetry={() => void save.retry()} onSkip={() => void save.skip()} loginRedirect={INPUT_ROUTE} />
      {pickerFor !== null ? (
        <CardPicker position={pickerFor} positionName={spread.positions[pickerFor]?.name ?? ''} choices={choices} onChoose={(id) => choose(pickerFor, id)} onClose={() => setPickerFor(null)} />
      ) : null}
    </View>
  )
}
