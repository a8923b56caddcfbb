import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { yuanFromFen } from '@/lib/pay/money'
import type { Product } from '../hooks/use-wallet'
import { describeItem } from '../model/describe'
import './wallet.css'
import '@/features/wallet/translations'

/** Energy packs and VIP durations with their prices; a tap buys. */
export function ProductList({ products, onBuy }: { products: Product[]; onBuy: (product: Product) => void }) {
  const { t } = useTranslation('wallet')
  if (products.length === 0) return <Text className="wallet__muted">{t('products.empty')}</Text>
  return (
    <View className="wallet__products">
      {products.map((product) => {
        const item = describeItem(product)
        return (
          <View key={product.id} className={`wallet__product wallet__product--${product.kind}`} data-product={product.id} role="button" onClick={() => onBuy(product)}>
            <Text className="wallet__product-name">{t(item.key, item.params)}</Text>
            <Text className="wallet__price">{yuanFromFen(product.priceFen)}</Text>
            <View className="wallet__buy">
              <Text className="wallet__buy-text">{t('products.buy')}</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
