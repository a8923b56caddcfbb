import { Text, View } from '@tarojs/components'

export default function Two() {
  return (
    <View>
      <Text>The second tab page.</Text>
    </View>
  )
}
