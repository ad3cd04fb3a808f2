import { once } from 'node:events';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { spreadsheetText } from '@cc/shared';
// Imported at start (~13 MB resident): loaded by the first download instead, evaluating its ~100
// modules held the event loop ~0.3 s while every other request waited (ADR 023, ADR 029).
import archiver from 'archiver';
import { roomIn } from './backpressure.ts';
import { coalescing } from './coalesce.ts';
import {
  columnLetter,
  SHARED_STRINGS_PART,
  STYLE,
  sharedStringsXml,
  sheetHead,
  sheetTail,
  staticParts,
  xmlText,
} from './xlsx-parts.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Whole pesos with thousands separators and no decimals ('$ 95.000' in a Spanish Excel). */
export { COP_FORMAT, DATE_FORMAT } from './xlsx-parts.ts';

export type XlsxCell = string | number | null;
export type XlsxColumn<Row> = {
  header: string;
  width?: number;
  /** money → number with COP_FORMAT; date → 'YYYY-MM-DD' written as a real date cell. */
  kind?: 'text' | 'money' | 'integer' | 'date';
  /** Texts that do not repeat (a document's number): written in the cell, not shared. */
  unique?: boolean;
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

/**
 * Longest the sheet's writing holds the event loop before other requests get a turn. A time, not
 * a number of rows: 500 rows took ~8 ms once compiled but 30–60 ms in a download's first second
 * (code not yet optimised, a busy core), and /api/health waited that long (ADR 023).
 */
const TURN_MS = 4;
/** Rows between two looks at the clock. */
const CLOCK_EVERY = 32;

/**
 * zlib level of the zip. Deflate runs on libuv's thread pool, beside the XML building; on the
 * 133k-row sales export level 1 takes ~0.6 s less CPU than the default 6 for a file 25 % larger
 * (8.9 MB against 7.1 MB, ADR 023).
 */
const ZIP_LEVEL = 1;

/** Bytes handed to the client's socket per write (coalesce.ts). */
const OUT_CHUNK = 256 * 1024;

/**
 * Writes one small sheet that nobody reads: V8 compiles each function on its first call, and the
 * first real download paid for the writer's and archiver's while other requests waited (ADR 023).
 */
export async function warmDownloads(): Promise<void> {
  type Row = { text: string; amount: number; day: string };
  const rows: Row[] = Array.from({ length: 100 }, (_, i) => ({
    text: i % 2 ? 'ñandú & <cía>' : '',
    amount: i * 1_000,
    day: '2026-01-31',
  }));
  const sheet = xlsxStream<Row>({
    sheetName: 'warm',
    columns: [
      { header: 'text', value: (r) => r.text },
      { header: 'amount', kind: 'money', value: (r) => r.amount },
      { header: 'day', kind: 'date', value: (r) => r.day },
    ],
    batches: (async function* () {
      yield rows;
    })(),
  });
  sheet.resume();
  await finished(sheet);
}

/**
 * One-sheet workbook for the module downloads (incomes, purchases, expenses): a bold frozen
 * header with a filter, then one row per record; money cells stay numbers so they add up.
 * The sheet's XML is written here, straight into a zip stream (archiver), while `batches` are
 * read: exceljs's writer spent ~10 µs per cell building objects and XML for these plain cells
 * (ADR 023). Memory stays flat in the number of rows, and the event loop gets a turn every
 * TURN_MS of work (other requests are answered). Repeated texts are shared strings, the unique
 * columns' texts inline (`sharedStrings` below). The returned stream is what the
 * reply sends; a failure mid-way destroys it (a cut download, never a half file presented as whole).
 */
export function xlsxStream<Row>(opts: {
  sheetName: string;
  columns: XlsxColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
  creator?: string;
}): Readable {
  const out = coalescing(OUT_CHUNK);
  write(out, opts).catch((err: Error) => out.destroy(err));
  return out;
}

async function write<Row>(
  out: Transform,
  opts: {
    sheetName: string;
    columns: XlsxColumn<Row>[];
    batches: AsyncIterable<readonly Row[]>;
    creator?: string;
  },
): Promise<void> {
  const { columns } = opts;
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
  const strings = sharedStrings();
  const cell = cellWriters(columns, strings);
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
  let turnStart = performance.now();
  /** Hands the rows built so far to the zip, then lets other requests in; false once the client has gone. */
  const pause = async (): Promise<boolean> => {
    for (const b of bytes.take()) if (!(await send(b))) return false;
    await new Promise((resolve) => setImmediate(resolve));
    turnStart = performance.now();
    return !out.destroyed;
  };
  for await (const batch of opts.batches) {
    for (let i = 0; i < batch.length; i++) {
      bytes.add(cell.row(++n, batch[i] as Row));
      // Also at a batch's last row: the next may be read ahead already, no turn for others.
      const look = i % CLOCK_EVERY === CLOCK_EVERY - 1 || i === batch.length - 1;
      if (look && performance.now() - turnStart > TURN_MS && !(await pause())) {
        zip.abort(); // the client went away: stop reading the database and zipping
        return;
      }
    }
  }
  for (const b of bytes.take()) if (!(await send(b))) break;
  if (out.destroyed) {
    zip.abort(); // gone during the last chunk: its 'close' has passed, nothing to wait for
    return;
  }
  sheet.end(sheetTail(columns.length));
  zip.append(strings.xml(), { name: SHARED_STRINGS_PART });
  const finished = zip.finalize(); // resolves once the sheet stream has ended and the zip is closed
  // A client gone during the last chunks leaves the zip unfinished: do not wait for it forever.
  await Promise.race([finished, once(out, 'close')]);
  if (out.destroyed) zip.abort();
}

/** An inline string cell's body. */
const inline = (s: string) => `t="inlineStr"><is>${textElement(s)}</is>`;

/**
 * `<t>` of a text, inline or shared. `xml:space="preserve"` only where whitespace would otherwise
 * be trimmed (at the ends, doubled, tabs or line breaks): it was 21 of a text cell's ~60 bytes.
 */
const textElement = (s: string) =>
  `<t${/^\s|\s$|\s\s|[\t\n\r]/.test(s) ? ' xml:space="preserve"' : ''}>${xmlText(s)}</t>`;

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

/** Distinct texts whose inline cell XML is kept (the unique columns' repeats are rare). */
const TEXT_CACHE = 4096;

/**
 * Distinct texts the sheet shares at most; later new ones are written in their cells. Bounds the
 * memory a download keeps (a few MB) whatever its users typed into free-text fields.
 */
const SHARED_MAX = 65_536;

/**
 * The workbook's shared strings: each repeated text (a client's name, 'Contado', 'Activo') is
 * written once in sharedStrings.xml and its cells hold its index. Inline in every cell they made
 * a quarter of the 100k-sale download's 74 MB of sheet XML (557 → 406 bytes a row), all of it
 * built, encoded, checksummed and deflated (ADR 023). '' is index 0: an inline empty string reads back as no value (exceljs), a
 * shared one as '' — the contract the downloads always had.
 */
function sharedStrings() {
  const index = new Map<string, number>([['', 0]]);
  const items = ['<si><t></t></si>'];
  let count = 0;
  return {
    /** The text's index, or undefined once SHARED_MAX texts are shared and this one is new. */
    indexOf(text: string): number | undefined {
      let i = index.get(text);
      if (i === undefined && items.length < SHARED_MAX) {
        i = items.length;
        index.set(text, i);
        items.push(`<si>${textElement(text)}</si>`);
      }
      if (i !== undefined) count += 1;
      return i;
    },
    xml: () => sharedStringsXml(items, count),
  };
}

/** Per column, the XML of one cell; `row(n, record)` the whole `<row>`. */
function cellWriters<Row>(columns: XlsxColumn<Row>[], shared: ReturnType<typeof sharedStrings>) {
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
  const unique = columns.map((c) => c.unique === true);
  const texts = new Map<string, string>();
  const one = (i: number, n: number, cell: XlsxCell): string => {
    if (cell === null || (typeof cell === 'number' && !Number.isFinite(cell))) return '';
    // A text a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') gets a leading apostrophe.
    const v = typeof cell === 'string' ? spreadsheetText(cell) : cell;
    // Every cell keeps its reference (r="C12"): optional in the format, but readers such as
    // exceljs place a cell without one nowhere.
    const at = `<c r="${letters[i]}${n}"${styles[i]}`;
    if (typeof v === 'number') return `${at}><v>${v}</v></c>`;
    if (columns[i]?.kind === 'date') {
      const s = serial(v);
      if (s !== null) return `${at}><v>${s}</v></c>`;
    }
    const sharedAt = unique[i] && v !== '' ? undefined : shared.indexOf(v);
    if (sharedAt !== undefined) return `${at} t="s"><v>${sharedAt}</v></c>`;
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
