import { t } from '@/lib/i18n/i18n'
import { enqueue } from './dialog-store'

export interface ConfirmOptions {
  title: string
  content?: string
  /** Defaults to the common "OK". */
  confirmText?: string
  /** Defaults to the common "Cancel". */
  cancelText?: string
  /** The confirm button is a warning (deleting, cancelling an order). */
  danger?: boolean
}

/**
 * Asks in the app's themed dialog; true when confirmed, false when cancelled
 * (the cancel button, the backdrop, Escape on H5, or leaving the page).
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((settle) =>
    enqueue({
      kind: 'confirm',
      title: options.title,
      content: options.content,
      confirmText: options.confirmText ?? t('common.confirm'),
      cancelText: options.cancelText ?? t('common.cancel'),
      showCancel: true,
      danger: options.danger ?? false,
      settle,
    }),
  )
}

/** An explanation with one button; resolves when it is closed. */
export function notice(options: { title: string; content?: string; confirmText?: string }): Promise<void> {
  return new Promise((done) =>
    enqueue({
      kind: 'confirm',
      title: options.title,
      content: options.content,
      confirmText: options.confirmText ?? t('common.ok'),
      cancelText: '',
      showCancel: false,
      danger: false,
      settle: () => done(),
    }),
  )
}

/** A themed action sheet: the index of the item chosen, or null when cancelled. */
export function actionSheet(options: { title?: string; items: string[]; cancelText?: string }): Promise<number | null> {
  return new Promise((settle) => enqueue({ kind: 'sheet', title: options.title, items: options.items, cancelText: options.cancelText ?? t('common.cancel'), settle }))
}
