import { Button } from '@tarojs/components'
import type { SpreadLayout } from '@tarot/core/layout'
import { isSignedIn } from '@tarot/core/session'
import { Block, Inline } from '@/components/primitives/box'
import { findLayout, findSpread } from '@/lib/content/spreads'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
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
import { slotCentre, slotGrid } from '../model/slot-grid'
import { CardFan } from './card-fan'
import { DrawBoard, type FlightStart } from './draw-board'
import { FairnessSeal } from './fairness-seal'
import { measureTops } from './measure-tops'
import { PickSlots, type SlotFlight } from './pick-slots'
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
/** The fan's top below the board's (the prompt, the hint and their margins), in design px, until measured. */
const FAN_TOP_DESIGN = 96
/** Where the fan starts on the screen, as a share of its height, until measured (React Native measures nothing). */
const FAN_TOP_SHARE = 0.44
/** Between the fan and the places under it at least, in screen px. */
const SLOTS_GAP = 12
/** The page's padding under its content (page-frame.css), in design px. */
const PAGE_BOTTOM_DESIGN = 48
/** The smallest fan and places, in screen px, on a screen that has the room. */
const FAN_MIN_HEIGHT = 160
const SLOTS_MIN_HEIGHT = 110

/**
 * How the fan and the spread's places share the screen under the prompt: the fan takes about half
 * (a little less for a large spread, whose places need rows), as large an arc as fits in it, and
 * the places the rest. `fanTop` and `pickingTop` are screen px from the top of the viewport.
 */
function stageLayout(screen: { width: number; height: number }, contentWidth: number, positions: number, tops: { picking: number; fan: number } | null) {
  const fanTop = tops?.fan ?? Math.round(screen.height * FAN_TOP_SHARE)
  const pickingTop = tops?.picking ?? fanTop - designToScreen(FAN_TOP_DESIGN, screen.width)
  const available = screen.height - fanTop - designToScreen(PAGE_BOTTOM_DESIGN, screen.width) - SLOTS_GAP
  // A screen too short for both at their smallest (a 640 px phone) shrinks both alike, so the places stay on it.
  const squeeze = Math.min(1, Math.max(0.6, available / (FAN_MIN_HEIGHT + SLOTS_GAP + SLOTS_MIN_HEIGHT)))
  const fan = fanGeometry(Math.min(screen.width, FAN_MAX_WIDTH), undefined, Math.max(FAN_MIN_HEIGHT * squeeze, available * (positions <= 5 ? 0.5 : 0.45)))
  const grid = slotGrid(positions, contentWidth, Math.max(SLOTS_MIN_HEIGHT * squeeze, available - fan.height - SLOTS_GAP))
  // Height the places do not need (they stop growing) goes partly between them and the fan, so the two read as one table.
  const gap = SLOTS_GAP + Math.max(0, Math.round((available - fan.height - SLOTS_GAP - grid.height) / 3))
  return { fan, grid, fanTop, pickingTop, gap }
}

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
  if (flow.status === 'loading') return <Inline className="draw__status">{t('flow.loading')}</Inline>
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
  // The ask pages offer to come back to this draw only once it holds a picked card.
  const pickedCount = draw.picks.length
  useEffect(() => {
    if (reading) useAskFlow.getState().setPicked(reading.id, pickedCount)
  }, [reading, pickedCount])
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
  // Where the fan starts on screen, read once it is drawn: the fan and the places below share what is left.
  const [tops, setTops] = useState<{ picking: number; fan: number } | null>(null)
  // The fan and its places are drawn once their room is measured, not first at a guessed size: the picking block's
  // first render holds only the texts above them. Before the first paint where the measure is synchronous (H5);
  // if it finds nothing, they are drawn at the guessed size rather than never.
  const [measured, setMeasured] = useState(false)
  useLayoutEffect(() => {
    if (!fanOpen || measured) return
    measureTops(['.draw__picking', '.draw__fan'], ([picking, fanTop]) => {
      if (typeof picking === 'number' && typeof fanTop === 'number' && fanTop > 0) setTops({ picking, fan: fanTop })
      setMeasured(true)
    })
  }, [fanOpen, measured])
  const stage = useMemo(() => stageLayout(screen, contentWidth, total, tops), [screen, contentWidth, total, tops])
  const { fan, grid } = stage
  const fanLeft = (screen.width - fan.width) / 2
  const gridLeft = (screen.width - grid.width) / 2
  /** A picked card's flight into its place: from where it stood, raised, in the fan (relative to the places' top left). */
  const slotFlight = useCallback(
    (position: number): SlotFlight | null => {
      const slot = draw.picks[position]
      if (slot === undefined) return null
      const c = cardCentre(fan, slot, true)
      return { x: fanLeft + c.x - gridLeft, y: c.y - fan.height - stage.gap, angle: c.angle, width: fan.cardWidth }
    },
    [draw.picks, fan, fanLeft, gridLeft, stage.gap],
  )
  // The cards fly from their places under the fan only when it was on screen; a reading reopened face up lays them out from below.
  const sawFan = useRef(false)
  if (fanOpen) sawFan.current = true
  const flights = useMemo<FlightStart[] | undefined>(() => {
    if (!sawFan.current) return undefined
    const gridTop = stage.fanTop - stage.pickingTop + fan.height + stage.gap
    return draw.picks.map((_, position) => {
      const c = slotCentre(grid, position, total)
      return { x: gridLeft + c.x, y: gridTop + c.y, angle: 0, width: grid.cardWidth }
    })
  }, [draw.picks, stage, fan, grid, gridLeft, total])

  if (phase === 'start-failed' && !reading) {
    return (
      <Block className="draw">
        {question && spread ? <FlowHeader question={question} spreadName={spread.name} /> : null}
        <Block className="flow-failed draw__failed">
          <Inline className="flow-failed__title">{t('draw.startFailed')}</Inline>
          {draw.reason ? <Inline className="flow-failed__detail">{draw.reason}</Inline> : null}
          <Button className="primary-button draw__retry" onClick={draw.retry}>
            {tc('common.retry')}
          </Button>
          {/* The reading kept for this question may be gone (deleted, or another person's after signing out). */}
          {onNewReading ? (
            <Button className="draw__new-reading" onClick={onNewReading}>
              {t('resume.newReading')}
            </Button>
          ) : null}
        </Block>
      </Block>
    )
  }
  if (reading && !spread) return <FlowNotice />

  return (
    <Block className="draw">
      {question && spread ? <FlowHeader question={question} spreadName={spread.name} /> : null}
      {reading?.commitment ? <FairnessSeal commitment={reading.commitment} serverSeed={reading.serverSeed} verified={verified} /> : null}

      {!reading || (!shuffled && phase !== 'drawn') ? <ShuffleDeck label={t('draw.shuffling')} cardWidth={Math.round(Math.min(contentWidth * 0.2, 90))} still={still} /> : null}

      {fanOpen ? (
        <Block className="draw__picking">
          <Block className="draw__prompt-row">
            <Inline className="draw__prompt">{total === 1 ? t('draw.pickOne') : t('draw.pickMany', { count: total })}</Inline>
            <Inline className="draw__counter">{t('draw.counter', { picked: draw.picks.length, total })}</Inline>
          </Block>
          {/* Back after a reload with cards already picked: say they were kept, where the hint would repeat itself. */}
          {draw.restored > 0 && phase === 'picking' ? (
            <Inline className="draw__hint draw__kept">{t('draw.picksKept', { count: draw.restored })}</Inline>
          ) : (
            <Inline className="draw__hint">{t('draw.pickHint')}</Inline>
          )}
          <Block className="draw__fan">
            {measured ? <CardFan fan={fan} left={fanLeft} picks={draw.picks} closed={phase !== 'picking'} still={still} onPick={(index) => draw.pick(index, total)} /> : null}
          </Block>
          {spread && measured ? (
            <Block className="draw__slots" style={{ marginTop: `${stage.gap}px` }}>
              <PickSlots grid={grid} positions={spread.positions} filled={draw.picks.length} flightOf={slotFlight} still={still} />
            </Block>
          ) : null}
          {phase === 'revealing' ? <Inline className="draw__status">{t('draw.turning')}</Inline> : null}
          {phase === 'pick-failed' ? (
            <Block className="flow-failed draw__failed">
              <Inline className="flow-failed__title">{t('draw.pickFailed')}</Inline>
              {draw.reason ? <Inline className="flow-failed__detail">{draw.reason}</Inline> : null}
              <Button className="primary-button draw__retry" onClick={draw.retry}>
                {tc('common.retry')}
              </Button>
            </Block>
          ) : null}
        </Block>
      ) : null}

      {phase === 'drawn' && reading?.cards && spread && layout ? (
        <Block className="draw__board">
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
        </Block>
      ) : null}

      {revealed && reading ? (
        <Block className="draw__finish">
          <Button className="primary-button draw__continue" disabled={save.working || undefined} onClick={() => void save.finish(async () => reading.id)}>
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
            <Block className="draw__again">
              <Inline className="draw__again-note">{t('resume.note')}</Inline>
              <Button className="draw__new-reading" disabled={save.working || undefined} onClick={onNewReading}>
                {t('resume.newReading')}
              </Button>
            </Block>
          ) : null}
        </Block>
      ) : null}
    </Block>
  )
}
