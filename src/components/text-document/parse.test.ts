import { parseTextDocument } from './parse'

describe('the plain-text document format', () => {
  it('splits headings, paragraphs and list items, joining the lines of a paragraph', () => {
    expect(parseTextDocument('## Overview\nThe Star\nshines.\n\n- rest\n- hope\n\nLast <b>words</b>')).toEqual([
      { kind: 'heading', text: 'Overview' },
      { kind: 'paragraph', text: 'The Star\nshines.' },
      { kind: 'item', text: 'rest' },
      { kind: 'item', text: 'hope' },
      { kind: 'paragraph', text: 'Last <b>words</b>' },
    ])
  })
})
