import { Box, Table, TableBody, TableCell, TableHead, TableRow, type Theme, Typography, useMediaQuery } from '@mui/material'
import type { AuditEntry } from '@tarot/contracts/console'
import { Datagrid, List, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin'
import { PagePagination } from '../../components/PagePagination'
import { useWhen } from '../../format'
import { changes, shown } from './diff'

const filters = [
  <TextInput key="targetId" source="targetId" alwaysOn resettable />,
  <TextInput key="action" source="action" alwaysOn resettable />,
  <TextInput key="operatorId" source="operatorId" alwaysOn resettable />,
]

function At(_: { source?: 'at'; label?: string; sortable?: boolean }) {
  const when = useWhen()
  const entry = useRecordContext<AuditEntry>()
  return entry ? <span style={{ whiteSpace: 'nowrap' }}>{when(entry.at, true)}</span> : null
}

function Action(_: { source?: 'action'; label?: string; sortable?: boolean }) {
  const entry = useRecordContext<AuditEntry>()
  const translate = useTranslate()
  return entry ? <span>{translate(`audit.action.${entry.action}`, { _: entry.action })}</span> : null
}

function Target(_: { source?: 'targetId'; label?: string; sortable?: boolean }) {
  const entry = useRecordContext<AuditEntry>()
  const translate = useTranslate()
  return entry ? (
    <span style={{ wordBreak: 'break-all' }}>
      <Typography component="span" variant="caption" color="text.secondary">
        {translate(`audit.target.${entry.targetType}`, { _: entry.targetType })}
      </Typography>{' '}
      {entry.targetId}
    </span>
  ) : null
}

/** Before and after as a diff: each changed value on a line, what it was struck through beside what it became. */
export function AuditDiff() {
  const entry = useRecordContext<AuditEntry>()
  const translate = useTranslate()
  if (!entry) return null
  const list = changes(entry.before, entry.after)
  if (list.length === 0) return <Typography color="text.secondary">{translate('audit.noChange')}</Typography>
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="audit-diff">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{translate('audit.before')}</TableCell>
            <TableCell>{translate('audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((change) => (
            <TableRow key={change.path}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{change.path}</TableCell>
              <TableCell sx={{ color: 'error.main', textDecoration: change.before === undefined ? 'none' : 'line-through', wordBreak: 'break-all' }}>
                {change.before === undefined ? translate('audit.empty') : shown(change.before)}
              </TableCell>
              <TableCell sx={{ color: 'success.main', wordBreak: 'break-all' }}>{change.after === undefined ? translate('audit.empty') : shown(change.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

function PhoneDetails() {
  const entry = useRecordContext<AuditEntry>()
  const translate = useTranslate()
  if (!entry) return null
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-word' }}>
        {translate('resources.audit.fields.operatorName')}: {entry.operatorName}
        {entry.reason ? ` · ${translate('resources.audit.fields.reason')}: ${entry.reason}` : ''}
      </Typography>
      <AuditDiff />
    </Box>
  )
}

/** The append-only log of what operators did: filters by target, action and operator; a row opens to its before and after. */
export function AuditList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  return (
    <List filters={filters} perPage={50} pagination={<PagePagination />} exporter={false} actions={false}>
      {small ? (
        // On a phone: when, what and on what; a row opens to who, why, and the before and after.
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<PhoneDetails />} size="small" sx={{ '& th, & td': { px: 1 } }}>
          <At source="at" sortable={false} />
          <Action source="action" sortable={false} />
          <Target source="targetId" sortable={false} />
        </Datagrid>
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<AuditDiff />}>
          <At source="at" sortable={false} />
          <TextField source="operatorName" sortable={false} />
          <Action source="action" sortable={false} />
          <Target source="targetId" sortable={false} />
          <TextField source="reason" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  )
}
