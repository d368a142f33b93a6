import { XlsxFormatError } from '@/domain/xlsx/xlsx-reader'
import { readImportFile } from './read-import-file'

/** Reads an import file off the page's thread, so a large file does not freeze the progress display. */
self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    self.postMessage({ rows: await readImportFile(event.data) })
  } catch (err) {
    self.postMessage({ unreadable: err instanceof XlsxFormatError || err instanceof RangeError })
  }
}
