import { fromShareView, miniShareOf } from './mini-share'

const share = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  readingId: 'r1',
  spreadId: 'cnc',
  includeQuestion: false,
  size: 'story' as const,
  createdAt: '2026-11-21T09:30:00.000Z',
  revokedAt: null,
  link: 'https://tarot.example.com/tarot/h5app/#/pagesApp/share/reading?id=AbCdEfGhIjKlMnOpQrStUv&friend=u-42',
  posterPath: '/tarot/rest/shared/AbCdEfGhIjKlMnOpQrStUv/poster.png?size=story',
}

describe('what the mini-program menu shares', () => {
  it('sends a chat card to the shared page with the friend code and the 5:4 poster', () => {
    const sent = miniShareOf(fromShareView(share), 'My tarot cards: Choice and Consequence', 'share')
    expect(sent.path).toBe('/pagesApp/share/reading?id=AbCdEfGhIjKlMnOpQrStUv&friend=u-42')
    expect(sent.imageUrl).toMatch(/\/tarot\/rest\/shared\/AbCdEfGhIjKlMnOpQrStUv\/poster\.png\?size=chat$/)
    expect(sent.title).toBe('My tarot cards: Choice and Consequence')
  })

  it('opens Moments on the page it was shared from, with that page’s key', () => {
    expect(miniShareOf(fromShareView(share), 't', 'share').timelineQuery).toBe('share=AbCdEfGhIjKlMnOpQrStUv&friend=u-42')
    expect(miniShareOf(fromShareView(share), 't', 'id').timelineQuery).toBe('id=AbCdEfGhIjKlMnOpQrStUv&friend=u-42')
  })

  it('leaves the friend code off when the link has none', () => {
    expect(miniShareOf(fromShareView({ ...share, link: 'https://x/#/pagesApp/share/reading?id=abc' }), 't', 'id').path).toBe('/pagesApp/share/reading?id=AbCdEfGhIjKlMnOpQrStUv')
  })
})
