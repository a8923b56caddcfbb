import { configure, screen } from '@testing-library/dom'

// A failed query prints the DOM, and Taro's H5 elements are too deep for that dump (it dies on "Invalid string
// length"): say only what was looked for.
configure({ getElementError: (message) => Object.assign(new Error(message ?? 'element not found'), { name: 'TestingLibraryElementError' }) })

export { screen }

/**
 * A text matcher for a sentence split across elements (a date set apart inside it): the innermost element whose
 * whole text is `sentence`, as the user reads it.
 */
export function wholeText(sentence: string) {
  return (_: string, element: Element | null): boolean => element?.textContent === sentence && !Array.from(element.children).some((child) => child.textContent === sentence)
}
