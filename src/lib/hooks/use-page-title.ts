import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TAB_PAGES } from '@/lib/navigation/routes'

const TAB_KEYS = ['tabs.home', 'tabs.spreads', 'tabs.help', 'tabs.history'] as const

/** Keeps the native title (document title on H5) and, on tab pages, the tab texts in the current language. */
export function usePageTitle(title: string, isTab: boolean): void {
  const { t, i18n } = useTranslation()
  const apply = () => {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
    if (isTab) {
      TAB_KEYS.forEach((key, index) => {
        void Taro.setTabBarItem({ index, text: t(key) }).catch(() => undefined)
      })
    }
  }
  useEffect(apply, [title, isTab, i18n.language])
  useDidShow(apply)
}

export const TAB_COUNT = TAB_PAGES.length
