import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

const TAB_KEYS = ['tabs.home', 'tabs.spreads', 'tabs.help', 'tabs.history'] as const

/** Keeps the native title (document title on H5) and, on tab pages, the tab texts in the current language. */
export function usePageTitle(title: string, isTab: boolean): void {
  const { t, i18n } = useTranslation()
  const apply = useCallback(() => {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
    if (isTab) {
      TAB_KEYS.forEach((key, index) => {
        void Taro.setTabBarItem({ index, text: t(key) }).catch(() => undefined)
      })
    }
    // i18n.language: re-apply when the language changes even if this page's title text is the same.
  }, [title, isTab, t, i18n.language]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(apply, [apply])
  useDidShow(apply)
}
