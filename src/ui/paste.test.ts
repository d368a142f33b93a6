import { describe, expect, it } from 'vitest'
import { applyListPaste } from './paste'

describe('paste into list inputs (spec section 5)', () => {
  it('turns multi-line text into a comma-joined list, lines trimmed, empty lines dropped', () => {
    expect(applyListPaste('', 0, 0, ' OD1 \r\n\nOD2\n  \nOD3\n')).toEqual({ value: 'OD1,OD2,OD3', caret: 11 })
  })

  it('leaves single-line pastes to the browser', () => {
    expect(applyListPaste('', 0, 0, 'OD1, OD2')).toBeUndefined()
  })

  it('appends to what is already typed, with one comma between', () => {
    expect(applyListPaste('a@x.com', 7, 7, 'b@x.com\nc@x.com')?.value).toBe('a@x.com,b@x.com,c@x.com')
    expect(applyListPaste('a@x.com, ', 9, 9, 'b@x.com\nc@x.com')?.value).toBe('a@x.com,b@x.com,c@x.com')
  })

  it('replaces the selection and keeps the text after it', () => {
    const r = applyListPaste('SKU1,OLD,SKU9', 5, 8, 'SKU2\nSKU3')
    expect(r).toEqual({ value: 'SKU1,SKU2,SKU3,SKU9', caret: 14 })
  })

  it('pasting only blank lines changes nothing but whitespace', () => {
    expect(applyListPaste('A', 1, 1, '\n \n')?.value).toBe('A')
  })
})
