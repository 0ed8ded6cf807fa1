/**
 * The facility the screens show (`facility-choice.ts`), as a hook, and its picker. Users of a
 * single facility never see the picker.
 */
import { useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import type { FacilityDetails } from '@shared/contracts/facility-shifts'
import { facilitiesQuery } from '../../api/organization'
import { facilityChoice, storedFacilityChoice, storeFacilityChoice, subscribeFacilityChoice } from '../../facility-choice'

export function useFacilityChoice(): {
  facilities: FacilityDetails[]
  loading: boolean
  /** The chosen facility, or undefined for all of them. */
  facilityId: string | undefined
  /** The one facility to act for: the chosen one, or the only one. */
  single: FacilityDetails | undefined
  setFacilityId: (id: string) => void
} {
  const { data, isPending } = useQuery(facilitiesQuery())
  const stored = useSyncExternalStore(subscribeFacilityChoice, storedFacilityChoice)
  const facilities = data ?? []
  const { chosen, single } = facilityChoice(facilities, stored)
  return { facilities, loading: isPending, facilityId: chosen?.facilityId, single, setFacilityId: storeFacilityChoice }
}

export function FacilityPicker({ className }: { className?: string }) {
  const { facilities, facilityId, setFacilityId } = useFacilityChoice()
  if (facilities.length < 2) return null
  return (
    <label className={`flex items-center gap-2 text-sm font-medium text-slate-700 ${className ?? ''}`}>
      <Building2 aria-hidden className="size-4 text-slate-500" />
      <span className="sr-only sm:not-sr-only">Facility</span>
      <select
        value={facilityId ?? ''}
        onChange={(e) => setFacilityId(e.target.value)}
        className="h-10 max-w-[16rem] rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-brand-600 focus:ring-4 focus:ring-brand-500/20 focus:outline-none"
      >
        <option value="">All facilities</option>
        {facilities.map((f) => (
          <option key={f.facilityId} value={f.facilityId}>
            {f.name}
          </option>
        ))}
      </select>
    </label>
  )
}
