import { Text, View } from '@tarojs/components'

export default function One() {
  return (
    <View>
      <Text>The first tab page.</Text>
    </View>
  )
}
