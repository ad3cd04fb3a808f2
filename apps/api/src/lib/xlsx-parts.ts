/**
 * The fixed parts of the one-sheet workbook `xlsxStream` writes (SpreadsheetML, ECMA-376): what
 * exceljs wrote for the module downloads, reduced to one sheet and five cell styles, and the
 * shared strings part written after the sheet. Kept apart from the streaming code so both stay
 * readable.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CT = 'application/vnd.openxmlformats-officedocument';

/** Cell style ids (`s=`) of styles.xml below, by column kind; 1 is the bold header. */
export const STYLE = { text: 0, header: 1, money: 2, date: 3, integer: 4 } as const;

/** Characters XML 1.0 cannot carry (C0 controls but tab, LF, CR): dropped, as Excel would refuse the file. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: INVALID's characters, plus the escaped ones
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function xmlText(s: string): string {
  if (!NEEDS_WORK.test(s)) return s; // the common case: nothing to drop or escape
  return s.replace(INVALID, '').replace(/[&<>"]/g, (c) => ESCAPES[c] as string);
}

/** 1 → 'A', 27 → 'AA'. */
export function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** A relationships part: rId1, rId2… in the order given (the workbook's sheet is rId1). */
const relationships = (items: [type: string, target: string][]) =>
  `${HEAD}<Relationships xmlns="${PKG_REL}">${items
    .map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${type}" Target="${target}"/>`)
    .join('')}</Relationships>`;

export function staticParts(opts: { sheetName: string; creator: string; now: Date }): [string, string][] {
  const when = opts.now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const creator = xmlText(opts.creator);
  return [
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CT}.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CT}.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.spreadsheetml.sharedStrings+xml"/>` +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        `<Override PartName="/docProps/app.xml" ContentType="${CT}.extended-properties+xml"/>` +
        '</Types>',
    ],
    [
      '_rels/.rels',
      relationships([
        [`${REL}/officeDocument`, 'xl/workbook.xml'],
        [`${PKG_REL}/metadata/core-properties`, 'docProps/core.xml'],
        [`${REL}/extended-properties`, 'docProps/app.xml'],
      ]),
    ],
    [
      'docProps/app.xml',
      `${HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
        '<Application>Cuentas Claras</Application></Properties>',
    ],
    [
      'docProps/core.xml',
      `${HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>${creator}</dc:creator><cp:lastModifiedBy>${creator}</cp:lastModifiedBy>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
        '</cp:coreProperties>',
    ],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${xmlText(opts.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      relationships([
        [`${REL}/worksheet`, 'worksheets/sheet1.xml'],
        [`${REL}/styles`, 'styles.xml'],
        [`${REL}/sharedStrings`, 'sharedStrings.xml'],
      ]),
    ],
    ['xl/styles.xml', STYLES],
  ];
}

/** Name of the shared strings part, written after the sheet (its texts are known by then). */
export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/** The shared strings part: `items` are the `<si>` elements, `count` the cells that use them. */
export function sharedStringsXml(items: readonly string[], count: number): string {
  return `${HEAD}<sst xmlns="${MAIN}" count="${count}" uniqueCount="${items.length}">${items.join('')}</sst>`;
}

/** Whole pesos with thousands separators and no decimals ('$ 95.000' in a Spanish Excel). */
export const COP_FORMAT = '"$" #,##0';
export const DATE_FORMAT = 'dd/mm/yyyy';

const XF = 'fontId="0" fillId="0" borderId="0" xfId="0"';
/** numFmt 164 = COP_FORMAT, 165 = DATE_FORMAT (lib/xlsx.ts); 1 is Excel's built-in '0'. */
const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${xmlText(COP_FORMAT)}"/>` +
  `<numFmt numFmtId="165" formatCode="${xmlText(DATE_FORMAT)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  `<xf numFmtId="0" ${XF}/>` +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  `<xf numFmtId="164" ${XF} applyNumberFormat="1"/>` +
  `<xf numFmtId="165" ${XF} applyNumberFormat="1"/>` +
  `<xf numFmtId="1" ${XF} applyNumberFormat="1"/>` +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The sheet up to its first row: frozen header row, column widths. */
export function sheetHead(widths: number[]): string {
  const cols = widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  return (
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
  );
}

/** After the last row: the filter on the header. */
export function sheetTail(columns: number): string {
  return `</sheetData><autoFilter ref="A1:${columnLetter(columns)}1"/></worksheet>`;
}
