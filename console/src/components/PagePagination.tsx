import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { IconButton, Stack, Typography } from '@mui/material'
import { useListContext, useTranslate } from 'react-admin'

/**
 * Pages for lists the server pages without a total (it says only whether there is a next page): the rows shown, and on the last
 * page the exact count, which is then known; previous and next.
 */
export function PagePagination() {
  const { page, perPage, data, hasNextPage, hasPreviousPage, setPage, isPending } = useListContext()
  const translate = useTranslate()
  const rows = data?.length ?? 0
  if (isPending || (rows === 0 && page === 1)) return null
  const offsetBegin = rows === 0 ? 0 : (page - 1) * perPage + 1
  const offsetEnd = (page - 1) * perPage + rows
  const text = hasNextPage ? translate('ra.navigation.partial_page_range_info', { offsetBegin, offsetEnd }) : translate('ra.navigation.page_range_info', { offsetBegin, offsetEnd, total: offsetEnd })
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={1} sx={{ px: 2, py: 1 }}>
      <Typography variant="body2" data-testid="page-range">
        {text}
      </Typography>
      <IconButton aria-label={translate('ra.navigation.previous')} disabled={!hasPreviousPage} onClick={() => setPage(page - 1)} size="small">
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label={translate('ra.navigation.next')} disabled={!hasNextPage} onClick={() => setPage(page + 1)} size="small">
        <ChevronRight />
      </IconButton>
    </Stack>
  )
}
