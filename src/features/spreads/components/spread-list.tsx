import { Text, View } from '@tarojs/components'
import { useCatalogue } from '@/lib/content/spreads'
import { navigateTo } from '@/lib/navigation/navigate'
import { SpreadBadges } from './spread-badges'
import '../../../components/panel/panel.css'
import './spreads.css'

/** The spreads tab: every category with its listed spreads (hidden ones left out); a tap opens the spread's detail. */
export function SpreadList() {
  const catalogue = useCatalogue()
  return (
    <View className="spreads">
      {catalogue.list.map((category) => {
        const listed = category.spreads.filter((s) => !s.hide)
        if (listed.length === 0) return null
        return (
          <View key={category.id} className="spreads__category" data-category={category.id}>
            <Text className="spreads__category-name">{category.name}</Text>
            {listed.map((spread) => (
              <View key={spread.id} className="panel spreads__item" data-spread={spread.id} onClick={() => void navigateTo(`/pages/tarot/spread?id=${spread.id}`)}>
                <View className="panel__head spreads__item-head">
                  <Text className="spreads__name">{spread.name}</Text>
                  <Text className="spreads__chevron">›</Text>
                </View>
                <Text className="spreads__tagline">{spread.abstract ?? spread.desc}</Text>
                <SpreadBadges spread={spread} />
              </View>
            ))}
          </View>
        )
      })}
    </View>
  )
}
