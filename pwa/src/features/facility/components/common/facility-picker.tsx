/**
 * Which facility the screens show when a user sees several (an owner with many pharmacies):
 * "All facilities" or one, remembered on the device. Users of a single facility never see the
 * picker.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import type { FacilityDetails } from '@shared/contracts/facility-shifts'
import { facilitiesQuery } from '../../api/organization'

const KEY = 'shiftwell.facility-choice'
const listeners = new Set<() => void>()

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

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
  const stored = useSyncExternalStore((cb) => {
    listeners.add(cb)
    return () => listeners.delete(cb)
  }, read)
  const facilities = data ?? []
  const chosen = facilities.find((f) => f.facilityId === stored)
  const single = chosen ?? (facilities.length === 1 ? facilities[0] : undefined)
  const setFacilityId = useCallback((id: string) => {
    try {
      localStorage.setItem(KEY, id)
    } catch {
      // Storage disabled: the choice lasts for this page.
    }
    for (const l of listeners) l()
  }, [])
  return { facilities, loading: isPending, facilityId: chosen?.facilityId, single, setFacilityId }
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
