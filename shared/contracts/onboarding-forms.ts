/**
 * The facility onboarding form (FFM, spec 000 §3 "Facility onboarding form", spec 001 §3 "facility
 * form", rules and messages spec 001 §5 "Facility form") and the orientation packet made from it.
 *
 * One schema serves both saves: every answer optional with its type and maximum length (a draft),
 * and `refineSubmittedAnswers` adding the "required" rules a submission must meet. The PWA can
 * validate its draft form with the same two.
 */
import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from './literal-union'
import { Pagination, pageQuery } from './paging'

export const FFM_STATUSES = ['DRAFT', 'PENDING', 'GENERATED', 'COMPLETED', 'REJECTED'] as const
export type FfmStatus = (typeof FFM_STATUSES)[number]

export const WEEK_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const

const YesNo = (label: string) => Type.Optional(Type.Union([Type.Literal('Yes'), Type.Literal('No')], { messages: { default: `${label} must be Yes or No` } }))

const text = (label: string, max: number) =>
  Type.Optional(Type.String({ maxLength: max, messages: { maxLength: `${label} must be at most ${max} characters`, default: `${label} must be text` } }))

const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$'
const slotTime = (label: string) => Type.Optional(Type.String({ pattern: TIME, messages: { pattern: `${label} must be a time as HH:MM`, default: `${label} must be a time as HH:MM` } }))

export const FfmTimeSlot = Type.Object({ startTime: slotTime('Start time'), endTime: slotTime('End time') })
export const FfmOperatingDay = Type.Object({
  day: literalUnion(WEEK_DAYS, { messages: { required: 'Day is required', default: 'Day must be a day of the week (MONDAY … SUNDAY)' } }),
  timeSlots: Type.Array(FfmTimeSlot, { maxItems: 10, messages: { maxItems: 'At most 10 time slots a day', required: 'Each time slot needs a start and an end time' } }),
})

/** Labels of the answers, as messages and the packet name them. */
export const FFM_LABELS = {
  website: 'Website',
  phoneGreeting: 'Phone greeting',
  pointOfContact: 'Point of contact',
  parkingLocation: 'Parking location',
  belongings: 'Belongings',
  openingProcedures: 'Opening procedures',
  closingProcedures: 'Closing procedures',
  software: 'Software',
  specialties: 'Specialties',
  pharmacistDuties: 'Duties for pharmacists',
  technicianDuties: 'Duties for technicians',
  attire: 'Attire',
  breakPolicy: 'Break policy',
  ciiPolicies: 'CII policies',
  hazardousHandling: 'Hazardous medication handling',
  hazardousDetails: 'Hazardous details',
  otcAnswer: 'OTC answer',
  qualityMetrics: 'Quality metrics',
  qualityMetricsDescription: 'Quality metrics description',
  importantInfo: 'Important info',
  guestCredentials: 'Guest credentials',
  waitTimeOther: 'Wait-time other',
  driveThrough: 'Drive-through',
  qaAddition: 'QA addition',
} as const

export const FfmAnswers = Type.Object(
  {
    operatingDays: Type.Optional(Type.Array(FfmOperatingDay, { maxItems: 7, messages: { maxItems: 'At most one entry per day of the week', default: 'Operating days must be a list' } })),
    website: text(FFM_LABELS.website, 500),
    phoneGreeting: text(FFM_LABELS.phoneGreeting, 1000),
    pointOfContact: text(FFM_LABELS.pointOfContact, 2000),
    parkingLocation: text(FFM_LABELS.parkingLocation, 2000),
    belongings: text(FFM_LABELS.belongings, 2000),
    openingProcedures: text(FFM_LABELS.openingProcedures, 2000),
    closingProcedures: text(FFM_LABELS.closingProcedures, 2000),
    software: text(FFM_LABELS.software, 2000),
    specialties: text(FFM_LABELS.specialties, 2000),
    pharmacistDuties: text(FFM_LABELS.pharmacistDuties, 2000),
    technicianDuties: text(FFM_LABELS.technicianDuties, 2000),
    attire: text(FFM_LABELS.attire, 2000),
    breakPolicy: text(FFM_LABELS.breakPolicy, 2000),
    ciiPolicies: text(FFM_LABELS.ciiPolicies, 2000),
    hazardousHandling: YesNo(FFM_LABELS.hazardousHandling),
    hazardousDetails: YesNo(FFM_LABELS.hazardousDetails),
    otcAnswer: YesNo(FFM_LABELS.otcAnswer),
    qualityMetrics: YesNo(FFM_LABELS.qualityMetrics),
    qualityMetricsDescription: text(FFM_LABELS.qualityMetricsDescription, 2000),
    importantInfo: text(FFM_LABELS.importantInfo, 3000),
    guestCredentials: text(FFM_LABELS.guestCredentials, 3000),
    waitTimeOther: text(FFM_LABELS.waitTimeOther, 2000),
    driveThrough: text(FFM_LABELS.driveThrough, 1000),
    qaAddition: text(FFM_LABELS.qaAddition, 1000),
  },
  { additionalProperties: false },
)
export type FfmAnswers = Static<typeof FfmAnswers>

export const SaveFfmBody = Type.Composite([FfmAnswers, Type.Object({ submit: Type.Boolean({ messages: { required: 'Submit is required', default: 'Submit must be true or false' } }) })], {
  additionalProperties: false,
})
export type SaveFfmBody = Static<typeof SaveFfmBody>

/** Answers every submission must give (spec 001 §5: "… all required"), in the form's order. */
const REQUIRED_TEXT = [
  'pointOfContact',
  'parkingLocation',
  'belongings',
  'openingProcedures',
  'closingProcedures',
  'software',
  'specialties',
  'pharmacistDuties',
  'technicianDuties',
  'attire',
  'breakPolicy',
  'ciiPolicies',
] as const

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** The rules a submission adds to a draft's (spec 001 §5 "Facility form"). */
export function refineSubmittedAnswers(answers: FfmAnswers): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = []
  const days = answers.operatingDays ?? []
  if (!days.some((d) => d.timeSlots.length > 0)) errors.push({ field: 'operatingDays', message: 'At least one operating day is required' })
  days.forEach((day, d) =>
    day.timeSlots.forEach((slot, s) => {
      if (blank(slot.startTime) || blank(slot.endTime)) errors.push({ field: `operatingDays[${d}].timeSlots[${s}]`, message: 'Each time slot needs a start and an end time' })
    }),
  )
  if (blank(answers.phoneGreeting)) errors.push({ field: 'phoneGreeting', message: 'Phone greeting is required' })
  for (const field of REQUIRED_TEXT) if (blank(answers[field])) errors.push({ field, message: `${FFM_LABELS[field]} is required` })
  if (!answers.hazardousHandling) errors.push({ field: 'hazardousHandling', message: `${FFM_LABELS.hazardousHandling} is required` })
  if (!answers.otcAnswer) errors.push({ field: 'otcAnswer', message: `${FFM_LABELS.otcAnswer} is required` })
  if (answers.website !== undefined && !blank(answers.website) && !isWebUrl(answers.website)) errors.push({ field: 'website', message: 'Website must be a valid URL' })
  if (answers.hazardousHandling === 'Yes' && !answers.hazardousDetails) errors.push({ field: 'hazardousDetails', message: `${FFM_LABELS.hazardousDetails} is required` })
  if (answers.qualityMetrics === 'Yes' && blank(answers.qualityMetricsDescription)) errors.push({ field: 'qualityMetricsDescription', message: `${FFM_LABELS.qualityMetricsDescription} is required` })
  return errors
}

export const FfmParams = Type.Object({ ffmId: Type.String({ minLength: 1, maxLength: 64 }) })
export const FacilityFfmParams = Type.Object({ facilityId: Type.String({ minLength: 1, maxLength: 64 }), ffmId: Type.String({ minLength: 1, maxLength: 64 }) })
export const FfmListQuery = Type.Object(pageQuery())
export type FfmListQuery = Static<typeof FfmListQuery>

const FfmFacility = Type.Object({ id: Type.String(), name: Type.String(), city: Type.String(), state: Type.String() })

/** An item of `GET /facility/ffm/onboardings` (spec 000 §3: id, facilityId, facility, image, status). */
export const FfmSummary = Type.Object({
  id: Type.String(),
  facilityId: Type.String(),
  facility: FfmFacility,
  /** Null until the file store keeps facility images. */
  image: Type.Union([Type.String(), Type.Null()]),
  status: literalUnion(FFM_STATUSES),
})
export const FfmPage = Type.Object({ data: Type.Array(FfmSummary), pagination: Pagination })
export type FfmPage = Static<typeof FfmPage>

/** A file attached to a form (`POST /facility/{facilityId}/ffm/files`). */
export const FfmFile = Type.Object({
  fileId: Type.String(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  uploadedAt: Type.String({ format: 'date-time' }),
})
export type FfmFile = Static<typeof FfmFile>

/** At most this many files on one form. */
export const MAX_FFM_FILES = 20
/** The multipart field that carries the file. */
export const FFM_FILE_FIELD = 'file'
export const FFM_FILE_REQUIRED_MESSAGE = 'File is required'

export const FacilityFfmFilesParams = Type.Object({ facilityId: Type.String({ minLength: 1, maxLength: 64 }) })
/** `POST …/ffm/files/get-url` and `DELETE …/ffm/files`: which attached file. */
export const FfmFileBody = Type.Object({
  fileId: Type.String({ minLength: 1, maxLength: 64, messages: { required: 'File ID is required', minLength: 'File ID is required', type: 'File ID is required', maxLength: 'File ID is not valid' } }),
})
export type FfmFileBody = Static<typeof FfmFileBody>
export const FfmFileUrl = Type.Object({ fileId: Type.String(), url: Type.String(), expiresAt: Type.String({ format: 'date-time' }), filename: Type.String(), contentType: Type.String() })
export type FfmFileUrl = Static<typeof FfmFileUrl>

export const FfmDetail = Type.Composite([
  FfmSummary,
  Type.Object({
    answers: FfmAnswers,
    files: Type.Array(FfmFile),
    rejectedReason: Type.Union([Type.String(), Type.Null()]),
    submittedAt: Type.Union([Type.String(), Type.Null()]),
    packet: Type.Union([Type.Object({ generatedAt: Type.String(), sizeBytes: Type.Integer(), url: Type.String() }), Type.Null()]),
    /** When the facility published its approved packet to hired providers (COMPLETED); null otherwise. */
    completedAt: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
])
export type FfmDetail = Static<typeof FfmDetail>

export const ProviderOnboardingParams = Type.Object({ shiftId: Type.String({ minLength: 1, maxLength: 64 }) })
/** What the hired provider reads: the answers without the guest credentials, and the packet's path. */
export const ProviderOnboarding = Type.Object({
  shiftId: Type.String(),
  facility: FfmFacility,
  status: literalUnion(FFM_STATUSES),
  answers: Type.Omit(FfmAnswers, ['guestCredentials']),
  /** The form's files; each opens through `GET /download-url/{fileId}` (a hired provider may read them). */
  files: Type.Array(FfmFile),
  packetUrl: Type.Union([Type.String(), Type.Null()]),
})
export type ProviderOnboarding = Static<typeof ProviderOnboarding>

export const PacketDocument = Type.String({ contentMediaType: 'application/pdf', description: 'The orientation packet (PDF)' })
