import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { Animated, Easing } from 'react-native'
import { CardFace } from '@/components/card-face/card-face'
import type { FlipCardProps } from './flip-card'

/**
 * React Native: no CSS 3D here, so the card narrows to its edge and widens again
 * (scaleX on the native driver), the face replacing the back at the edge. With the
 * system's reduce-motion setting (`still`) the face simply replaces the back.
 */
export function FlipCard({ id, orientation, width, turning, faceUp, label, still }: FlipCardProps) {
  const scale = useRef(new Animated.Value(1)).current
  const [showFace, setShowFace] = useState(faceUp)
  useEffect(() => {
    if (!turning || showFace) return
    if (still) return setShowFace(true)
    const half = { duration: 300, easing: Easing.inOut(Easing.quad), useNativeDriver: true }
    const turn = Animated.timing(scale, { toValue: 0, ...half })
    turn.start(() => {
      setShowFace(true)
      Animated.timing(scale, { toValue: 1, ...half }).start()
    })
    return () => turn.stop()
  }, [turning, still, showFace, scale])
  return (
    <Animated.View style={{ transform: [{ scaleX: scale }] }}>
      <View>
        <CardFace id={showFace || faceUp ? id : null} orientation={orientation} width={width} faceUp={showFace || faceUp} label={showFace || faceUp ? label : undefined} />
      </View>
    </Animated.View>
  )
}
