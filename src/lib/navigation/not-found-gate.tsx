import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { t } from '@/lib/i18n/i18n'
import { showToast } from '@/lib/ui/toast'
import { HOME } from './routes'

/** Mini-program and RN: an unknown page relaunches home with a page-not-found message. */
export function NotFoundGate() {
  useEffect(() => {
    const onNotFound = () => {
      void Taro.reLaunch({ url: HOME }).then(() => showToast(t('nav.pageNotFound')))
    }
    if (typeof Taro.onPageNotFound === 'function') Taro.onPageNotFound(onNotFound)
    return () => {
      if (typeof Taro.offPageNotFound === 'function') Taro.offPageNotFound(onNotFound)
    }
  }, [])
  return null
}
