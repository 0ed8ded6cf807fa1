import { expect, test } from 'bun:test'
import { validate } from '../validation/validate'
import { CreateShift } from './shifts'

export const validPost = (overrides: Record<string, unknown> = {}) => ({
  facilityId: 'f1',
  title: 'Weekend staff pharmacist',
  description: 'Busy community pharmacy needs a staff pharmacist for verification, counseling and immunizations.',
  rate: 68.5,
  providerType: 'PHARMACIST',
  locationType: 'ON_SITE',
  software: ['PioneerRx'],
  specialties: ['Retail/Community'],
  languages: ['English'],
  lunchBreakMinutes: 30,
  shiftDays: [{ date: '2031-03-14', timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 2 }] }],
  ...overrides,
})

const messageOf = (overrides: Record<string, unknown>) => validate(CreateShift, validPost(overrides))[0]?.message

test('a valid post passes', () => expect(validate(CreateShift, validPost())).toEqual([]))

test.each([
  [{ title: 'Short' }, 'Title must be at least 6 characters'],
  [{ title: 'x'.repeat(101) }, 'Title must be 100 characters or less'],
  [{ description: 'Too short.' }, 'Description must be at least 60 characters'],
  [{ description: 'x'.repeat(2001) }, 'Description must be 2000 characters or less'],
  [{ rate: 0 }, 'Rate must be a positive number'],
  [{ rate: -5 }, 'Rate must be a positive number'],
  [{ software: [] }, 'at least one software must be specified'],
  [{ specialties: [] }, 'at least one specialty must be specified'],
  [{ languages: [] }, 'at least one language must be specified'],
  [{ lunchBreakMinutes: 121 }, 'Lunch break cannot be longer than 2 hours'],
  [{ lunchBreakMinutes: -1 }, 'Lunch break cannot be negative'],
  [{ isAutoHireEnabled: true }, 'Payment method is required when auto-hire is enabled'],
  [{ shiftDays: [] }, 'At least one shift day is required'],
  [{ shiftDays: [{ date: '2031-03-14', timeSlots: [{ endTime: '17:00', quantity: 1 }] }] }, 'Start time is required'],
  [{ shiftDays: [{ date: '2031-03-14', timeSlots: [{ startTime: '09:00', quantity: 1 }] }] }, 'End time is required'],
  [{ shiftDays: [{ date: '2031-03-14', timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 0 }] }] }, 'Quantity must be at least 1'],
  [{ shiftDays: [{ timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] }] }, 'Date is required'],
  [{ facilityId: '' }, 'Facility ID is required'],
  [{ providerType: 'NURSE' }, 'Provider type must be a valid Provider Type'],
])('%p → %p', (overrides, message) => {
  expect(messageOf(overrides)).toBe(message)
})

test('auto-hire with a payment method is fine', () => {
  expect(validate(CreateShift, validPost({ isAutoHireEnabled: true, paymentMethodId: 'pm_1' }))).toEqual([])
})
