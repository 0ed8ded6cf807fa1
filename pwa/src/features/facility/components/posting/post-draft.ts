/** The shift post form's values as typed (text for numbers), and their CreateShift body. */
import type { CreateShiftBody } from '@shared/contracts/shifts'
import { addDays, todayIso } from '../../format'

export interface SlotDraft {
  startTime: string
  endTime: string
  quantity: string
}

export interface DayDraft {
  date: string
  timeSlots: SlotDraft[]
}

export interface ShiftDraft {
  facilityId: string
  title: string
  description: string
  rate: string
  providerType: string
  locationType: string
  software: string[]
  specialties: string[]
  languages: string[]
  skills: string[]
  malpracticeInsuranceRequired: boolean
  experienceInSoftwareRequired: boolean
  drugScreenRequired: boolean
  providerNeedsLicenseOnTheShiftState: boolean
  isParkingFree: boolean
  parkingDetails: string
  isLunchBreakPaid: boolean
  lunchBreakMinutes: string
  isAutoHireEnabled: boolean
  paymentMethodId: string
  dailyAverageScriptCount: string
  staffOnHandHelp: string
  shiftDays: DayDraft[]
}

export const newSlot = (): SlotDraft => ({ startTime: '09:00', endTime: '17:00', quantity: '1' })

export function newDay(after?: string): DayDraft {
  return { date: addDays(after ?? todayIso(), 1), timeSlots: [newSlot()] }
}

export function emptyDraft(): ShiftDraft {
  return {
    facilityId: '',
    title: '',
    description: '',
    rate: '',
    providerType: '',
    locationType: 'ON_SITE',
    software: [],
    specialties: [],
    languages: ['English'],
    skills: [],
    malpracticeInsuranceRequired: false,
    experienceInSoftwareRequired: false,
    drugScreenRequired: false,
    providerNeedsLicenseOnTheShiftState: true,
    isParkingFree: false,
    parkingDetails: '',
    isLunchBreakPaid: false,
    lunchBreakMinutes: '30',
    isAutoHireEnabled: false,
    paymentMethodId: '',
    dailyAverageScriptCount: '',
    staffOnHandHelp: '',
    shiftDays: [newDay()],
  }
}

const text = (v: string) => (v.trim() === '' ? undefined : v.trim())
/** Empty → not given; anything else → a number, or the text itself so the contract names the mistake. */
const num = (v: string): number | undefined => {
  const t = v.trim()
  if (t === '') return undefined
  const n = Number(t.replace(/[$,]/g, ''))
  return Number.isFinite(n) ? n : (t as unknown as number)
}

export function toCreateShiftBody(d: ShiftDraft): CreateShiftBody {
  return {
    facilityId: d.facilityId,
    title: d.title.trim(),
    description: d.description.trim(),
    rate: num(d.rate) as number,
    providerType: (d.providerType || undefined) as CreateShiftBody['providerType'],
    locationType: (d.locationType || undefined) as CreateShiftBody['locationType'],
    software: d.software,
    specialties: d.specialties,
    languages: d.languages,
    skills: d.skills.length ? d.skills : undefined,
    malpracticeInsuranceRequired: d.malpracticeInsuranceRequired,
    experienceInSoftwareRequired: d.experienceInSoftwareRequired,
    drugScreenRequired: d.drugScreenRequired,
    providerNeedsLicenseOnTheShiftState: d.providerNeedsLicenseOnTheShiftState,
    isParkingFree: d.isParkingFree,
    parkingDetails: text(d.parkingDetails),
    isLunchBreakPaid: d.isLunchBreakPaid,
    lunchBreakMinutes: num(d.lunchBreakMinutes) ?? 0,
    isAutoHireEnabled: d.isAutoHireEnabled,
    paymentMethodId: d.isAutoHireEnabled ? text(d.paymentMethodId) : undefined,
    dailyAverageScriptCount: num(d.dailyAverageScriptCount),
    staffOnHandHelp: text(d.staffOnHandHelp),
    shiftDays: d.shiftDays.map((day) => ({
      date: day.date,
      timeSlots: day.timeSlots.map((s) => ({ startTime: s.startTime, endTime: s.endTime, quantity: num(s.quantity) as number })),
    })),
  }
}
