import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { roomIn } from './backpressure.ts';
import { columnLetter, STYLE, sheetHead, sheetTail, staticParts, xmlText } from './xlsx-parts.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Whole pesos with thousands separators and no decimals ('$ 95.000' in a Spanish Excel). */
export { COP_FORMAT, DATE_FORMAT } from './xlsx-parts.ts';

export type XlsxCell = string | number | null;
export type XlsxColumn<Row> = {
  header: string;
  width?: number;
  /** money → number with COP_FORMAT; date → 'YYYY-MM-DD' written as a real date cell. */
  kind?: 'text' | 'money' | 'integer' | 'date';
  value: (row: Row) => XlsxCell;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → the Date Excel shows as that day (exceljs writes dates as UTC serials). */
export function excelDate(value: string): Date | string {
  const m = DATE.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : value;
}

/** 'YYYY-MM-DD' → Excel's serial day number (days since 1899-12-30), or null if not a date. */
function excelSerial(value: string): number | null {
  const day = excelDate(value);
  return day instanceof Date ? day.getTime() / 86_400_000 + 25_569 : null;
}

/**
 * Rows read per query by the streaming downloads: enough to amortise a query, few enough to stay
 * flat. 500 rather than 2,000: the same CPU for the 100k-sale download, half the heap growth
 * (fewer rows survive into V8's old space between awaits; ADR 023).
 */
export const XLSX_BATCH = 500;

/** Rows turned into XML per write, with a turn of the event loop after each. */
const CHUNK = 500;

/**
 * zlib level of the zip. Deflate runs on libuv's thread pool, beside the XML building; on the
 * 133k-row sales export level 1 takes ~0.6 s less CPU than the default 6 for a file 25 % larger
 * (8.9 MB against 7.1 MB, ADR 023).
 */
const ZIP_LEVEL = 1;

/**
 * One-sheet workbook for the module downloads (incomes, purchases, expenses): a bold frozen
 * header with a filter, then one row per record; money cells stay numbers so they add up.
 * The sheet's XML is written here, straight into a zip stream (archiver), while `batches` are
 * read: exceljs's writer spent ~10 µs per cell building objects and XML for these plain cells
 * (ADR 023). Memory stays flat in the number of rows, and the event loop gets a turn every
 * CHUNK rows (other requests are answered). Strings are inline, except '' which is the one
 * shared string (an inline '' would read back as no value). The returned stream is what the
 * reply sends; a failure mid-way destroys it (a cut download, never a half file presented as whole).
 */
export function xlsxStream<Row>(opts: {
  sheetName: string;
  columns: XlsxColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
  creator?: string;
}): Readable {
  const out = new PassThrough();
  write(out, opts).catch((err: Error) => out.destroy(err));
  return out;
}

async function write<Row>(
  out: PassThrough,
  opts: {
    sheetName: string;
    columns: XlsxColumn<Row>[];
    batches: AsyncIterable<readonly Row[]>;
    creator?: string;
  },
): Promise<void> {
  const { columns } = opts;
  // Loaded by the first download, not by every start (~14 MB resident, ADR 029).
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { zlib: { level: ZIP_LEVEL } });
  zip.on('error', (err) => out.destroy(err));
  zip.pipe(out);
  const parts = staticParts({
    sheetName: opts.sheetName,
    creator: opts.creator ?? 'Cuentas Claras',
    now: new Date(),
  });
  for (const [name, xml] of parts) zip.append(xml, { name });
  const sheet = new PassThrough();
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  const finished = zip.finalize(); // resolves once the sheet stream has ended and the zip is closed
  const cell = cellWriters(columns);
  const bytes = byteChunks();
  /** Writes into the sheet; false once the client has gone. */
  const send = async (xml: string | Buffer): Promise<boolean> => {
    if (out.destroyed) return false;
    sheet.write(xml);
    return roomIn(sheet, out);
  };
  const header = columns.map(
    (c, i) => `<c r="${cell.letters[i]}1" s="${STYLE.header}" ${inline(c.header)}</c>`,
  );
  await send(
    `${sheetHead(columns.map((c) => c.width ?? Math.max(12, c.header.length + 2)))}<row r="1">${header.join('')}</row>`,
  );
  let n = 1;
  for await (const batch of opts.batches) {
    for (let start = 0; start < batch.length; start += CHUNK) {
      if (out.destroyed) {
        zip.abort(); // the client went away: stop reading the database and zipping
        return;
      }
      const end = Math.min(start + CHUNK, batch.length);
      for (let i = start; i < end; i++) bytes.add(cell.row(++n, batch[i] as Row));
      for (const b of bytes.take()) if (!(await send(b))) break; // out.destroyed: caught above
      // Give other requests a turn between chunks (a few ms each).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (out.destroyed) {
    zip.abort(); // gone during the last chunk: its 'close' has passed, nothing to wait for
    return;
  }
  sheet.end(sheetTail(columns.length));
  // A client gone during the last chunks leaves the zip unfinished: do not wait for it forever.
  await Promise.race([finished, once(out, 'close')]);
  if (out.destroyed) zip.abort();
}

/**
 * An inline string cell's body. `xml:space="preserve"` only where whitespace would otherwise be
 * trimmed (at the ends, doubled, tabs or line breaks): it was 21 of a text cell's ~60 bytes.
 */
const inline = (s: string) =>
  `t="inlineStr"><is><t${/^\s|\s$|\s\s|[\t\n\r]/.test(s) ? ' xml:space="preserve"' : ''}>${xmlText(s)}</t></is>`;

/** Bytes a chunk buffer holds; a row longer than that (in UTF-8) is written on its own. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Each row's XML is encoded into a 64 KiB buffer as soon as it is built, so the string dies young:
 * appended to one long string per chunk instead, the rows' pieces outlived a scavenge and were
 * promoted — most of the download's heap growth (ADR 023). `take()` returns the full buffers and
 * the part written so far, and starts over.
 */
export function byteChunks() {
  let buf = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  let full: Buffer[] = [];
  const close = () => {
    if (used > 0) full.push(buf.subarray(0, used));
    buf = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
  };
  return {
    add(xml: string) {
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      if (used + xml.length * 3 > CHUNK_BYTES) close();
      if (xml.length * 3 > CHUNK_BYTES) full.push(Buffer.from(xml, 'utf8'));
      else used += buf.write(xml, used, 'utf8');
    },
    take(): Buffer[] {
      close();
      const out = full;
      full = [];
      return out;
    },
  };
}

/** Distinct texts whose cell XML is kept (names, labels, statuses repeat row after row). */
const TEXT_CACHE = 4096;

/** Per column, the XML of one cell; `row(n, record)` the whole `<row>`. */
function cellWriters<Row>(columns: XlsxColumn<Row>[]) {
  const letters = columns.map((_, i) => columnLetter(i + 1));
  const styles = columns.map((c) => (c.kind && c.kind !== 'text' ? ` s="${STYLE[c.kind]}"` : ''));
  // A download has a few hundred distinct days: each converted once.
  const serials = new Map<string, number | null>();
  const serial = (v: string) => {
    let s = serials.get(v);
    if (s === undefined) {
      s = excelSerial(v);
      serials.set(v, s);
    }
    return s;
  };
  const texts = new Map<string, string>();
  const one = (i: number, n: number, v: XlsxCell): string => {
    if (v === null || (typeof v === 'number' && !Number.isFinite(v))) return '';
    // Every cell keeps its reference (r="C12"): optional in the format, but readers such as
    // exceljs place a cell without one nowhere.
    const at = `<c r="${letters[i]}${n}"${styles[i]}`;
    if (typeof v === 'number') return `${at}><v>${v}</v></c>`;
    if (columns[i]?.kind === 'date') {
      const s = serial(v);
      if (s !== null) return `${at}><v>${s}</v></c>`;
    }
    if (v === '') return `${at} t="s"><v>0</v></c>`;
    let text = texts.get(v);
    if (text === undefined) {
      if (texts.size >= TEXT_CACHE) texts.clear();
      text = inline(v);
      texts.set(v, text);
    }
    return `${at} ${text}</c>`;
  };
  return {
    letters,
    row(n: number, record: Row): string {
      let xml = `<row r="${n}">`;
      for (let i = 0; i < columns.length; i++)
        xml += one(i, n, (columns[i] as XlsxColumn<Row>).value(record));
      return `${xml}</row>`;
    },
  };
}
