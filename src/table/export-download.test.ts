import { describe, expect, it } from 'vitest'
import type { ColumnDef } from './column'
import { exportColumns } from './export-download'

const col = (field: string, header: string, options?: ColumnDef['options']) =>
  ({ field, header, options, width: 100, text: () => '' }) as unknown as ColumnDef

describe('export columns', () => {
  it('send each header and, for an enum column, its value labels as the screen shows them', () => {
    expect(
      exportColumns([
        col('orderNo', '订单号'),
        col('status', '状态', [
          { value: 'normal', label: '正常' },
          { value: 'refunded', label: '已退款' },
        ]),
      ]),
    ).toEqual([
      { field: 'orderNo', label: '订单号' },
      { field: 'status', label: '状态', values: { normal: '正常', refunded: '已退款' } },
    ])
  })
})
