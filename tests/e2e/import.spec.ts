import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { accessToken } from '../support/sign-in'
import { csvLine } from '@/domain/csv-line'
import { readXlsx } from '@/domain/xlsx/xlsx-reader'
import { createXlsxWriter, type XlsxCell } from '@/domain/xlsx/xlsx-writer'
import { setLanguage, signIn } from './support'

/** Offline order import and agent order completion from CSV/XLSX files, and the XLSX export, on the real server. */
const IMPORT = '/orderCenter/orderImport'
const RUN = Date.now().toString(36).toUpperCase()

const HEADER = [
  'Account name (accountName)',
  'contractId',
  'licensedMail',
  'orderType',
  'productName',
  'orderCurrency',
  'orderAmount',
  'paymentDate',
]
const row = (n: number, mail = `buyer${n}@example.com`) => [
  `E2E Co ${n}`,
  `E2E-${RUN}-${n}`,
  mail,
  'SMB',
  'Office Suite',
  'USD',
  '99.5',
  '2024-05-01',
]

function xlsxBytes(rows: XlsxCell[][]): Buffer {
  const chunks: Uint8Array[] = []
  const w = createXlsxWriter((c) => chunks.push(c))
  w.addRows(rows)
  w.end()
  return Buffer.concat(chunks)
}

/** A product-API token for checking what was written (the same sign-in the browser does). */
const apiToken = (baseURL: string) => accessToken(baseURL, 'admin')

async function apiGet(baseURL: string, path: string) {
  const r = await fetch(`${baseURL}${path}`, {
    headers: { authorization: `Bearer ${await apiToken(baseURL)}` },
  })
  return ((await r.json()) as { data: { total: number; items: Record<string, unknown>[] } }).data
}

const importedContracts = async (baseURL: string, ns: number[]) =>
  (await apiGet(baseURL, `/v1/offlineOrders?contractId=${ns.map((n) => `E2E-${RUN}-${n}`).join(',')}`)).total

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a CSV or XLSX file' }).click()
  await (await chooser).setFiles({ name, mimeType, buffer })
}

test.describe('offline order import', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'admin', IMPORT)
    await expect(page.getByRole('heading', { name: 'Import offline orders' })).toBeVisible()
  })

  test('downloads a template whose headers import back', async ({ page }) => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download template (XLSX)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('offline-orders-template.xlsx')
    const [header] = readXlsx(readFileSync((await file.path())!))
    expect(header).toContain('Account name (accountName)')
    expect(header).toContain('Order amount (orderAmount)')
    // The template's own header (with a row) passes the column check: only the empty cells are reported.
    await chooseFile(
      page,
      'template.xlsx',
      xlsxBytes([header!, ['E2E template']]),
      'application/octet-stream',
    )
    await expect(page.getByText('0 of 1 rows are valid. Nothing has been imported.')).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Unknown column' })).toHaveCount(0)
    await expect(page.getByRole('row', { name: /Contract ID .*Required\./ })).toBeVisible()
  })

  test('reports a file with errors by row and column and writes nothing, then imports only the valid rows', async ({
    page,
    baseURL,
  }) => {
    const csv = [HEADER, row(1), row(2, 'not-an-email'), row(3), [...row(4).slice(0, 6), 'ten', '2024-13-01']]
      .map(csvLine)
      .join('')
    await chooseFile(page, 'orders.csv', Buffer.from('\uFEFF' + csv), 'text/csv')
    await expect(page.getByText('2 of 4 rows are valid. Nothing has been imported.')).toBeVisible()
    const errors = page.getByRole('table', { name: 'Errors by row and column' })
    await expect(
      errors.getByRole('row', { name: '3 Licensed mail not-an-email Enter a valid email address.' }),
    ).toBeVisible()
    await expect(errors.getByRole('row', { name: '5 Order amount ten Enter a number.' })).toBeVisible()
    await expect(errors.getByRole('row', { name: /^5 Payment date 2024-13-01 Enter a date/ })).toBeVisible()
    expect(await importedContracts(baseURL!, [1, 2, 3, 4])).toBe(0)

    await page.getByRole('button', { name: 'Import only the valid rows (2 of 4)' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Imported 2 rows from orders.csv.' }),
    ).toContainText('2 rows with errors were skipped.')
    expect(await importedContracts(baseURL!, [1, 2, 3, 4])).toBe(2)
  })

  test('imports a fully valid XLSX larger than one server batch', async ({ page, baseURL }) => {
    const rows: XlsxCell[][] = [HEADER, ...Array.from({ length: 1200 }, (_, k) => row(11 + k))]
    rows[2]![6] = 1200.25 // a real number cell
    rows[3]![7] = 45413 // a date serial, as spreadsheet apps store dates
    const reader = page.waitForEvent('worker') // the file is read off the page's thread
    await chooseFile(
      page,
      'orders.xlsx',
      xlsxBytes(rows),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect((await reader).url()).toMatch(/read-worker/)
    await expect(page.getByText('All 1,200 rows of orders.xlsx are valid.')).toBeVisible()
    await page.getByRole('button', { name: 'Import 1,200 rows' }).click()
    await expect(page.getByText('Imported 1,200 rows from orders.xlsx.')).toBeVisible()
    const all = await apiGet(baseURL!, `/v1/offlineOrders?q=E2E-${RUN}-&limit=1`)
    expect(all.total).toBeGreaterThanOrEqual(1200)
    const found = await apiGet(
      baseURL!,
      `/v1/offlineOrders?contractId=E2E-${RUN}-12,E2E-${RUN}-13&sort=contractId`,
    )
    expect(found.items.map((o) => [o.orderAmount, o.paymentDate])).toEqual([
      [1200.25, '2024-05-01'],
      [99.5, '2024-05-01'],
    ])
  })

  test('is disabled offline, with the reason', async ({ page, context }) => {
    await context.setOffline(true)
    await expect(page.getByRole('button', { name: 'Choose a CSV or XLSX file' })).toBeDisabled()
    await expect(page.getByText('Unavailable offline: reconnect to make changes.')).toBeVisible()
    await context.setOffline(false)
  })
})

test.describe('agent order completion', () => {
  test('imports completions into a batch, refusing unknown agent orders per row', async ({
    page,
    baseURL,
  }) => {
    const pending = await apiGet(baseURL!, '/v1/agentOrders?status=pending&limit=1&sort=agentOrderNo:desc')
    const order = pending.items[0]!
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'admin', '/orderCenter/order_import')
    await page.getByRole('button', { name: 'Import completions' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import agent order completions' })
    await dialog.getByLabel('Agent platform').fill(String(order.agentPlatform))
    const csv = [
      ['agentOrderNo', 'orderNo', 'agencyCommission'],
      [String(order.agentOrderNo), 'OD0000000001', '3.5'],
      ['NOPE-1', 'OD0000000002', ''],
    ]
      .map(csvLine)
      .join('')
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', { name: 'Choose a CSV or XLSX file' }).click()
    await (
      await chooser
    ).setFiles({ name: `agents-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(dialog.getByText('1 of 2 rows are valid.')).toBeVisible()
    await expect(
      dialog.getByRole('row', { name: /^3 Agent order number NOPE-1 No pending agent order/ }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Import only the valid rows (1 of 2)' }).click()
    await expect(dialog.getByRole('status')).toContainText(`Imported 1 rows from agents-${RUN}.csv.`)
    const done = await apiGet(baseURL!, `/v1/agentOrders?agentOrderNo=${String(order.agentOrderNo)}`)
    expect(done.items[0]).toMatchObject({
      status: 'completed',
      orderNo: 'OD0000000001',
      agencyCommission: 3.5,
    })
    await page.keyboard.press('Escape')
    await page.getByRole('searchbox').fill(`agents-${RUN}`)
    await expect(page.getByRole('grid')).toContainText(`agents-${RUN}.csv`)
  })

  test('the viewer sees the batches but no import', async ({ page, baseURL }) => {
    await setLanguage(page, 'en', baseURL!)
    await signIn(page, 'viewer', '/orderCenter/order_import')
    await expect(page.getByRole('grid')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Import completions' })).toHaveCount(0)
  })
})

test('exports the filtered orders list as XLSX, a real download read back row by row', async ({
  page,
  baseURL,
}) => {
  await setLanguage(page, 'en', baseURL!)
  await signIn(page, 'admin', '/orderCenter/orders?q=OD0000001')
  await expect(page.getByRole('status').filter({ hasText: /rows/ })).toContainText('1,000 rows')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export XLSX' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^orders-\d+\.xlsx$/)
  expect(file.url()).not.toMatch(/token|Bearer/i)
  const rows = readXlsx(readFileSync((await file.path())!))
  expect(rows[0]!.slice(0, 3)).toEqual(['Order number', 'Payment number', 'Email'])
  expect(rows).toHaveLength(1001)
  expect(rows.slice(1).every((r) => String(r[0]).startsWith('OD0000001'))).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: /Exported/ })).toContainText('Exported 1,000 rows')
})
