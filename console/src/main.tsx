import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

/** The nonce the server gave this page (server/src/plugins/console-app.ts); the console's CSP admits only style elements that carry it. */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
const styles = createCache({ key: 'css', nonce: nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined, prepend: true })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styles}>
      <App />
    </CacheProvider>
  </StrictMode>,
)
