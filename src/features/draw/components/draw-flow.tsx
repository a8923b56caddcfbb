import { Button, Text, View } from '@tarojs/components'
import type { SpreadLayout } from '@tarot/core/layout'
import { isSignedIn } from '@tarot/core/session'
import { findLayout, findSpread } from '@/lib/content/spreads'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FlowHeader } from '@/components/card-flow/flow-header'
import { FlowNotice } from '@/components/card-flow/flow-notice'
import { SaveStatus } from '@/components/card-flow/save-status'
import { useCardFlow } from '@/lib/card-flow/use-card-flow'
import { useReadingSave } from '@/lib/card-flow/use-reading-save'
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion'
import { designToScreen, useWindowSize } from '@/lib/hooks/use-window-size'
import { currentLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'
import { type DrawSource, useDraw } from '../hooks/use-draw'
import { cardCentre, fanGeometry } from '../model/fan-geometry'
import { checkSeal } from '../model/seal'
import { CardFan } from './card-fan'
import { DrawBoard, type FlightStart } from './draw-board'
import { FairnessSeal } from './fairness-seal'
import { ShuffleDeck } from './shuffle-deck'
import '../../../components/card-flow/flow-failed.css'
import './draw-flow.css'
import '@/lib/i18n/namespaces/draw'

export const DRAW_ROUTE = '/pagesThird/third/draw_cards'
/** The shuffle plays at least this long, so the deck is seen being shuffled before the fan opens. */
export const SHUFFLE_MS = 1400
/** With reduced motion the deck is only shown, not shuffled, for a moment. */
const STILL_SHUFFLE_MS = 300
/** On a wide screen the fan stops growing: 78 cards across a desktop would need a very large arc. */
const FAN_MAX_WIDTH = 720
/** The fan's top below the board's (the prompt, the hint and their margins), in design px. */
const FAN_TOP_DESIGN = 96

/** A plain row of cards for a spread without layout data (all bundled spreads have one). */
function rowLayout(count: number): SpreadLayout {
  return { margin: 20, positions: Array.from({ length: count }, (_, i) => ({ x: i * 120, y: 0, angle: 0 as const })) }
}

/**
 * The draw page: the question and spread handed over by the ask page, or a resumed
 * reading (`?id=`, or the ask flow's reading after a reload or a restart of the app),
 * which the server's record gives back as it was: the same seal, the same cards.
 * Drawing again on the same question is only the explicit "new reading".
 */
export function DrawFlow({ resumeId }: { resumeId?: string }) {
  const flow = useCardFlow()
  const { t } = useTranslation('draw')
  if (resumeId) return <DrawSession source={{ kind: 'resume', id: resumeId }} />
  if (flow.status === 'loading') return <Text className='draw__status'>{t('flow.loading')}</Text>
  if (flow.status === 'missing') return <FlowNotice />
  if (flow.status === 'spent') {
    if (!flow.drawn) return <FlowNotice spentReadingId={flow.readingId} />
    const newReading = () => {
      useAskFlow.getState().newReading()
      flow.restart()
    }
    return <DrawSession key={`resume:${flow.readingId}`} source={{ kind: 'resume', id: flow.readingId }} onNewReading={newReading} />
  }
  return (
    <DrawSession
      key={`new:${flow.drawKey ?? ''}`}
      source={{ kind: 'new', spreadId: flow.spreadId, question: flow.question, clientKey: flow.drawKey }}
      onSealed={(id) => useAskFlow.getState().setReading(id)}
    />
  )
}

function DrawSession({ source, onSealed, onNewReading }: { source: DrawSource; onSealed?: (id: string) => void; onNewReading?: () => void }) {
  const { t } = useTranslation('draw')
  const { t: tc } = useTranslation()
  const language = currentLanguage()
  const screen = useWindowSize()
  const signedIn = useSession((s) => isSignedIn(s))
  const save = useReadingSave()

  const draw = useDraw(source, onSealed)
  const { reading, phase } = draw
  // A new draw knows its spread from the start; a resumed one once the reading has loaded.
  const spreadId = reading?.spreadId ?? (source.kind === 'new' ? source.spreadId : '')
  const spread = spreadId ? findSpread(spreadId, language) : undefined
  const total = spread?.positions.length ?? 0

  const still = useReducedMotion()
  const [shuffled, setShuffled] = useState(source.kind === 'resume')
  useEffect(() => {
    const timer = setTimeout(() => setShuffled(true), still ? STILL_SHUFFLE_MS : SHUFFLE_MS)
    return () => clearTimeout(timer)
    // The shuffle's length is settled when the page opens.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const [revealed, setRevealed] = useState(false)

  const layout = useMemo(() => (spreadId ? (findLayout(spreadId) ?? rowLayout(total)) : null), [spreadId, total])
  const contentWidth = Math.min(screen.width - 2 * designToScreen(32, screen.width), 520)
  const verified = useMemo(() => (reading && phase === 'drawn' ? checkSeal(reading) : null), [reading, phase])

  const question = reading?.question ?? (source.kind === 'new' ? source.question : '')
  const fanOpen = shuffled && (phase === 'picking' || phase === 'revealing' || phase === 'pick-failed')
  const fan = useMemo(() => fanGeometry(Math.min(screen.width, FAN_MAX_WIDTH)), [screen.width])
  // The cards fly from the fan only when it was on screen; a reading reopened face up lays them out from below.
  const sawFan = useRef(false)
  if (fanOpen) sawFan.current = true
  const flights = useMemo<FlightStart[] | undefined>(() => {
    if (!sawFan.current) return undefined
    const left = (screen.width - fan.width) / 2
    const top = designToScreen(FAN_TOP_DESIGN, screen.width)
    return draw.picks.map((slot) => {
      const c = cardCentre(fan, slot, true)
      return { x: left + c.x, y: top + c.y, angle: c.angle, width: fan.cardWidth }
    })
  }, [draw.picks, fan, screen.width])

  if (phase === 'start-failed' && !reading) {
    return (
      <View className='draw'>
        {question && spread ? <FlowHeader question={question} spreadName={spread.name} /> : null}
        <View className='flow-failed draw__failed'>
          <Text className='flow-failed__title'>{t('draw.startFailed')}</Text>
          {draw.reason ? <Text className='flow-failed__detail'>{draw.reason}</Text> : null}
          <Button className='primary-button draw__retry' onClick={draw.retry}>
            {tc('common.retry')}
          </Button>
          {/* The reading kept for this question may be gone (deleted, or another person's after signing out). */}
          {onNewReading ? (
            <Button className='draw__new-reading' onClick={onNewReading}>
              {t('resume.newReading')}
            </Button>
          ) : null}
        </View>
      </View>
    )
  }
  if (reading && !spread) return <FlowNotice />

  return (
    <View className='draw'>
      {question && spread ? <FlowHeader question={question} spreadName={spread.name} /> : null}
      {reading?.commitment ? <FairnessSeal commitment={reading.commitment} serverSeed={reading.serverSeed} verified={verified} /> : null}

      {!reading || (!shuffled && phase !== 'drawn') ? <ShuffleDeck label={t('draw.shuffling')} cardWidth={Math.round(Math.min(contentWidth * 0.2, 90))} still={still} /> : null}

      {fanOpen ? (
        <View className='draw__picking'>
          <View className='draw__prompt-row'>
            <Text className='draw__prompt'>{total === 1 ? t('draw.pickOne') : t('draw.pickMany', { count: total })}</Text>
            <Text className='draw__counter'>{t('draw.counter', { picked: draw.picks.length, total })}</Text>
          </View>
          <Text className='draw__hint'>{t('draw.pickHint')}</Text>
          <View className='draw__fan'>
            <CardFan fan={fan} left={(screen.width - fan.width) / 2} picks={draw.picks} closed={phase !== 'picking'} still={still} onPick={(index) => draw.pick(index, total)} />
          </View>
          {phase === 'revealing' ? <Text className='draw__status'>{t('draw.turning')}</Text> : null}
          {phase === 'pick-failed' ? (
            <View className='flow-failed draw__failed'>
              <Text className='flow-failed__title'>{t('draw.pickFailed')}</Text>
              {draw.reason ? <Text className='flow-failed__detail'>{draw.reason}</Text> : null}
              <Button className='primary-button draw__retry' onClick={draw.retry}>
                {tc('common.retry')}
              </Button>
            </View>
          ) : null}
        </View>
      ) : null}

      {phase === 'drawn' && reading?.cards && spread && layout ? (
        <View className='draw__board'>
          <DrawBoard
            layout={layout}
            positions={spread.positions}
            cards={reading.cards}
            width={contentWidth}
            maxHeight={Math.round(screen.height * 0.6)}
            screenWidth={screen.width}
            from={flights}
            still={still}
            onRevealed={() => setRevealed(true)}
          />
        </View>
      ) : null}

      {revealed && reading ? (
        <View className='draw__finish'>
          <Button className='primary-button draw__continue' disabled={save.working || undefined} onClick={() => void save.finish(async () => reading.id)}>
            {save.working ? t('save.saving') : signedIn ? t('save.saveAndRead') : t('save.read')}
          </Button>
          <SaveStatus
            failure={save.failure}
            working={save.working}
            onRetry={() => void save.retry()}
            onSkip={() => void save.skip()}
            loginRedirect={`${DRAW_ROUTE}?id=${encodeURIComponent(reading.id)}`}
          />
          {onNewReading ? (
            <View className='draw__again'>
              <Text className='draw__again-note'>{t('resume.note')}</Text>
              <Button className='draw__new-reading' disabled={save.working || undefined} onClick={onNewReading}>
                {t('resume.newReading')}
              </Button>
            </View>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}
