import Taro from '@tarojs/taro'
import { notice } from '@/components/dialog/dialog'

/** Spec §4/§9: toasts hide after 1500 ms unless told otherwise; loading stays until hidden. */
export const TOAST_DURATION_MS = 1500

export function showToast(title: string, options: { icon?: 'success' | 'error' | 'none'; duration?: number } = {}): void {
  void Taro.showToast({ title, icon: options.icon ?? 'none', duration: options.duration ?? TOAST_DURATION_MS })
}

export function showLoading(title: string): void {
  void Taro.showLoading({ title, mask: true })
}

export function hideLoading(): void {
  void Taro.hideLoading()
}

/** The themed dialog with one button, for explanations such as the history info. */
export function showNotice(title: string, content: string, confirmText: string): Promise<void> {
  return notice({ title, content, confirmText })
}
