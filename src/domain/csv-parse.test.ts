import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv-parse'

describe('parseCsv', () => {
  it('reads quoted separators, doubled quotes and line breaks inside quotes (RFC 4180)', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ])
  })
  it('keeps a last line without a line end and reads semicolon files', () => {
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
  it('reads what the export writes back (round trip)', () => {
    expect(parseCsv('"北京, 上海",12.5\r\n')).toEqual([['北京, 上海', '12.5']])
  })
})
