import { screen } from '@testing-library/dom'

export { screen }

/**
 * A text matcher for a sentence split across elements (a date set apart inside it): the innermost element whose
 * whole text is `sentence`, as the user reads it.
 */
export function wholeText(sentence: string) {
  return (_: string, element: Element | null): boolean => element?.textContent === sentence && !Array.from(element.children).some((child) => child.textContent === sentence)
}

/** A Taro button by its text: on H5 it renders as `<taro-button-core>`, with no role for `getByRole` to find. */
export function buttonByText(text: string | RegExp): HTMLElement {
  const found = screen.getAllByText(text).filter((element) => element.tagName === 'TARO-BUTTON-CORE' || element.tagName === 'BUTTON')
  if (found.length !== 1) throw new Error(`${found.length} buttons say ${String(text)}`)
  return found[0]!
}

/** The native field a Taro `Input` or `Textarea` renders, by its placeholder (the wrapper carries the same placeholder). */
export function fieldByPlaceholder(text: string): HTMLInputElement | HTMLTextAreaElement {
  const field = screen.getAllByPlaceholderText(text).find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA')
  if (!field) throw new Error(`no field with the placeholder ${text}`)
  return field as HTMLInputElement | HTMLTextAreaElement
}
