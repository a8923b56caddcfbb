import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { initials, photoUrl } from '../model/readers'
import './reader-avatar.css'

/** The reader's photo; without one, or when it fails to load, their initials on a gold circle. */
export function ReaderAvatar({ name, photo, size = 'small' }: { name: string; photo: string; size?: 'small' | 'large' }) {
  const url = photoUrl(photo)
  const [failedUrl, setFailedUrl] = useState('')
  const showPhoto = url !== '' && failedUrl !== url
  return (
    <View className={`reader-avatar reader-avatar--${size}`}>
      {showPhoto ? (
        <Image className={`reader-avatar__image reader-avatar__image--${size}`} src={url} mode="aspectFill" ariaLabel={name} nativeProps={{ alt: name }} onError={() => setFailedUrl(url)} />
      ) : (
        <Text className={`reader-avatar__initials reader-avatar__initials--${size}`}>{initials(name)}</Text>
      )}
    </View>
  )
}
