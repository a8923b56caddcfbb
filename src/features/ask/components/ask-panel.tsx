import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { redirectTo } from '@/lib/navigation/navigate'
import { useAsk } from '../hooks/use-ask'
import { useQuota } from '../hooks/use-quota'
import { type AskTier, fittingSpread, freeSpreads, askUrl, queryValue, resolveSpread } from '../model/ask-spread'
import { PendingReading } from './pending-reading'
import { QuestionBox } from './question-box'
import { QuotaNote } from './quota-note'
import { SpreadChooser } from './spread-chooser'
import { SpreadSummary } from './spread-summary'
import { disabledWhen } from '@/lib/ui/disabled'
import { VerdictPanel } from './verdict-panel'
import './ask-panel.css'
import '@/lib/i18n/namespaces/draw'
import '@/features/ask/translations'

function AskForm({ tier, initialQuestion, initialSpread }: { tier: AskTier; initialQuestion: string; initialSpread: string }) {
  const { t } = useTranslation('ask')
  const ask = useAsk({ tier, initialQuestion, initialSpread })
  const quota = useQuota()
  const busy = ask.busy !== null
  const stopped = busy || ask.blocked

  return (
    <View className={`ask ask--${tier}`}>
      <PendingReading />
      {tier === 'free' ? <SpreadChooser spreads={freeSpreads()} selected={ask.spreadId} disabled={busy} fittedTo={ask.fittedTo} onChoose={ask.chooseSpread} /> : null}
      <SpreadSummary spreadId={ask.spreadId} tier={tier} />
      <QuestionBox value={ask.question} error={ask.error} disabled={busy} focused={ask.focused} onInput={ask.edit} onBlur={ask.blur} />
      {ask.verdict ? (
        <VerdictPanel
          verdict={ask.verdict}
          spreadId={ask.spreadId}
          busy={busy}
          onUseSpread={() => void ask.takeSuggestedSpread()}
          onUseQuestion={() => void ask.takeSuggestedQuestion()}
          onKeep={() => void ask.keepMine()}
          onArticle={ask.openArticle}
          onRetry={() => {
            if (ask.verdict?.kind === 'unreachable') void ask.submit(ask.verdict.action)
          }}
        />
      ) : null}
      <QuotaNote tier={tier} state={quota.state} onRetry={quota.reload} onTryPro={() => void ask.switchTier('pro')} />
      <View className="ask__actions">
        <Button className={`primary-button ask__draw ${stopped ? 'ask__button--off' : ''}`} {...disabledWhen(stopped)} onClick={() => void ask.submit('draw')}>
          {ask.busy === 'draw' ? t('actions.checking') : t('actions.draw')}
        </Button>
        <Button className={`ask__secondary ask__enter ${stopped ? 'ask__button--off' : ''}`} {...disabledWhen(stopped)} onClick={() => void ask.submit('input')}>
          {ask.busy === 'input' ? t('actions.checking') : t('actions.enter')}
        </Button>
        {tier === 'pro' ? (
          <View className="ask__free-instead" role="button" aria-disabled={busy} onClick={() => (busy ? undefined : void ask.switchTier('free'))}>
            <Text className="ask__link-text">{t('actions.freeInstead')} ›</Text>
          </View>
        ) : null}
      </View>
    </View>
  )
}

/**
 * The ask page of one tier (spec §2, §4 "Ask flow"): the spread, the question,
 * what the reading costs, and the check before the cards. Query: `question`
 * (prefilled) and `spread`; a spread of the other tier opens the other ask page.
 */
export function AskPanel({ tier }: { tier: AskTier }) {
  const { t } = useTranslation('ask')
  const { params } = useRouter()
  const [start] = useState(() => {
    const question = queryValue(params?.question)
    return { question, resolution: resolveSpread(tier, queryValue(params?.spread), question) }
  })
  const [moving, setMoving] = useState(start.resolution.kind === 'elsewhere')

  useEffect(() => {
    const { resolution, question } = start
    if (resolution.kind !== 'elsewhere') return
    void redirectTo(askUrl(resolution.tier, question, resolution.spreadId)).then((result) => {
      // Could not leave: read here with this page's default spread rather than stop.
      if (!result.ok) setMoving(false)
    })
  }, [start])

  if (moving) return <Text className="ask__status">{t('actions.opening')}</Text>
  return <AskForm tier={tier} initialQuestion={start.question} initialSpread={start.resolution.kind === 'here' ? start.resolution.spreadId : fittingSpread(tier, start.question)} />
}
