import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { ResultCode } from '@tarot/contracts/codes'
import type { ReadingView } from '@tarot/contracts/readings'
import { spreadTier } from '@/lib/content/spreads'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextDocument } from '@/components/text-document/text-document'
import { usePacedText } from '@/lib/hooks/use-paced-text'
import { useFollowScroll } from '@/lib/hooks/use-streaming-text'
import { navigateTo } from '@/lib/navigation/navigate'
import { useCanBuy } from '@/lib/pay/can-buy'
import type { Engine } from '@/lib/stream/ai-stream'
import { useInterpretation } from '../hooks/use-interpretation'
import { copiedReading } from '../model/copy-text'
import { costOf } from '../model/cost'
import '../../../components/writing/writing.css'
import './interpretation.css'
import '@/lib/i18n/namespaces/reading'

function Writing({ label }: { label: string }) {
  return (
    <View className="writing reading__writing">
      <Text className="writing__label">{label}</Text>
      <Text className="writing__dot">•</Text>
      <Text className="writing__dot writing__dot--2">•</Text>
      <Text className="writing__dot writing__dot--3">•</Text>
    </View>
  )
}

/**
 * The interpretation: the stored one, or the cost and a button, then the text
 * revealed at a reading pace as it is written, with who wrote it under the
 * title; refusals and failures with a way on.
 */
export function Interpretation({ reading }: { reading: ReadingView }) {
  const { t } = useTranslation('reading')
  const { t: tc } = useTranslation()
  const tier = spreadTier(reading.spreadId)
  const { phase, streamed, start, startForEnergy, check, reloadQuota } = useInterpretation(reading.id, tier, reading.interpreted)
  const canBuy = useCanBuy()
  const received = phase.kind === 'streaming' ? streamed : phase.kind === 'done' ? phase.text : ''
  const paced = usePacedText(received, { final: phase.kind === 'done', instant: phase.kind === 'done' && !phase.paced })
  const revealing = phase.kind === 'streaming' || (phase.kind === 'done' && !paced.finished)
  // The page follows what is revealed, not what has arrived.
  useFollowScroll(revealing, paced.shown, '.reading__streaming')
  const engine: Engine | null = phase.kind === 'streaming' || phase.kind === 'done' ? phase.engine : null
  const writing = engine === 'llm' ? t('ai.writing') : engine === 'offline' ? t('ai.writingOffline') : t('ai.writingPending')

  let body: ReactNode
  switch (phase.kind) {
    case 'none':
      body = <Text className="reading__note">{t('ai.noAi')}</Text>
      break
    case 'checking':
      body = <Text className="reading__status">{t('ai.checking')}</Text>
      break
    case 'recovering':
      body = <Text className="reading__status">{t('ai.recovering')}</Text>
      break
    case 'offer': {
      const quota = phase.quota
      if (quota === 'loading') {
        body = <Text className="reading__status">{tc('common.loading')}</Text>
      } else if (quota === 'failed' || !tier) {
        body = (
          <View className="reading__offer">
            <Text className="reading__cost reading__cost--unknown">{t('ai.costUnknown')}</Text>
            <Button className="reading__secondary" onClick={reloadQuota}>
              {t('ai.checkAgain')}
            </Button>
          </View>
        )
      } else {
        const cost = costOf(tier, quota)
        body = (
          <View className="reading__offer">
            <Text className="reading__cost">{t(cost.key, cost.params)}</Text>
            {quota.writer ? <Text className="reading__note reading__writer">{t(`ai.writer.${quota.writer}`)}</Text> : null}
            {cost.affordable ? (
              <Button className="primary-button reading__start" onClick={start}>
                {t('ai.start')}
              </Button>
            ) : cost.forEnergy ? (
              <>
                {/* Past the day's free readings: the price first, then the choice to read for energy (or a way to get it). */}
                <Text className="reading__cost reading__cost--energy">{t('ai.forEnergy', { cost: cost.forEnergy.cost, energy: cost.forEnergy.energy })}</Text>
                {cost.forEnergy.affordable ? (
                  <Button className="primary-button reading__start-energy" onClick={startForEnergy}>
                    {t('ai.startForEnergy', { cost: cost.forEnergy.cost })}
                  </Button>
                ) : (
                  <>
                    <Text className="reading__note">{t('ai.notEnough')}</Text>
                    {canBuy ? (
                      <Button className="primary-button reading__get-energy" onClick={() => void navigateTo(`/pages/pay/energy?need=${cost.forEnergy?.cost ?? quota.proReadingCost}`)}>
                        {t('ai.getEnergy')}
                      </Button>
                    ) : null}
                  </>
                )}
                <Text className="reading__note">{t('ai.renewTomorrow')}</Text>
                <Button className="reading__secondary" onClick={reloadQuota}>
                  {t('ai.checkAgain')}
                </Button>
              </>
            ) : (
              <>
                <Text className="reading__note">{cost.short === 'free' ? t('ai.renewTomorrow') : t('ai.notEnough')}</Text>
                {cost.short === 'energy' && canBuy ? (
                  <Button className="primary-button reading__get-energy" onClick={() => void navigateTo(`/pages/pay/energy?need=${quota.proReadingCost}`)}>
                    {t('ai.getEnergy')}
                  </Button>
                ) : null}
                <Button className="reading__secondary" onClick={reloadQuota}>
                  {t('ai.checkAgain')}
                </Button>
              </>
            )}
          </View>
        )
      }
      break
    }
    case 'streaming':
    case 'done':
      body = (
        <View className={revealing ? 'reading__streaming' : 'reading__done'}>
          {revealing ? <Writing label={writing} /> : null}
          <TextDocument className="reading__text" text={paced.shown} cursor={revealing} />
          {revealing && paced.canShowAll ? (
            <Button className="secondary-button reading__show-all" onClick={paced.showAll}>
              {t('ai.showAll')}
            </Button>
          ) : null}
          {phase.kind === 'done' && !revealing ? (
            <>
              {phase.fallback ? <Text className="reading__note">{t('ai.fallback')}</Text> : null}
              <Button className="primary-button reading__followup" onClick={() => void navigateTo(`/pagesChat/ai/chat?id=${encodeURIComponent(reading.id)}`)}>
                {t('ai.followUp')}
              </Button>
              {engine ? (
                <Button
                  className="secondary-button reading__copy"
                  onClick={() => void Taro.setClipboardData({ data: copiedReading(paced.shown, engine, (e) => t(`ai.author.${e}`)) }).catch(() => undefined)}
                >
                  {t('ai.copy')}
                </Button>
              ) : null}
            </>
          ) : null}
        </View>
      )
      break
    case 'refused': {
      const hint =
        phase.code === ResultCode.noFreeReadings ? t('ai.renewTomorrow') : phase.code === ResultCode.insufficientEnergy ? t('ai.notEnough') : phase.code === ResultCode.conflict ? t('ai.busyHint') : ''
      const recheck = phase.code === ResultCode.noFreeReadings || phase.code === ResultCode.insufficientEnergy || phase.code === ResultCode.conflict
      body = (
        <View className="reading__refused">
          <Text className="reading__refusal">{phase.message}</Text>
          {hint ? <Text className="reading__note">{hint}</Text> : null}
          {phase.code === ResultCode.insufficientEnergy && canBuy ? (
            <Button className="primary-button reading__get-energy" onClick={() => void navigateTo('/pages/pay/energy')}>
              {t('ai.getEnergy')}
            </Button>
          ) : null}
          <Button className="reading__secondary reading__retry" onClick={recheck ? check : start}>
            {recheck ? t('ai.checkAgain') : tc('common.retry')}
          </Button>
        </View>
      )
      break
    }
    case 'failed':
      body = (
        <View className="reading__failed">
          <Text className="reading__failed-title">{t('failedTitle')}</Text>
          <Text className="reading__failed-ask">{t('failedRetry')}</Text>
          {phase.nothingCharged ? <Text className="reading__note reading__uncharged">{t('ai.nothingCharged')}</Text> : null}
          <Button className="primary-button reading__retry" onClick={start}>
            {tc('common.retry')}
          </Button>
        </View>
      )
      break
  }

  return (
    <View className="reading__interpretation">
      <Text className="reading__section-title">{t('ai.title')}</Text>
      {engine ? <Text className={`reading__author reading__author--${engine}`}>{t(`ai.author.${engine}`)}</Text> : null}
      {body}
    </View>
  )
}
