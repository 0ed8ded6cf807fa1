/**
 * Shifts (admin panel): every shift with filters by dates, title, status and a search over the
 * title, facility and provider; each row opens the shift with its actions; the filtered list
 * exports as CSV (streamed by the server, so a year of shifts downloads whole).
 */
import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarRange, Download } from 'lucide-react'
import { ADMIN_SHIFT_STATUSES } from '@shared/contracts/admin-shifts'
import { PROVIDER_TYPES } from '@shared/enums'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { PageHeader } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import type { ShiftFilters } from '../../api/panel'
import { adminShiftsQuery, downloadShiftsCsv } from '../../api/shifts'
import { formatCalendarDate, formatDollars, providerTitle } from '../../format'
import { AdminTable, ListSearch } from '../admin-table'

const STATUS_TONE: Record<string, 'brand' | 'success' | 'neutral' | 'danger'> = { Open: 'brand', Filled: 'success', Completed: 'neutral', Canceled: 'danger' }

export function ShiftList() {
  usePageTitle('Shifts')
  const [filters, setFilters] = useState<ShiftFilters>({ page: 1, search: '', status: '', providerType: '', fromDate: '', toDate: '' })
  const query = useQuery(adminShiftsQuery(filters))
  const set = (patch: Partial<ShiftFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }))
  const exportCsv = useMutation({ mutationFn: () => downloadShiftsCsv(filters) })
  return (
    <>
      <PageHeader
        title="Shifts"
        description="Every shift on the marketplace. Open one to adjust its hours, add a bonus, change an in-progress rate or cancel it."
        actions={
          <Button variant="outline" icon={<Download aria-hidden className="size-4" />} loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            Export CSV
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="From">
          <Input type="date" value={filters.fromDate} onChange={(e) => set({ fromDate: e.target.value })} />
        </Field>
        <Field label="To">
          <Input type="date" value={filters.toDate} onChange={(e) => set({ toDate: e.target.value })} />
        </Field>
        <Field label="Status">
          <Select options={[{ value: '', label: 'Any status' }, ...ADMIN_SHIFT_STATUSES.map((s) => ({ value: s, label: s }))]} value={filters.status} onChange={(e) => set({ status: e.target.value })} />
        </Field>
        <Field label="Title">
          <Select options={[{ value: '', label: 'Every title' }, ...PROVIDER_TYPES.map((t) => ({ value: t, label: providerTitle(t) }))]} value={filters.providerType} onChange={(e) => set({ providerType: e.target.value })} />
        </Field>
        <div className="flex items-end">
          <ListSearch label="Search shifts" placeholder="Title, facility or provider" value={filters.search} onSearch={(search) => set({ search })} />
        </div>
      </div>
      {exportCsv.isError && (
        <Alert tone="error" className="mb-4">
          {errorMessage(exportCsv.error)}
        </Alert>
      )}
      <AdminTable
        caption="Shifts"
        query={query}
        rowKey={(s) => s.id}
        onPage={(page) => set({ page })}
        empty={{ icon: <CalendarRange aria-hidden className="size-7" />, title: 'No shifts match', description: 'Widen the dates or clear the filters.' }}
        columns={[
          {
            header: 'Shift',
            cell: (s) => (
              <div>
                <Link to="/admin/shifts/$shiftId" params={{ shiftId: s.id }} className="font-medium text-brand-700 hover:underline">
                  {s.title}
                </Link>
                <p className="text-xs text-slate-500">
                  {s.facility.name} · {s.facility.state}
                </p>
              </div>
            ),
          },
          { header: 'When', cell: (s) => `${formatCalendarDate(s.shiftDate)}, ${s.startTime}–${s.endTime}` },
          { header: 'Title', cell: (s) => providerTitle(s.providerType) },
          { header: 'Rate', numeric: true, cell: (s) => `${formatDollars(s.rate)}/h` },
          { header: 'Earnings', numeric: true, cell: (s) => formatDollars(s.totalProviderEarnings) },
          { header: 'Provider', cell: (s) => (s.hiredProvider ? `${s.hiredProvider.firstName} ${s.hiredProvider.lastName}` : '—') },
          { header: 'Status', cell: (s) => <Badge tone={STATUS_TONE[s.status] ?? 'neutral'}>{s.status}</Badge> },
        ]}
      />
    </>
  )
}
