import ExcelJS from 'exceljs';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Whole pesos with thousands separators and no decimals ('$ 95.000' in a Spanish Excel). */
export const COP_FORMAT = '"$" #,##0';
export const DATE_FORMAT = 'dd/mm/yyyy';

export type XlsxCell = string | number | null;
export type XlsxColumn<Row> = {
  header: string;
  width?: number;
  /** money → number with COP_FORMAT; date → 'YYYY-MM-DD' written as a real date cell. */
  kind?: 'text' | 'money' | 'integer' | 'date';
  value: (row: Row) => XlsxCell;
};

/** 'YYYY-MM-DD' → the Date Excel shows as that day (exceljs writes dates as UTC serials). */
export function excelDate(value: string): Date | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : value;
}

/**
 * One-sheet workbook for the module downloads (incomes, purchases, expenses): a bold frozen
 * header with a filter, then one row per record; money cells stay numbers so they add up.
 */
export async function buildXlsx<Row>(opts: {
  sheetName: string;
  columns: XlsxColumn<Row>[];
  rows: readonly Row[];
  creator?: string;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = opts.creator ?? 'Cuentas Claras';
  const sheet = workbook.addWorksheet(opts.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = opts.columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length + 2),
    style:
      c.kind === 'money'
        ? { numFmt: COP_FORMAT }
        : c.kind === 'date'
          ? { numFmt: DATE_FORMAT }
          : c.kind === 'integer'
            ? { numFmt: '0' }
            : {},
  }));
  for (const row of opts.rows) {
    sheet.addRow(
      opts.columns.map((c) => {
        const v = c.value(row);
        return c.kind === 'date' && typeof v === 'string' ? excelDate(v) : v;
      }),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: opts.columns.length } };
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}
