/** Each named operation is the API call the contract documents (method, path, body). */
import { describe, expect, test } from 'bun:test'
import { MultipartBody, toRequest } from './operations'

describe('operation registry', () => {
  test('provider operations', () => {
    const expiration = { expirationEnabled: true, unit: 'DAYS', unitAmount: 2 }
    expect(toRequest('shift.apply', { shiftGroupId: 'g1', message: 'Hi', expirationOptions: expiration })).toEqual({
      method: 'POST', path: '/provider/shift/g1/apply', body: { message: 'Hi', expirationOptions: expiration },
    })
    expect(toRequest('shift.multiApply', { shiftGroupIds: ['g1', 'g2'], message: 'Both' })).toEqual({
      method: 'POST', path: '/provider/shift/multi-apply', body: { shiftGroupIds: ['g1', 'g2'], message: 'Both' },
    })
    expect(toRequest('shift.confirmAttendance', { shiftGroupId: 'g1' })).toEqual({ method: 'PUT', path: '/provider/shift/g1/confirm-attendance' })
    expect(toRequest('shift.cancel', { shiftId: 's1', cancelationReason: 'Sick' })).toEqual({
      method: 'PUT', path: '/provider/shift/s1/cancel', body: { cancelationReason: 'Sick' },
    })
    expect(toRequest('application.cancel', { shiftGroupId: 'g1' })).toEqual({ method: 'POST', path: '/provider/shift-group/g1/application/cancel' })
    expect(toRequest('application.expiration', { applicationId: 'a1', expirationOptions: expiration })).toEqual({
      method: 'PUT', path: '/provider/application/a1/expiration', body: { expirationOptions: expiration },
    })
    expect(toRequest('rating.facility', { shiftId: 's1', ratings: { overall: 5 }, comment: 'Kind team' })).toEqual({
      method: 'POST', path: '/rate-facility', body: { shiftId: 's1', ratings: { overall: 5 }, comment: 'Kind team' },
    })
  })

  test('facility operations', () => {
    const post = { facilityId: 'f1', title: 'Staff pharmacist', shiftDays: [] }
    expect(toRequest('shift.post', post)).toEqual({ method: 'POST', path: '/facility/shift', body: post })
    expect(toRequest('shift.hire', { shiftGroupId: 'g1', applicantId: 'p1', paymentMethodId: 'pm1' })).toEqual({
      method: 'POST', path: '/facility/shift/g1/hire', body: { applicantId: 'p1', paymentMethodId: 'pm1' },
    })
    expect(toRequest('attendance.confirm', { shiftId: 's1' })).toEqual({ method: 'PUT', path: '/facility/shift/s1/attendance/confirm' })
    const adjust = { startTime: '09:00', endTime: '16:30', reason: 'Left early', didProviderTakeLunchBreak: true }
    expect(toRequest('attendance.adjust', { shiftId: 's1', ...adjust })).toEqual({ method: 'PUT', path: '/facility/shift/s1/attendance/adjust', body: adjust })
    expect(toRequest('attendance.noShow', { shiftId: 's1' })).toEqual({ method: 'PUT', path: '/facility/shift/s1/attendance/no-show' })
    expect(toRequest('shiftGroup.cancel', { shiftGroupId: 'g1', cancellationReason: 'Closed', shouldRepostShift: false })).toEqual({
      method: 'PUT', path: '/facility/shift/g1/cancel', body: { cancellationReason: 'Closed', shouldRepostShift: false },
    })
    expect(toRequest('shiftGroup.close', { shiftGroupId: 'g1' })).toEqual({ method: 'PUT', path: '/facility/shift/g1/close' })
    expect(toRequest('applicant.reject', { shiftGroupId: 'g1', applicationId: 'a/1' })).toEqual({ method: 'PUT', path: '/facility/shift/g1/applicants/a%2F1/reject' })
    expect(toRequest('shiftGroup.update', { shiftGroupId: 'g1', title: 'Saturday pharmacist', staffOnHandHelp: null })).toEqual({
      method: 'PUT', path: '/facility/shift/g1', body: { title: 'Saturday pharmacist', staffOnHandHelp: null },
    })
    expect(toRequest('rating.provider', { facilityId: 'f1', shiftId: 's1', providerId: 'p1', ratings: { overall: 4 }, comment: 'On time' })).toEqual({
      method: 'POST', path: '/rate-provider/f1', body: { shiftId: 's1', providerId: 'p1', ratings: { overall: 4 }, comment: 'On time' },
    })
  })

  test('messaging operations: the client id goes with the body, so a resend is stored once', () => {
    expect(toRequest('message.send', { conversationId: 'c1', content: 'On my way', clientMessageId: 'm1' })).toEqual({
      method: 'POST', path: '/conversations/c1/messages', body: { content: 'On my way', clientMessageId: 'm1' },
    })
    expect(() => toRequest('message.send', { content: 'Hi', clientMessageId: 'm1' })).toThrow('conversationId')
  })

  test('careers chat messages go to the writer side\'s path, with the client id', () => {
    expect(toRequest('careersMessage.send', { side: 'provider', conversationId: 'c1', content: 'Thanks!', clientMessageId: 'm1' })).toEqual({
      method: 'POST', path: '/careers/provider/conversations/c1/messages', body: { content: 'Thanks!', clientMessageId: 'm1' },
    })
    expect(toRequest('careersMessage.send', { side: 'facility', conversationId: 'c1', content: 'Interview?', clientMessageId: 'm2' }).path).toBe('/careers/facility/conversations/c1/messages')
    expect(() => toRequest('careersMessage.send', { content: 'Hi', clientMessageId: 'm1' })).toThrow('side')
    expect(() => toRequest('careersMessage.send', { side: 'admin', conversationId: 'c1', content: 'Hi', clientMessageId: 'm1' })).toThrow('side')
  })

  test('a job application goes to the job\'s apply path with its client id, so a resend is stored once', () => {
    expect(toRequest('job.apply', { jobId: 'j1', coverLetter: 'Six years in retail.', clientApplicationId: 'a1' })).toEqual({
      method: 'POST', path: '/careers/provider/jobs/j1/apply', body: { coverLetter: 'Six years in retail.', clientApplicationId: 'a1' },
    })
    expect(toRequest('job.apply', { jobId: 'j1', clientApplicationId: 'a2', resumeFileId: 'f1', referralCode: 'REF1' }).body).toEqual({ clientApplicationId: 'a2', resumeFileId: 'f1', referralCode: 'REF1' })
    expect(() => toRequest('job.apply', { clientApplicationId: 'a1' })).toThrow('jobId')
  })

  test('path ids are encoded, and a payload without them is refused before sending', () => {
    expect(toRequest('shift.confirmAttendance', { shiftGroupId: 'a/b' }).path).toBe('/provider/shift/a%2Fb/confirm-attendance')
    expect(() => toRequest('shift.hire', { applicantId: 'p1' })).toThrow('shiftGroupId')
  })

  test('onboarding form operations: the save is the PUT; a file is one multipart part whose bytes are the same on every resend', async () => {
    expect(toRequest('ffm.save', { facilityId: 'f1', ffmId: 'm1', submit: true, phoneGreeting: 'Hello', website: undefined })).toEqual({
      method: 'PUT', path: '/facility/f1/ffm/m1', body: { submit: true, phoneGreeting: 'Hello' },
    })
    const payload = { facilityId: 'f1', clientFileId: 'c1', filename: 'map.pdf', file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) }
    const first = toRequest('ffm.file', payload)
    const again = toRequest('ffm.file', payload)
    expect(first.method).toBe('POST')
    expect(first.path).toBe('/facility/f1/ffm/files')
    expect(first.body).toBeInstanceOf(MultipartBody)
    const body = first.body as MultipartBody
    expect(body.contentType).toBe('multipart/form-data; boundary=ffm-c1')
    expect(await body.blob.text()).toBe(await (again.body as MultipartBody).blob.text())
    // The server reads it as a form with the file.
    const form = await new Response(body.blob, { headers: { 'content-type': body.contentType } }).formData()
    const file = form.get('file') as File
    expect(file.name).toBe('map.pdf')
    expect(file.type).toBe('application/pdf')
    expect(await file.text()).toBe('%PDF-1.4')
    expect(() => toRequest('ffm.file', { facilityId: 'f1', clientFileId: 'c1', filename: 'x' })).toThrow('Operation payload needs file')
  })
})
