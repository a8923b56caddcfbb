import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { shortHash } from '../model/seal'
import './fairness-seal.css'
import '@/lib/i18n/namespaces/draw'

export interface FairnessSealProps {
  commitment: string
  /** Revealed after the pick. */
  serverSeed: string | null
  /** The on-device check of the seed against the seal; null when not checked. */
  verified: boolean | null
}

/** The commitment (sha256 of the server's seed), shown before the pick; after it, the seed and whether it matches. */
export function FairnessSeal({ commitment, serverSeed, verified }: FairnessSealProps) {
  const { t } = useTranslation('draw')
  const [full, setFull] = useState(false)
  const toggle = () => setFull((v) => !v)
  return (
    <Block className="seal">
      <Block className="seal__row draw__commitment" onClick={toggle} ariaRole="button" ariaLabel={t('draw.sealToggle')}>
        <Inline className="seal__label">{t('draw.seal')}</Inline>
        <Inline className={`seal__hash ${full ? 'seal__hash--full' : ''}`}>{full ? commitment : shortHash(commitment)}</Inline>
      </Block>
      <Inline className="seal__hint">{t('draw.sealHint')}</Inline>
      {serverSeed ? (
        <Block className="seal__reveal draw__seed">
          <Block className="seal__row" onClick={toggle} ariaRole="button" ariaLabel={t('draw.sealToggle')}>
            <Inline className="seal__label">{t('draw.seed')}</Inline>
            <Inline className={`seal__hash ${full ? 'seal__hash--full' : ''}`}>{full ? serverSeed : shortHash(serverSeed)}</Inline>
          </Block>
          {verified === null ? null : (
            <Inline className={`seal__check ${verified ? 'seal__check--ok' : 'seal__check--bad'} draw__verified`}>{verified ? `✓ ${t('draw.verified')}` : `✕ ${t('draw.mismatch')}`}</Inline>
          )}
        </Block>
      ) : null}
    </Block>
  )
}
