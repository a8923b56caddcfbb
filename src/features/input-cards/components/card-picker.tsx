import { Input, ScrollView, Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { designToScreen, useWindowSize } from '@/lib/hooks/use-window-size'
import { currentLanguage } from '@/lib/i18n/i18n'
import { searchCards } from '../model/card-groups'
import type { Choice } from '../stores/draft'
import './card-picker.css'
import '@/lib/i18n/namespaces/draw'
import { Block } from '@/components/primitives/box'

export interface CardPickerProps {
  /** The position being filled (0-based) and its name. */
  position: number
  positionName: string
  choices: Choice[]
  onChoose: (id: string) => void
  onClose: () => void
}

const COLUMNS = 4

/**
 * The 78 cards in a sheet over the page, grouped Major, Wands, Cups, Swords, Coins,
 * with their art and a search by name. Cards already placed elsewhere say where;
 * choosing one of them is refused by the page ("Cannot Select Repeatedly").
 */
export function CardPicker({ position, positionName, choices, onChoose, onClose }: CardPickerProps) {
  const { t } = useTranslation('draw')
  const language = currentLanguage()
  const screen = useWindowSize()
  const [query, setQuery] = useState('')
  const groups = useMemo(() => searchCards(query, language), [query, language])
  const usedAt = useMemo(() => new Map(choices.map((c, i) => [c.id, i] as const).filter(([id, i]) => id !== null && i !== position)), [choices, position])

  const sheetHeight = Math.round(screen.height * 0.88)
  const listHeight = sheetHeight - Math.round(designToScreen(250, screen.width))
  const sheetWidth = Math.min(screen.width, 640)
  const cellWidth = Math.floor((sheetWidth - designToScreen(48, screen.width)) / COLUMNS)
  const thumbWidth = Math.max(40, cellWidth - Math.round(designToScreen(28, screen.width)))

  return (
    <View className="picker">
      {/* The backdrop and the head hold the page still (mini-program); the list scrolls by itself. */}
      <View className="picker__backdrop" catchMove onClick={onClose} />
      <View className="picker__sheet" style={{ height: `${sheetHeight}px`, width: `${sheetWidth}px` }}>
        <View className="picker__head" catchMove>
          <Text className="picker__title">{t('picker.title', { position: positionName })}</Text>
          <Block className="picker__close" onClick={onClose} ariaRole="button" ariaLabel={t('picker.close')}>
            <Text className="picker__close-mark">✕</Text>
          </Block>
        </View>
        <Input
          className="picker__search"
          value={query}
          placeholder={t('picker.search')}
          placeholderClass="picker__placeholder"
          confirmType="search"
          ariaLabel={t('picker.search')}
          onInput={(e) => setQuery(e.detail.value)}
        />
        <ScrollView className="picker__list" scrollY style={{ height: `${listHeight}px` }}>
          {groups.map((group) => (
            <View key={group.key} className="picker__group">
              <Text className="picker__group-title">{t(`picker.groups.${group.key}`)}</Text>
              <View className="picker__grid">
                {group.ids.map((id) => {
                  const used = usedAt.get(id)
                  const current = choices[position]?.id === id
                  return (
                    <Block
                      key={id}
                      className={`picker__card ${used !== undefined ? 'picker__card--used' : ''} ${current ? 'picker__card--current' : ''}`}
                      style={{ width: `${cellWidth}px` }}
                      onClick={() => onChoose(id)}
                      ariaRole="button"
                    >
                      <CardFace id={id} width={thumbWidth} />
                      <Text className="picker__name">{cardName(id, language)}</Text>
                      {used !== undefined ? <Text className="picker__used">{t('picker.inUse', { number: used + 1 })}</Text> : null}
                    </Block>
                  )
                })}
              </View>
            </View>
          ))}
          {groups.length === 0 ? <Text className="picker__empty">{t('picker.empty', { query: query.trim() })}</Text> : null}
        </ScrollView>
      </View>
    </View>
  )
}
