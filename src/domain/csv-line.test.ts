import { describe, expect, it } from 'vitest'
import { csvLine } from './csv-line'

describe('csvLine', () => {
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', null, 12.5])).toBe(
      'a,"b,c","say ""hi""","two\nlines",,12.5\r\n',
    )
  })
  it('neutralises text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvLine(['=SUM(A1)', '+1', '@cmd', -5])).toBe("'=SUM(A1),'+1,'@cmd,-5\r\n")
  })
})
