// A finger on Taro's RN components. Taro's Button is a Touchable (`fireEvent.press` reaches it), but a
// View or Text with `onClick` answers through a PanResponder: the responder grant and release React
// Native's touch system sends, which is what is sent here — a tap that does not move.
import { act, fireEvent } from '@testing-library/react-native'

/** An element the screen's queries return. */
type ReactTestInstance = Parameters<typeof fireEvent.press>[0]

function touchEvent() {
  const timestamp = Date.now()
  return {
    nativeEvent: { timestamp, pageX: 0, pageY: 0, locationX: 0, locationY: 0, target: 1, touches: [], changedTouches: [] },
    touchHistory: { touchBank: [], numberActiveTouches: 0, indexOfSingleActiveTouch: -1, mostRecentTimeStamp: timestamp },
  }
}

/** Taps a Taro View/Text whose `onClick` is a PanResponder. */
export async function tap(element: ReactTestInstance): Promise<void> {
  await act(async () => {
    fireEvent(element, 'responderGrant', touchEvent())
    fireEvent(element, 'responderRelease', touchEvent())
  })
}

/** Presses a Taro Button (a Touchable) and lets what it starts run. */
export async function press(element: ReactTestInstance): Promise<void> {
  await act(async () => {
    fireEvent.press(element)
  })
}
