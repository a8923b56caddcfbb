import { Button, Text, View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { type ConfirmRequest, type DialogRequest, type SheetRequest, answer, dismiss, hideHost, showHost, useDialogs } from './dialog-store'
import { DialogLayer } from './dialog-layer'
import { useDialogFocus } from './dialog-focus'
import './dialog.css'
import { Block } from '@/components/primitives/box'

let hostIds = 0

/**
 * Where the themed dialogs and action sheets appear: one host in every page frame.
 * Only the host of the page on top draws, so a page kept under another (H5's
 * stack) never shows a second copy; leaving the page cancels what it showed.
 */
export function DialogHost() {
  const id = useRef(0)
  if (!id.current) id.current = ++hostIds
  useEffect(() => {
    showHost(id.current)
    return () => hideHost(id.current)
  }, [])
  useDidShow(() => showHost(id.current))
  useDidHide(() => hideHost(id.current))
  const onTop = useDialogs((s) => s.hosts[s.hosts.length - 1] === id.current)
  const request = useDialogs((s) => s.queue[0])
  if (!onTop || !request) return null
  return <DialogView key={queueKey(request)} request={request} />
}

const keys = new WeakMap<DialogRequest, number>()
let nextKey = 0
/** A fresh element for each request, so focus moves to it and its entry animation plays again. */
function queueKey(request: DialogRequest): number {
  let key = keys.get(request)
  if (key === undefined) {
    key = ++nextKey
    keys.set(request, key)
  }
  return key
}

function DialogView({ request }: { request: DialogRequest }) {
  const panelId = `dialog-${queueKey(request)}`
  const cancel = () => dismiss(request)
  useDialogFocus(panelId, cancel)
  return (
    <DialogLayer sheet={request.kind === 'sheet'} onBackdrop={cancel}>
      {request.kind === 'confirm' ? <ConfirmPanel id={panelId} request={request} /> : <SheetPanel id={panelId} request={request} />}
    </DialogLayer>
  )
}

function ConfirmPanel({ id, request }: { id: string; request: ConfirmRequest }) {
  return (
    <Block id={id} className="dialog__panel" role="dialog" ariaRole="dialog" aria-modal="true" aria-labelledby={`${id}-title`} catchMove>
      <Text id={`${id}-title`} className="dialog__title">
        {request.title}
      </Text>
      {request.content ? <Text className="dialog__content">{request.content}</Text> : null}
      <View className="dialog__actions">
        {request.showCancel ? (
          <Button className="dialog__button dialog__cancel" onClick={() => answer(request, false)}>
            {request.cancelText}
          </Button>
        ) : null}
        <Button className={`dialog__button dialog__confirm ${request.danger ? 'dialog__confirm--danger' : ''}`} onClick={() => answer(request, true)}>
          {request.confirmText}
        </Button>
      </View>
    </Block>
  )
}

function SheetPanel({ id, request }: { id: string; request: SheetRequest }) {
  return (
    <Block id={id} className="sheet__panel" role="dialog" ariaRole="dialog" aria-modal="true" aria-labelledby={request.title ? `${id}-title` : undefined} catchMove>
      {request.title ? (
        <Text id={`${id}-title`} className="sheet__title">
          {request.title}
        </Text>
      ) : null}
      {request.items.map((item, index) => (
        <Button key={index} className="sheet__item" onClick={() => answer(request, index)}>
          {item}
        </Button>
      ))}
      <Button className="sheet__item sheet__cancel" onClick={() => answer(request, null)}>
        {request.cancelText}
      </Button>
    </Block>
  )
}
