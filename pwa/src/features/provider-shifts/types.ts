/** Shapes of the provider shift answers, as the API sends them (api/modules/shifts, payments, ratings). */
import type { ProviderType } from '@shared/enums'
import type { Pagination } from '@shared/contracts/paging'

export type LocationType = 'ON_SITE' | 'REMOTE'

export interface BrowseShift {
  shiftGroupId: string
  title: string
  /** Calendar date in the facility's zone. */
  date: string
  /** Times of day in the facility's zone, `HH:mm`. */
  startTime: string
  endTime: string
  startsAt: string
  endsAt: string
  locationType: LocationType
  location: string
  latitude: number | null
  longitude: number | null
  /** Dollars per hour. */
  rate: number
  quantityOfHours: number
  openSeats: number
  distanceInMeters: number | null
  isAutoHireEnabled: boolean
  provider: { type: ProviderType }
  facility: { id: string; state: string; city: string; postalCode: string; currentRating: number | null; timeZone: string }
}

export interface BrowseResult {
  shifts: BrowseShift[]
  appliedShiftGroupIds: string[]
  statesWhereCanApply: { state: string; type: string }[]
  pagination: Pagination
}

export interface ShiftDetail {
  shiftGroupId: string
  shiftId: string | null
  createdAt: string
  shiftStatus: 'Open' | 'Closed' | 'Canceled'
  title: string
  description: string
  date: string
  times: { startTime: string; endTime: string }
  startTime: string
  endTime: string
  location: string
  rate: number
  quantityOfHours: number
  effectiveWorkingHours: number
  providerTitle: ProviderType
  preferences: { specialties: string[]; softwares: string[]; languages: string[]; skills: string[] }
  requirements: { recentDrugScreen: boolean; softwareExperience: boolean; malpracticeInsurance: boolean; licenseInShiftState: boolean }
  isParkingFree: boolean
  parkingDetails: string | null
  parkingOptions: string[] | string | null
  isProviderHired: boolean
  facility: { id: string; name: string; address: string; city: string; state: string; zipcode: string; currentRating: number | null }
  address: string
  city: string
  state: string
  zipcode: string
  timeZone: string
  isRemote: boolean
  isLunchBreakPaid: boolean
  lunchBreakMinutes: number
  totalInCents: number
  displayableTotalPayout: string
  distanceInMeters: number | null
  providerWillAttendShift: boolean
  dailyAverageScriptCount: number | null
  staffOnHandHelp: string | number | null
  meetsAllRequirements: boolean
  requirementDetails: {
    license: { required: boolean; met: boolean; state: string }
    malpracticeInsurance: { required: boolean; met: boolean }
    drugScreen: { required: boolean; met: boolean }
    softwareExperience: { required: boolean; met: boolean }
  }
  missingRequirements: { languages: string[]; skills: string[]; softwares: string[]; specialties: string[] }
  blockedForMalpracticeInsurance: boolean
  shiftLat: number | null
  shiftLng: number | null
  application: { applicationId: string; createdAt: string; expiredAt: string | null; status: string } | null
  cancellationFee: { cancellationFeeId: string; feeInCents: number; paymentStatus: string; createdAt: string } | null
  status: { isAvailable: boolean; reason: string | null }
}

export interface ApprovedShift {
  shiftGroupId: string
  shiftId: string
  title: string
  rate: number
  date: string
  time: string
  quantityOfHours: number
  totalInCents: number
  providerWillAttendShift: boolean
  facility: { id: string; name: string; state: string; timeZone: string; city: string; zipcode: string; address: string }
  attendanceConfirmed: boolean
  shiftStartTime: string
  shiftEndTime: string
  isRemote: boolean
}

export interface AppliedShift {
  applicationId: string
  appliedAt: string
  expirationDate: string | null
  message: string | null
  shift: {
    shiftGroupId: string
    title: string
    rate: number
    date: string
    time: string
    isRemote: boolean
    providerRole: ProviderType
    quantityOfHours: number
    facility: { state: string; timeZone: string; city: string; zipcode: string; distanceToProvider: number | null }
  }
}

export interface Paged<T> {
  data: T[]
  pagination: Pagination
}

export type HistoryStatus = 'Filled' | 'Completed' | 'Canceled' | 'Open'

export interface HistoryShift {
  id: string
  shiftGroupId: string
  title: string
  shiftTime: { startTime: string; endTime: string; state: string; timeZone: string }
  facilityName: string
  rate: number
  total: number
  totalInCents: number
  status: HistoryStatus
  attendanceStatus: string
  facilityId: string
  ratings: { category: string; score: number; ratingId: string }[]
  comment: string | null
  cancellationFee: { feeInCents: number; paymentStatus: string } | null
}

export interface HistoryResult {
  data: { shifts: HistoryShift[]; pagination: Pagination }
}

export interface UnratedFacilityShift {
  shiftId: string
  shiftGroupId: string
  title: string
  date: string
  startTime: string
  endTime: string
  timeZone: string
  completedAt: string | null
  facility: { id: string; name: string; city: string; state: string; image: string | null }
}
