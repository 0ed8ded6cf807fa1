/** The built-in engine's reading of messages; today is Wednesday 6 March 2030. */
import { describe, expect, test } from 'bun:test'
import { parseMessage } from './parse-message'

const TODAY = '2030-03-06'
const read = (text: string) => parseMessage(text, TODAY)

describe('parseMessage', () => {
  test('the example sentence', () => {
    expect(read('I need a pharmacist next Tuesday and Wednesday 9 to 5 at Elm Street, $72 an hour')).toEqual({
      intent: 'request',
      patch: { providerType: 'PHARMACIST', quantity: 1, dates: ['2030-03-12', '2030-03-13'], startTime: '09:00', endTime: '17:00', rateCents: 7200 },
      placePhrases: ['Elm Street'],
      range: 'upcoming',
    })
  })

  test('dates: weekdays after today and after each other, runs, tomorrow, explicit dates with and without a year', () => {
    expect(read('Friday and Monday').patch.dates).toEqual(['2030-03-08', '2030-03-11'])
    expect(read('this Wednesday').patch.dates).toEqual(['2030-03-13'])
    expect(read('Monday through Friday').patch.dates).toEqual(['2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15'])
    expect(read('tomorrow and the day after tomorrow').patch.dates).toEqual(['2030-03-07', '2030-03-08'])
    expect(read('today').patch.dates).toEqual(['2030-03-06'])
    expect(read('on 3/20, December 3rd and 2031-01-05').patch.dates).toEqual(['2030-03-20', '2030-12-03', '2031-01-05'])
    expect(read('March 1').patch.dates).toEqual(['2031-03-01'])
    expect(read('5 April 2030').patch.dates).toEqual(['2030-04-05'])
    expect(read('Feb 30').patch).toEqual({ badDate: 'Feb 30' })
  })

  test('hours: 9 to 5, 9am-5:30pm, 24-hour, afternoon and overnight', () => {
    const hours = (text: string) => ({ startTime: read(text).patch.startTime, endTime: read(text).patch.endTime })
    expect(hours('9 to 5')).toEqual({ startTime: '09:00', endTime: '17:00' })
    expect(hours('9am-5:30pm')).toEqual({ startTime: '09:00', endTime: '17:30' })
    expect(hours('from 08:00 to 16:30')).toEqual({ startTime: '08:00', endTime: '16:30' })
    expect(hours('1 to 9')).toEqual({ startTime: '13:00', endTime: '21:00' })
    expect(hours('10pm to 6am')).toEqual({ startTime: '22:00', endTime: '06:00' })
    expect(hours('7 until 7')).toEqual({ startTime: '07:00', endTime: '19:00' })
    expect(hours('9 to 9am')).toEqual({ startTime: undefined, endTime: undefined })
  })

  test('rates, kinds and how many', () => {
    expect(read('$72.50').patch.rateCents).toBe(7250)
    expect(read('65/hr').patch.rateCents).toBe(6500)
    expect(read('80 dollars an hour').patch.rateCents).toBe(8000)
    expect(read('two technicians').patch).toMatchObject({ providerType: 'TECHNICIAN', quantity: 2 })
    expect(read('3 pharmacy interns').patch).toMatchObject({ providerType: 'INTERN', quantity: 3 })
    expect(read('a pharmacy technician').patch).toMatchObject({ providerType: 'TECHNICIAN', quantity: 1 })
    expect(read('pharmacists').patch).toEqual({ providerType: 'PHARMACIST' })
  })

  test('catalog names and auto-hire', () => {
    expect(read('PioneerRx, Retail/Community and Spanish').patch).toEqual({ software: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['Spanish'] })
    expect(read('with auto-hire').patch.autoHire).toBe(true)
    expect(read('no auto hire').patch.autoHire).toBe(false)
  })

  test('intents', () => {
    expect(read('how many applicants do I have').intent).toBe('applicants')
    expect(read('what shifts are open this week').intent).toBe('openShifts')
    expect(read('what shifts are open this week').range).toBe('thisWeek')
    expect(read('any open shifts tomorrow?').range).toBe('tomorrow')
    expect(read('cancel').intent).toBe('cancel')
    expect(read('yes, post it').intent).toBe('confirmWords')
    expect(read('hello there').intent).toBe('other')
    expect(read('at least 2 hours at 9am').placePhrases).toEqual([])
  })
})
