import { Button, Text, View } from '@tarojs/components'
import type { ReadingView } from '@tarot/contracts/readings'
import type { ShareView } from '@tarot/contracts/shares'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findSpread } from '@/lib/content/spreads'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { HOME, SHARE_LINKS_PAGE } from '@/lib/navigation/routes'
import { showToast } from '@/lib/ui/toast'
import { createShare, posterUrl } from '../api/shares'
import { useCurrentShare } from '../model/current-share'
import { type Delivered, copyLink, deliverShare, savePoster, savesPoster, sendsFromButton } from '../model/deliver'
import { fromShareView, miniShareOf } from '../model/mini-share'
import { useShareHooks } from '../model/share-hooks'
import '../../../components/outline-button/outline-button.css'
import './share-panel.css'
import '@/lib/i18n/namespaces/share'
import { Block } from '@/components/primitives/box'

/** The chat card's title for a reading, in the sharer's language. */
function useShareTitle(spreadId: string): string {
  const { t } = useTranslation('share')
  return t('shareTitle', { spread: findSpread(spreadId, currentLanguage())?.name ?? '' })
}

/**
 * Sharing a reading from the reading page: the person chooses whether the question goes along (off by default),
 * a link is made, and the platform hands it on — the browser's or the system's share sheet, the clipboard, or in the
 * mini-program a share button and the menu (chat card with the 5:4 poster, Moments). Notes are never part of it.
 */
export function SharePanel({ reading }: { reading: ReadingView }) {
  const { t } = useTranslation('share')
  const title = useShareTitle(reading.spreadId)
  const [includeQuestion, setIncludeQuestion] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [outcome, setOutcome] = useState<Delivered | null>(null)
  const current = useCurrentShare((s) => (s.current?.readingId === reading.id ? s.current : null))
  const setCurrent = useCurrentShare((s) => s.set)
  const share = current?.share ?? null

  const hand = async (made: ShareView) => {
    setOutcome(await deliverShare({ title, text: t('shareText'), link: made.link, posterUrl: posterUrl(made.posterPath, 'story') }))
  }
  const create = async () => {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      const made = await createShare(reading.id, includeQuestion)
      setCurrent({ readingId: reading.id, share: made, title })
      await hand(made)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  const toggle = () => {
    setIncludeQuestion((on) => !on)
    // A link shows what was chosen when it was made: another choice needs another link.
    if (share) setCurrent(null)
    setOutcome(null)
  }
  const copy = async (link: string) => {
    await copyLink(link)
    setOutcome('copied')
  }
  const save = async (made: ShareView) => {
    if (!(await savePoster(posterUrl(made.posterPath, 'story')).catch(() => false))) showToast(t('panel.posterFailed'))
  }

  return (
    <View className="share-panel">
      <Text className="share-panel__title">{t('panel.title')}</Text>
      <Text className="share-panel__hint">{t('panel.hint')}</Text>
      <View className="share-panel__option" role="switch" aria-checked={includeQuestion} onClick={toggle}>
        <View className="share-panel__option-text">
          <Text className="share-panel__option-title">{t('panel.includeQuestion')}</Text>
          <Text className="share-panel__option-hint">{t('panel.includeQuestionHint')}</Text>
        </View>
        <View className={`share-panel__toggle ${includeQuestion ? 'share-panel__toggle--on' : ''}`}>
          <View className="share-panel__knob" />
        </View>
      </View>
      {share ? (
        <View className="share-panel__made">
          <Text className="share-panel__outcome">{t(outcome === 'copied' ? 'panel.copied' : outcome === 'shared' ? 'panel.shared' : 'panel.ready')}</Text>
          <Text className="share-panel__link" userSelect>
            {share.link}
          </Text>
          {sendsFromButton ? (
            <>
              <Button className="primary-button share-panel__send" openType="share">
                {t('panel.sendToChat')}
              </Button>
              <Text className="share-panel__hint">{t('panel.timelineHint')}</Text>
            </>
          ) : (
            <Button className="primary-button share-panel__again" onClick={() => void hand(share)}>
              {t('panel.shareAgain')}
            </Button>
          )}
          <View className="share-panel__row">
            <Button className="outline-button share-panel__copy" onClick={() => void copy(share.link)}>
              {t('panel.copyLink')}
            </Button>
            {savesPoster ? (
              <Button className="outline-button share-panel__poster" onClick={() => void save(share)}>
                {t('panel.savePoster')}
              </Button>
            ) : null}
          </View>
        </View>
      ) : (
        <Button className="primary-button share-panel__create" disabled={busy || undefined} onClick={() => void create()}>
          {busy ? t('panel.creating') : t('panel.create')}
        </Button>
      )}
      {failed ? (
        <Block className="share-panel__failed" ariaRole="alert">
          <Text>{t('panel.failed')}</Text>
        </Block>
      ) : null}
      <Text className="link share-panel__manage" onClick={() => void navigateTo(SHARE_LINKS_PAGE)}>
        {t('panel.manage')}
      </Text>
    </View>
  )
}

/** The reading page's share menu in the mini-program: the link made this visit, or the app's home until there is one. */
export function useReadingShareMenu(readingId: string): void {
  const { t } = useTranslation()
  const current = useCurrentShare((s) => (s.current?.readingId === readingId ? s.current : null))
  useShareHooks(current ? miniShareOf(fromShareView(current.share), current.title, 'share') : null, t('app.name'), HOME)
}
