// First: mends what Taro's RN components expect of React Native's event emitter (a no-op elsewhere).
import '@/lib/platform/event-emitter-compat'
import { useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { I18nextProvider } from 'react-i18next'
import { resolveLanguage, setAppLanguage } from '@/lib/i18n/i18n'
import { i18n } from '@/lib/i18n/start'
import { NotFoundGate } from '@/lib/navigation/not-found-gate'
import { PageLoadGate } from '@/lib/navigation/page-load-gate'
import { entryAddressQuery } from '@/lib/platform/environment'
import { inertScriptLinks } from '@/lib/platform/script-links'
import { scheduleContentCheck } from '@/lib/content/schedule-check'
import { installSessionHandlers, signInAgain, startSession } from '@/lib/session/access'
import { listenForPrivacyPrompt } from '@/lib/privacy/listen'
import { VERSION_CHECK_DELAY_MS } from '@tarot/core/freshness'
import { usePreferences } from '@/stores/preferences'
import './app.css'

// The language follows the preference wherever it is changed (and once RN storage has loaded it).
usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) {
    void setAppLanguage(resolveLanguage(state.language))
    // Another language may have newer content of its own.
    scheduleContentCheck(0)
  }
})
installSessionHandlers()
// Mini-program: WeChat asks before the first privacy API; the page in front shows the consent sheet (a no-op elsewhere).
listenForPrivacyPrompt()
// H5: a tap on the tab bar follows no `javascript:` URL, so the CSP has nothing to refuse.
inertScriptLinks()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    const query = { ...(options?.query ?? {}), ...entryAddressQuery() } as Record<string, string>
    // A link's token the server refuses: the person hears so and can sign in (spec §8).
    // The link landing page (/pagesH5/common/open) runs the same steps and sends the person on itself.
    const entry = options?.path ? `/${options.path.replace(/^\//, '')}` : undefined
    const landing = entry?.startsWith('/pagesH5/common/open')
    void startSession(query, Date.now()).then(({ tokenRejected }) => (tokenRejected && !landing ? signInAgain(entry) : undefined))
    // Spec §4: the version check runs about a second after launch, off the critical path.
    scheduleContentCheck(VERSION_CHECK_DELAY_MS)
  })

  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <NotFoundGate />
      <PageLoadGate />
    </I18nextProvider>
  )
}

export default App
