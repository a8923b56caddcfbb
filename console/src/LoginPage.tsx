import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin'

/** Sign-in with name, password and the six-digit code from the operator's authenticator app (TOTP). */
export function LoginPage() {
  const translate = useTranslate()
  const login = useLogin()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codeValid = /^[0-9]{6}$/.test(code)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await login({ name: name.trim(), password, code })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('console.login.failed'))
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
            <Typography variant="h5" component="h1">
              {translate('console.login.title')}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
            <Stack spacing={2}>
              <TextField label={translate('console.login.name')} name="name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" autoFocus required fullWidth />
              <TextField
                label={translate('console.login.password')}
                name="password"
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                required
                fullWidth
              />
              <TextField
                label={translate('console.login.code')}
                name="code"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                helperText={translate('console.login.codeHelp')}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
                required
                fullWidth
              />
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              <Button type="submit" variant="contained" size="large" disabled={busy || !name.trim() || !password || !codeValid}>
                {busy ? <CircularProgress size={20} color="inherit" /> : translate('console.login.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
