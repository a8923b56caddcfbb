import { configure } from '@testing-library/dom'

// A failed Testing Library query prints the page by default; Taro's web components make that printout too large
// to build (a RangeError hides the real failure). Said without the page: what was looked for and not found.
configure({ getElementError: (message) => Object.assign(new Error(message ?? 'no match'), { name: 'TestingLibraryElementError' }) })
