/**
 * Facilities (admin panel): the admin panel has no facility table — each organization's facilities
 * are listed on its page, each opening the facility's page — so this screen exports every live facility of the
 * marketplace with its organization and address, optionally those a search keeps (the facility's
 * name, its city or its organization's name). `GET /admin-panel/facilities/csv`.
 */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Building } from 'lucide-react'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { usePageTitle } from '../../../../lib/use-page-title'
import { ListSearch } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'

export function FacilityExport() {
  usePageTitle('Facilities')
  const [search, setSearch] = useState('')
  return (
    <>
      <PageHeader
        title="Facilities"
        description="Every pharmacy location, with its organization and address."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ListSearch label="Search facilities" placeholder="Facility, city or organization" value={search} onSearch={setSearch} />
            <ExportCsvButton path="/admin-panel/facilities/csv" query={{ searchTerm: search }} />
          </div>
        }
      />
      <EmptyState
        icon={<Building aria-hidden className="size-7" />}
        title={search ? `Facilities matching “${search}”` : 'Every facility, in one file'}
        description={
          <>
            Export CSV downloads {search ? 'the facilities whose name, city or organization matches the search' : 'every live facility of the marketplace'}, with its organization, address,
            phone and time zone. To open one, find its organization on{' '}
            <Link to="/admin/organizations" className="font-medium text-brand-700 hover:underline">
              Organizations
            </Link>
            .
          </>
        }
      />
    </>
  )
}
