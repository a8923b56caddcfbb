import { Button, Text, View } from '@tarojs/components'
import type { ShareView } from '@tarot/contracts/shares'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirm } from '@/components/dialog/dialog'
import { StatusView } from '@/components/status-view/status-view'
import { findSpread } from '@/lib/content/spreads'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/i18n/format-time'
import { open } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { listShares, revokeShare } from '../api/shares'
import { copyLink } from '../model/deliver'
import '../../../components/outline-button/outline-button.css'
import './shared-links-screen.css'
import '@/lib/i18n/namespaces/share'

function LinkRow({ share, onRevoked }: { share: ShareView; onRevoked: (revoked: ShareView) => void }) {
  const { t } = useTranslation('share')
  const language = currentLanguage()
  const [busy, setBusy] = useState(false)
  const revoke = async () => {
    if (busy) return
    const sure = await confirm({ title: t('links.confirmTitle'), content: t('links.confirmContent'), confirmText: t('links.confirmOk'), cancelText: t('links.cancel'), danger: true })
    if (!sure) return
    setBusy(true)
    try {
      onRevoked(await revokeShare(share.id))
    } catch {
      showToast(t('links.revokeFailed'))
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    await copyLink(share.link)
    showToast(t('links.copied'))
  }
  const revoked = share.revokedAt !== null
  return (
    <View className={`shared-links__item ${revoked ? 'shared-links__item--revoked' : ''}`}>
      <View className="shared-links__head">
        <Text className="shared-links__spread">{findSpread(share.spreadId, language)?.name ?? share.spreadId}</Text>
        {revoked ? <Text className="shared-links__badge">{t('links.revoked')}</Text> : null}
      </View>
      <Text className="shared-links__meta">{`${t('links.created', { date: formatTime(share.createdAt, language) })} · ${t(share.includeQuestion ? 'links.withQuestion' : 'links.withoutQuestion')}`}</Text>
      {revoked ? null : (
        <View className="shared-links__actions">
          <Button className="outline-button shared-links__copy" onClick={() => void copy()}>
            {t('links.copy')}
          </Button>
          <Button className="outline-button outline-button--danger shared-links__revoke" disabled={busy || undefined} onClick={() => void revoke()}>
            {t('links.revoke')}
          </Button>
        </View>
      )}
    </View>
  )
}

/** Every link I shared, newest first, each open one with a way to take it back (a themed confirm first). */
export function SharedLinksScreen() {
  const { t } = useTranslation('share')
  // The list belongs to whoever holds the token; the cache empties when it changes.
  const owner = useSession((s) => s.token || s.uken)
  const { state, retry, update } = useServerData(owner ? ['shares'] : null, listShares, { refreshOnShow: true })
  if (state.status === 'loading') return <StatusView kind="loading" />
  if (state.status === 'failed') return <StatusView kind="failed" message={t('links.failed')} onRetry={retry} />
  if (state.value.length === 0) return <StatusView kind="empty" message={t('links.empty')} action={{ label: t('shared.cta'), onClick: () => void open(HOME) }} />
  const replace = (revoked: ShareView) => update((list) => list.map((item) => (item.id === revoked.id ? revoked : item)))
  return (
    <View className="shared-links">
      {state.value.map((share) => (
        <LinkRow key={share.id} share={share} onRevoked={replace} />
      ))}
    </View>
  )
}
