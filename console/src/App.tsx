import { Admin, Resource } from 'react-admin'
import { whenSignedOut } from './api/client'
import { authProvider } from './authProvider'
import { dataProvider } from './dataProvider'
import { i18nProvider } from './i18n'
import { LoginPage } from './LoginPage'
import { resources } from './resources'

// A call that finds the session over (expired, signed out elsewhere: 401000) goes back to the sign-in page.
whenSignedOut(() => {
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login'
})

/** The back office: react-admin with our sign-in page, providers and resources; no dashboard, it opens on orders. */
export function App() {
  return (
    <Admin title="AI Tarot" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} loginPage={LoginPage} requireAuth disableTelemetry>
      {resources.map(({ name, pages }) => (
        <Resource key={name} name={name} list={pages.list} show={pages.show} create={pages.create} edit={pages.edit} icon={pages.icon} />
      ))}
    </Admin>
  )
}
