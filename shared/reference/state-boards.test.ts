import { describe, expect, test } from 'bun:test'
import { STATE_BOARDS, stateBoardOf } from './state-boards'
import { STATE_CODES } from './states'

describe('state boards of pharmacy', () => {
  test('every state and DC has a board with an https home page and a lookup link', () => {
    expect(Object.keys(STATE_BOARDS).sort()).toEqual([...STATE_CODES].sort())
    for (const code of STATE_CODES) {
      const board = STATE_BOARDS[code]
      expect(board.name).toMatch(/Pharmacy/)
      for (const url of [board.website, board.lookupUrl]) expect(new URL(url).protocol).toBe('https:')
      // A board without a known search page sends staff to its home page, and says so.
      if (!board.isLicenseSearch) expect(board.lookupUrl).toBe(board.website)
      else expect(board.lookupUrl).not.toBe(board.website)
    }
  })

  test('only state codes have a board', () => {
    expect(stateBoardOf('TX')?.lookupUrl).toBe('https://www.pharmacy.texas.gov/dbsearch/')
    expect(stateBoardOf('ZZ')).toBeUndefined()
    expect(stateBoardOf('toString')).toBeUndefined()
  })
})
