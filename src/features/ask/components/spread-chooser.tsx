import { Text, View } from '@tarojs/components'
import { findSpread } from '@/lib/content/spreads'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import './spread-chooser.css'
import '@/features/ask/translations'

/**
 * The spreads to switch between as chips that wrap onto a second line, so none is cut at the screen edge (the free basic spreads on ad_ask).
 * `fittedTo`: the time in the question the selected spread was fitted to, said under the chips.
 */
export function SpreadChooser({
  spreads,
  selected,
  disabled,
  fittedTo,
  onChoose,
}: {
  spreads: readonly string[]
  selected: string
  disabled: boolean
  fittedTo?: string | null
  onChoose: (id: string) => void
}) {
  const { t } = useTranslation('ask')
  const language = currentLanguage()
  return (
    <View className="ask__chooser">
      <Text className="ask__chooser-label">{t('spread.choose')}</Text>
      <View className="ask__chooser-options">
        {spreads.map((id) => {
          const spread = findSpread(id, language)
          if (!spread) return null
          const active = id === selected
          return (
            <View
              key={id}
              className={`ask__spread-option ${active ? 'ask__spread-option--active' : ''}`}
              role="radio"
              aria-checked={active}
              aria-disabled={disabled}
              data-spread={id}
              onClick={() => (disabled || active ? undefined : onChoose(id))}
            >
              <Text className={`ask__spread-option-name ${active ? 'ask__spread-option-name--active' : ''}`}>{spread.name}</Text>
              <Text className="ask__spread-option-count">{spread.positions.length}</Text>
            </View>
          )
        })}
      </View>
      {fittedTo ? <Text className="ask__chooser-fitted">{t('spread.fitted', { horizon: fittedTo })}</Text> : null}
    </View>
  )
}
