import { Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import { type DrawRecord, checkDraw } from './check-draw'
import './verify-draw.css'
import '@/lib/i18n/namespaces/reading'
import { Block } from '@/components/primitives/box'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <View className="verify-draw__field">
      <Text className="verify-draw__label">{label}</Text>
      <Text className="verify-draw__hex" userSelect>
        {value}
      </Text>
    </View>
  )
}

function Check({ ok, text }: { ok: boolean; text: string }) {
  return (
    <View className={`verify-draw__check ${ok ? 'verify-draw__check--ok' : 'verify-draw__check--bad'}`}>
      <Text className={`verify-draw__mark ${ok ? 'verify-draw__mark--ok' : 'verify-draw__mark--bad'}`}>{ok ? '✓' : '✗'}</Text>
      <Text className="verify-draw__check-text">{text}</Text>
    </View>
  )
}

/**
 * "Verify this draw": re-derives a digital draw on the device from the
 * commitment shown before the pick, the revealed seed and the picks, and says
 * plainly whether the reading's cards are the ones the seed fixed. The verdict
 * is always in sight; the proof itself (64-character hashes, the picks, the
 * re-derived cards) is folded behind the title until the person asks for it,
 * and opens by itself when the cards do not match, so a mismatch is never hidden.
 */
export function VerifyDraw({ reading }: { reading: DrawRecord }) {
  const { t } = useTranslation('reading')
  const language = currentLanguage()
  const check = useMemo(() => checkDraw(reading), [reading])
  const [open, setOpen] = useState<boolean | null>(null)
  const orientation = (o: 'upright' | 'reversed') => (o === 'reversed' ? t('reversed') : t('upright'))
  const checked = check.state === 'checked'
  // Folded unless asked for; a mismatch starts open.
  const expanded = checked && (open ?? !check.ok)

  return (
    <View className={`verify-draw ${expanded ? 'verify-draw--open' : ''}`}>
      {checked ? (
        <Block className="verify-draw__toggle" ariaRole="button" aria-expanded={expanded ? 'true' : 'false'} onClick={() => setOpen(!expanded)}>
          <Text className="verify-draw__title verify-draw__title--toggle">{t('verify.title')}</Text>
          <Text className="verify-draw__toggle-hint">{`${expanded ? t('verify.hide') : t('verify.show')} ${expanded ? '▴' : '▾'}`}</Text>
        </Block>
      ) : (
        <Text className="verify-draw__title">{t('verify.title')}</Text>
      )}
      {check.state === 'pending' ? <Text className="verify-draw__note">{t('verify.pending')}</Text> : null}
      {check.state === 'incomplete' ? <Text className="verify-draw__note verify-draw__note--bad">{t('verify.unavailable')}</Text> : null}
      {check.state === 'checked' ? (
        <>
          <View className={`verify-draw__verdict ${check.ok ? 'verify-draw__verdict--ok' : 'verify-draw__verdict--bad'} ${expanded ? '' : 'verify-draw__verdict--last'}`}>
            <Text className="verify-draw__verdict-mark">{check.ok ? '✓' : '⚠'}</Text>
            <Text className="verify-draw__verdict-text">{check.ok ? t('verify.ok') : t('verify.warning')}</Text>
          </View>
          {expanded ? (
            <View className="verify-draw__details">
              <Text className="verify-draw__intro">{t('verify.intro')}</Text>
              <Field label={t('verify.commitment')} value={reading.commitment ?? ''} />
              <Field label={t('verify.seed')} value={reading.serverSeed ?? ''} />
              {reading.clientSeed ? <Field label={t('verify.clientSeed')} value={reading.clientSeed} /> : null}
              <Field label={t('verify.picks')} value={(reading.picks ?? []).join(', ')} />
              <Field label={t('verify.computed')} value={check.computed || '—'} />
              <Check ok={check.hashOk} text={check.hashOk ? t('verify.hashOk') : t('verify.hashBad')} />
              <Check ok={check.cardsOk} text={check.cardsOk ? t('verify.cardsOk') : t('verify.cardsBad')} />
              {check.derived ? (
                <View className="verify-draw__cards">
                  <Text className="verify-draw__label">{t('verify.derived')}</Text>
                  {check.derived.map((card, i) => {
                    const differs = check.mismatches.includes(i)
                    const shown = reading.cards?.[i]
                    return (
                      <View key={i} className={`verify-draw__card ${differs ? 'verify-draw__card--bad' : ''}`}>
                        <Text
                          className={`verify-draw__card-text ${differs ? 'verify-draw__card-text--bad' : ''}`}
                        >{`${i + 1}. ${cardName(card.id, language)} · ${orientation(card.orientation)}`}</Text>
                        {differs ? (
                          <Text className="verify-draw__card-diff">
                            {shown ? t('verify.readingShows', { card: `${cardName(shown.id, language)} · ${orientation(shown.orientation)}` }) : t('verify.missing')}
                          </Text>
                        ) : null}
                      </View>
                    )
                  })}
                </View>
              ) : null}
            </View>
          ) : null}
        </>
      ) : null}
    </View>
  )
}
