import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { roomIn } from '../src/lib/backpressure.ts';
import { coalescing } from '../src/lib/coalesce.ts';
import {
  byteChunks,
  COP_FORMAT,
  DATE_FORMAT,
  warmDownloads,
  type XlsxColumn,
  xlsxStream,
} from '../src/lib/xlsx.ts';

/** The module downloads' own sheet writer (ADR 023), read back with exceljs as a user's Excel would. */
type Row = { ref: string; date: string; name: string; value: number | null; qty: number };
const columns: XlsxColumn<Row>[] = [
  { header: 'Número', width: 10, value: (r) => r.ref },
  { header: 'Fecha', kind: 'date', value: (r) => r.date },
  { header: 'Cliente & <socio>', width: 30, value: (r) => r.name },
  { header: 'Valor', kind: 'money', value: (r) => r.value },
  { header: 'Cantidad', kind: 'integer', value: (r) => r.qty },
];

async function* batches(rows: Row[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function read(rows: Row[], size = 2) {
  const file = await buffer(xlsxStream({ sheetName: 'Mis "ventas"', columns, batches: batches(rows, size) }));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('xlsxStream', () => {
  it('writes the header, typed cells and formats that exceljs reads back', async () => {
    const sheet = await read([
      { ref: '0001', date: '2026-01-12', name: 'Juan Pérez', value: 95_000, qty: 3 },
      { ref: '0001-01', date: '2024-02-29', name: '', value: null, qty: 0 },
      { ref: '0002', date: 'sin fecha', name: '  A & B <c> "d"\u0007 ñ ', value: -1_500, qty: 12 },
    ]);
    expect(sheet.name).toBe('Mis "ventas"');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Número',
      'Fecha',
      'Cliente & <socio>',
      'Valor',
      'Cantidad',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    const [a, b, c] = [sheet.getRow(2), sheet.getRow(3), sheet.getRow(4)];
    expect(a.getCell(2).value).toEqual(new Date(Date.UTC(2026, 0, 12)));
    expect(a.getCell(2).numFmt).toBe(DATE_FORMAT);
    expect(a.getCell(4).value).toBe(95_000);
    expect(a.getCell(4).numFmt).toBe(COP_FORMAT);
    expect(a.getCell(5).value).toBe(3);
    expect(b.getCell(2).value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    // '' stays an empty string (not a missing cell); null leaves the cell out.
    expect(b.getCell(3).value).toBe('');
    expect(b.getCell(4).value).toBeNull();
    expect(b.getCell(5).value).toBe(0);
    expect(c.getCell(2).value).toBe('sin fecha');
    // Markup characters escaped, spaces kept, a control character XML cannot carry dropped.
    expect(c.getCell(3).value).toBe('  A & B <c> "d" ñ ');
    expect(c.getCell(4).value).toBe(-1_500);
    expect(sheet.getColumn(1).width).toBe(10);
    expect(sheet.getColumn(2).width).toBe(12);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
  });

  it('keeps every row in order across batches, and an empty download is the header alone', async () => {
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      ref: String(i + 1).padStart(4, '0'),
      date: '2026-03-01',
      name: `Cliente ${i}`,
      value: i * 1000,
      qty: i,
    }));
    const sheet = await read(rows, 500);
    expect(sheet.rowCount).toBe(1235);
    const refs: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) refs.push(row.getCell(1).value);
    });
    expect(refs).toEqual(rows.map((r) => r.ref));
    expect(sheet.getRow(1235).getCell(4).value).toBe(1_233_000);
    expect((await read([])).rowCount).toBe(1);
  });

  it('keeps rows whole across its 64 KiB byte chunks: multi-byte text, a row longer than a chunk, repeated escaped texts', async () => {
    const long = `${'ñandú & <b> '.repeat(3000)}fin`; // ~36k UTF-16 units, ~42 KB in UTF-8, > 64 KiB / 3
    const rows = Array.from({ length: 300 }, (_, i) => ({
      ref: String(i + 1).padStart(4, '0'),
      date: '2026-03-01',
      // Texts repeat (the writer keeps their XML), carry what must be escaped or dropped, and take
      // more UTF-8 bytes than UTF-16 units (a chunk's room is counted in bytes).
      name:
        i === 150 ? long : i % 3 === 0 ? 'Pérez & "Hijos" <S.A.S>\u0001' : `Año ${i % 7} ${'ñ'.repeat(400)}`,
      value: i,
      qty: i,
    }));
    const sheet = await read(rows, 500);
    expect(sheet.rowCount).toBe(301);
    rows.forEach((r, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(r.ref);
      expect(row.getCell(3).value).toBe(r.name.replace('\u0001', ''));
      expect(row.getCell(4).value).toBe(r.value);
    });
  });

  it('encodes rows into byte chunks without cutting one: what comes out is every row, whole, in order', () => {
    const chunks = byteChunks();
    const rows = Array.from({ length: 400 }, (_, i) =>
      // Mostly two- and three-byte characters, so a row needs more bytes than UTF-16 units; one
      // row longer than a whole chunk.
      i === 200 ? '€'.repeat(30_000) : `<row r="${i}">${'ñ'.repeat(100 + (i % 97))}€</row>`,
    );
    const out: Buffer[] = [];
    rows.forEach((r, i) => {
      chunks.add(r);
      if (i % 150 === 149) out.push(...chunks.take());
    });
    out.push(...chunks.take());
    expect(Buffer.concat(out).toString('utf8')).toBe(rows.join(''));
    expect(out.every((b) => b.length > 0)).toBe(true);
  });

  it('stops reading its batches once the client has gone, and leaves them closed', async () => {
    let pulled = 0;
    let closed = false;
    async function* many() {
      try {
        for (; pulled < 400; pulled++)
          yield Array.from({ length: 500 }, (_, i) => ({
            ref: `${pulled}-${i}`,
            date: '2026-03-01',
            name: 'Ana ñ',
            value: i,
            qty: i,
          }));
      } finally {
        closed = true;
      }
    }
    const out = xlsxStream({ sheetName: 'x', columns, batches: many() });
    await new Promise((resolve) => out.once('data', resolve)); // the client reads a little…
    out.destroy(); // …and goes away
    for (let i = 0; i < 100 && !closed; i++) await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(true);
    expect(pulled).toBeLessThan(400);
  });
});

describe('shared strings', () => {
  const part = async (file: Buffer, name: string) => {
    const entry = (await JSZip.loadAsync(file)).file(name);
    if (!entry) throw new Error(`no ${name}`);
    return entry.async('string');
  };

  it('writes a repeated text once and its cells by index; a unique column in its cells', async () => {
    const rows: Row[] = Array.from({ length: 300 }, (_, i) => ({
      ref: `R-${i}`,
      date: '2026-01-12',
      name: i % 2 ? 'Juan Pérez & Cía' : ' Ana ',
      value: i,
      qty: i,
    }));
    const numbered = columns.map((c, i) => (i === 0 ? { ...c, unique: true } : c));
    const file = await buffer(xlsxStream({ sheetName: 'x', columns: numbered, batches: batches(rows, 64) }));
    const sst = await part(file, 'xl/sharedStrings.xml');
    const sheetXml = await part(file, 'xl/worksheets/sheet1.xml');
    expect(sst.match(/<si>/g)).toHaveLength(3); // '', the two names
    expect(sst).toContain('<si><t>Juan Pérez &amp; Cía</t></si>');
    expect(sst).toContain('<si><t xml:space="preserve"> Ana </t></si>');
    expect(sst).toContain('count="300" uniqueCount="3"');
    expect(sheetXml).not.toContain('Juan');
    expect(sheetXml.match(/<t>R-\d+<\/t>/g)).toHaveLength(300); // Número: inline
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(2).getCell(3).value).toBe(' Ana ');
    expect(sheet?.getRow(301).getCell(3).value).toBe('Juan Pérez & Cía');
    expect(sheet?.getRow(301).getCell(1).value).toBe('R-299');
  });

  it('shares at most 65,536 texts and writes the later new ones in their cells', async () => {
    const rows: Row[] = Array.from({ length: 66_000 }, (_, i) => ({
      ref: '',
      date: '',
      name: `Cliente ${i}`,
      value: null,
      qty: 0,
    }));
    const file = await buffer(xlsxStream({ sheetName: 'x', columns, batches: batches(rows, 500) }));
    const sst = await part(file, 'xl/sharedStrings.xml');
    const sheetXml = await part(file, 'xl/worksheets/sheet1.xml');
    expect(sst).toContain('uniqueCount="65536"');
    expect(sst).toContain('<si><t>Cliente 65534</t></si>');
    expect(sst).not.toContain('Cliente 65535<');
    expect(sheetXml).toContain('<c r="C65537" t="inlineStr"><is><t>Cliente 65535</t></is></c>');
    expect(sheetXml).toContain('<c r="C66001" t="inlineStr"><is><t>Cliente 65999</t></is></c>');
    expect(sheetXml).toContain('<c r="C65536" t="s"><v>65535</v></c>');
  });
});

describe('coalescing', () => {
  it('hands on the same bytes in pieces of at least its size, the rest at the end', async () => {
    const join = coalescing(10);
    const pieces: Buffer[] = [];
    join.on('data', (b: Buffer) => pieces.push(b));
    const sent = ['ab', 'cdefg', 'hij', 'klmnopqrstuv', 'w', 'xy', 'z'];
    for (const s of sent) join.write(Buffer.from(s));
    join.end();
    await new Promise((resolve) => join.on('end', resolve));
    expect(pieces.map((b) => b.toString())).toEqual(['abcdefghij', 'klmnopqrstuv', 'wxyz']);
  });

  it('sends nothing for nothing', async () => {
    const join = coalescing(10);
    join.end();
    expect((await buffer(join)).length).toBe(0);
  });
});

describe('warmDownloads', () => {
  it('writes its sheet to nobody and leaves the writer ready for a real download', async () => {
    await warmDownloads();
    const sheet = await read([{ ref: '0001', date: '2026-01-12', name: 'Ana', value: 1, qty: 1 }]);
    expect(sheet.rowCount).toBe(2);
  });
});

describe('roomIn', () => {
  it('waits for a full stream to drain, and answers false once the client is gone', async () => {
    const out = new PassThrough({ highWaterMark: 4 });
    expect(await roomIn(out)).toBe(true);
    out.write('more than four bytes');
    let answered: boolean | undefined;
    const waiting = roomIn(out).then((v) => {
      answered = v;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBeUndefined(); // nobody has read it yet
    out.read();
    await waiting;
    expect(answered).toBe(true);
    out.write('more than four bytes');
    const gone = roomIn(out);
    out.destroy();
    expect(await gone).toBe(false);
    expect(await roomIn(out)).toBe(false);
  });
});
