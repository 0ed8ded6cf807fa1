/**
 * The shapes the provider and facility screens code against (re-exported by `index.ts`).
 * Type-only imports of the shared contracts: nothing here reaches the bundle.
 */
import type {
  AdjustAttendanceBody,
  ApplyBody,
  ApplyHired,
  AttendanceOutcome,
  ExpirationBody,
  FacilityCancelBody,
  HiredApplicant,
  HireBody,
  MultiApplyBody,
  MultiApplyHired,
  ProviderCancelBody,
} from '@shared/contracts/applications'
import type { CareersMessage, SendCareersMessageBody } from '@shared/contracts/careers-chat'
import type { ApplyToJobBody, MyJobApplication } from '@shared/contracts/careers-search'
import type { Message, SendMessageBody } from '@shared/contracts/conversations'
import type { FfmDetail, FfmFile, SaveFfmBody } from '@shared/contracts/onboarding-forms'
import type { Rating, RateFacilityBody, RateProviderBody } from '@shared/contracts/ratings'
import type { CreatedShiftGroups, CreateShiftBody, UpdatedShiftGroup, UpdateShiftBody } from '@shared/contracts/shifts'

/**
 * What each named operation is queued with: the request body contract of the API call it
 * replays, beside the ids its path needs (`operations.ts` takes them out again). A payload
 * that no longer matches its contract fails the type check where it is queued.
 */
export interface OperationPayloads {
  'shift.apply': ApplyBody & { shiftGroupId: string }
  'shift.multiApply': MultiApplyBody
  'shift.confirmAttendance': { shiftGroupId: string }
  'shift.cancel': ProviderCancelBody & { shiftId: string }
  'application.cancel': { shiftGroupId: string }
  'application.expiration': ExpirationBody & { applicationId: string }
  'shift.post': CreateShiftBody
  'shift.hire': HireBody & { shiftGroupId: string }
  'attendance.confirm': { shiftId: string }
  'attendance.adjust': AdjustAttendanceBody & { shiftId: string }
  'attendance.noShow': { shiftId: string }
  'shiftGroup.cancel': FacilityCancelBody & { shiftGroupId: string }
  'shiftGroup.close': { shiftGroupId: string }
  'applicant.reject': { shiftGroupId: string; applicationId: string }
  /** The changed fields only: a field sent unchanged can still be refused once a seat is filled. */
  'shiftGroup.update': UpdateShiftBody & { shiftGroupId: string }
  'rating.provider': RateProviderBody & { facilityId: string }
  'rating.facility': RateFacilityBody
  /** `clientMessageId` is set by the composer, so a resend after a lost answer is stored once. */
  'message.send': SendMessageBody & { conversationId: string; clientMessageId: string }
  /** A careers chat message, on the writer's side's path (`facility` or `provider`); stored once by its `clientMessageId`. */
  'careersMessage.send': SendCareersMessageBody & { side: 'facility' | 'provider'; conversationId: string; clientMessageId: string }
  /** An application to a careers job; stored once by its `clientApplicationId` (a resend answers the first, 200). */
  'job.apply': ApplyToJobBody & { jobId: string; clientApplicationId: string }
  /** The facility onboarding form saved (`submit: false`) or submitted (`submit: true`). */
  'ffm.save': SaveFfmBody & { facilityId: string; ffmId: string }
  /**
   * A file for the onboarding form, kept on the device (IndexedDB stores the Blob) until it is
   * sent as multipart/form-data; `clientFileId` (uuidv7) is the multipart boundary, so a resend
   * is byte for byte the first request and its Idempotency-Key replays instead of clashing.
   */
  'ffm.file': { facilityId: string; clientFileId: string; filename: string; file: Blob }
}

export type OperationName = keyof OperationPayloads
export type OperationPayload<Op extends OperationName> = OperationPayloads[Op]

/**
 * What the server answers each operation with once it accepts it (`undefined`: 204, no body),
 * the call's response contract. An apply answers only when auto-hire hired at once.
 */
export interface OperationResults {
  'shift.apply': ApplyHired | undefined
  'shift.multiApply': MultiApplyHired | undefined
  'shift.confirmAttendance': undefined
  'shift.cancel': undefined
  'application.cancel': undefined
  'application.expiration': undefined
  'shift.post': CreatedShiftGroups
  'shift.hire': HiredApplicant
  'attendance.confirm': AttendanceOutcome
  'attendance.adjust': AttendanceOutcome
  'attendance.noShow': AttendanceOutcome
  'shiftGroup.cancel': undefined
  'shiftGroup.close': undefined
  'applicant.reject': undefined
  'shiftGroup.update': UpdatedShiftGroup
  'rating.provider': Rating
  'rating.facility': Rating
  'message.send': Message
  'careersMessage.send': CareersMessage
  'job.apply': MyJobApplication
  'ffm.save': FfmDetail
  'ffm.file': FfmFile
}
export type OperationResult<Op extends OperationName> = OperationResults[Op]

export interface OutboxItem {
  /** uuidv7: sortable (FIFO order) and sent as the `Idempotency-Key`. */
  id: string
  op: OperationName
  /**
   * As queued. Stored on the device, possibly by an earlier build, so it is checked again when
   * sent (`operations.ts`); `isOperation` narrows it for a screen that reads it.
   */
  payload: unknown
  /** Human words for lists: "Apply to Staff pharmacist, Sat Dec 5". */
  label: string
  /** What the item concerns (a shift group id, …), so a screen can show "pending" beside it. */
  relatedId?: string
  status: 'pending' | 'sending' | 'failed'
  /** The server's answer to a refused operation (4xx), shown until dismissed. */
  error?: { status: number; message: string }
  attempts: number
  nextAttemptAt: number
  createdAt: number
}

/** An item of `op`, with the payload `enqueue` accepted for it. */
export function isOperation<Op extends OperationName>(item: OutboxItem, op: Op): item is OutboxItem & { op: Op; payload: OperationPayloads[Op] } {
  return item.op === op
}

/**
 * What the database keeps per item: the public shape plus the token of the person who queued
 * it, so an action is always sent as its author even if the device changes hands mid-queue.
 */
export interface StoredOutboxItem extends OutboxItem {
  token?: string
}
