import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import type { OperatorRole } from '@tarot/contracts/console'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import {
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  SaveButton,
  maxLength,
  minLength,
  regex,
  required,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUpdate,
} from 'react-admin'
import { useWhen } from '../../format'

const ROLES: readonly OperatorRole[] = ['owner', 'support', 'moderator', 'content']

function useRoleChoices() {
  const translate = useTranslate()
  return ROLES.map((id) => ({ id, name: translate(`operators.role.${id}`) }))
}

type OperatorRecord = { id: string; name: string; role: OperatorRole; active: boolean; createdAt: string; lastSignInAt: string | null }

function Role(_: { source?: 'role'; label?: string; sortable?: boolean }) {
  const translate = useTranslate()
  const operator = useRecordContext<OperatorRecord>()
  if (!operator) return null
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {translate(`operators.role.${operator.role}`, { _: operator.role })}
      {operator.active ? null : <Chip size="small" label={translate('operators.inactive')} />}
    </Box>
  )
}

function At({ source }: { source: 'createdAt' | 'lastSignInAt'; label?: string; sortable?: boolean }) {
  const when = useWhen()
  const translate = useTranslate()
  const operator = useRecordContext<OperatorRecord>()
  if (!operator) return null
  return <span style={{ whiteSpace: 'nowrap' }}>{operator[source] ? when(operator[source]) : translate('operators.never')}</span>
}

/** Deactivate (or reactivate) in one click; the server refuses deactivating the last owner or oneself (shown as its message). */
function ActiveToggle(_: { label?: string }) {
  const operator = useRecordContext<OperatorRecord>()
  const translate = useTranslate()
  const [update, { isPending }] = useUpdate()
  if (!operator) return null
  return (
    <Button
      size="small"
      color={operator.active ? 'error' : 'primary'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation()
        void update('operators', { id: operator.id, data: { active: !operator.active }, previousData: operator }, { mutationMode: 'pessimistic' })
      }}
    >
      {translate(operator.active ? 'operators.deactivate' : 'operators.reactivate')}
    </Button>
  )
}

export function OperatorList() {
  return (
    <List perPage={1000} pagination={false} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" sortable={false} />
        <Role source="role" sortable={false} />
        <At source="createdAt" sortable={false} />
        <At source="lastSignInAt" sortable={false} />
        <EditButton />
        <ActiveToggle />
      </Datagrid>
    </List>
  )
}

/** The authenticator's URI, as a QR code drawn here (no third party sees it) and as text; shown once. */
function TotpDialog({ name, uri, onClose }: { name: string; uri: string; onClose: () => void }) {
  const translate = useTranslate()
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void QRCode.toDataURL(uri, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then((url) => current && setImage(url))
    return () => {
      current = false
    }
  }, [uri])
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="totp-title">
      <DialogTitle id="totp-title">{translate('operators.totpTitle', { name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('operators.totpHelp')}
        </Alert>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, minHeight: 240 }}>{image ? <img src={image} width={240} height={240} alt="otpauth QR" data-testid="totp-qr" /> : null}</Box>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }} data-testid="totp-uri">
          {uri}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('operators.totpDone')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

// The contract's OperatorName, written out: the console takes no zod schema at run time.
const validateName = [required(), regex(/^[a-z][a-z0-9._-]{1,31}$/, 'operators.nameHelp')]
const validatePassword = [required(), minLength(12), maxLength(200)]

export function OperatorCreate() {
  const translate = useTranslate()
  const roles = useRoleChoices()
  const redirect = useRedirect()
  const [created, setCreated] = useState<{ name: string; totpUri: string } | null>(null)
  return (
    <>
      <Create<OperatorRecord & { totpUri: string }> redirect={false} mutationOptions={{ onSuccess: (data) => setCreated({ name: data.name, totpUri: data.totpUri }) }}>
        <SimpleForm defaultValues={{ role: 'support' }}>
          <TextInput source="name" validate={validateName} helperText={translate('operators.nameHelp')} autoComplete="off" />
          <SelectInput source="role" choices={roles} validate={required()} />
          <PasswordInput source="password" validate={validatePassword} helperText={translate('operators.passwordHelp')} autoComplete="new-password" />
        </SimpleForm>
      </Create>
      {created ? (
        <TotpDialog
          name={created.name}
          uri={created.totpUri}
          onClose={() => {
            setCreated(null)
            redirect('list', 'operators')
          }}
        />
      ) : null}
    </>
  )
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}

export function OperatorEdit() {
  const roles = useRoleChoices()
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="name" disabled />
        <SelectInput source="role" choices={roles} validate={required()} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  )
}
