import { zipSync } from 'fflate';

// Hostile workbooks of security round 4 (issue 49, points 3 and 4), for the XLSX tests and
// bench/security4/xlsx.ts. Each is a minimal valid .xlsx (content types, workbook, one sheet,
// inline strings) whose sheet XML is the attack; all are a few kB to 0.5 MB once deflated.

const utf8 = (text: string) => new TextEncoder().encode(text);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const xml = (text: string) => utf8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);

/** A workbook of one sheet with this XML (`level`: deflate level, 1 to build a big sheet fast). */
export function workbookWithSheet(sheetXml: string | Uint8Array, level: 1 | 6 | 9 = 9): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
      '_rels/.rels': xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
      'xl/workbook.xml': xml(`<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Hostile" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/_rels/workbook.xml.rels': xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': typeof sheetXml === 'string' ? xml(sheetXml) : sheetXml,
    },
    { level },
  );
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * `depth` levels of `<x>` inside `<sheetData>`, never closed (issue 49 point 3: 600,000 levels,
 * 6 kB deflated, held the import worker for minutes: htmlparser2 keeps its open elements in an
 * array it `unshift`s, so each level cost the depth so far).
 */
export function xlsxNestedElements(depth = 600_000, element = 'x'): Uint8Array {
  const open = `<${element}>`;
  return workbookWithSheet(`<worksheet xmlns="${MAIN}"><sheetData><row r="1">${inline('A1', 'term')}${inline('B1', 'definition')}</row>${open.repeat(depth)}</sheetData></worksheet>`);
}

/**
 * A header row and `rows` data rows of two short cells in A and B and one at `column` (XFD,
 * Excel's last column, by default): sparse cells, so a reader that fills the gaps holds 16,384
 * cells a row (issue 49 point 4: a 0.5 MB file reached 1.8 GB RSS).
 */
export function xlsxFarColumn(rows = 40_000, column = 'XFD'): Uint8Array {
  const pieces: string[] = [`<worksheet xmlns="${MAIN}"><sheetData>`, `<row r="1">${inline('A1', 'term')}${inline('B1', 'definition')}${inline(`${column}1`, 'far')}</row>`];
  for (let r = 2; r <= rows + 1; r++) pieces.push(`<row r="${r}">${inline(`A${r}`, `t${r}`)}${inline(`B${r}`, `d${r}`)}${inline(`${column}${r}`, 'x')}</row>`);
  pieces.push('</sheetData></worksheet>');
  return workbookWithSheet(pieces.join(''));
}

/**
 * A valid header row, then `elements` empty sibling elements inside `<sheetData>` (no depth, no
 * cells, nothing kept): only the reading takes time, ~4 bytes of XML an element, within the
 * inflate limit of a small upload (64 MB: 16 million elements). A file that is slow for any
 * reader, for the time budget's tests.
 */
export function xlsxElementFlood(elements = 15_000_000): Uint8Array {
  const head = utf8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData><row r="1">${inline('A1', 'term')}${inline('B1', 'definition')}</row><row r="2">${inline('A2', 't')}${inline('B2', 'd')}</row>`,
  );
  const tail = utf8('</sheetData></worksheet>');
  const body = new Uint8Array(head.length + elements * 4 + tail.length);
  body.set(head, 0);
  body.set(utf8('<x/>'), head.length);
  // The element doubled in place up to `elements` copies.
  for (let filled = 4, end = head.length + elements * 4; head.length + filled < end; filled *= 2) body.copyWithin(head.length + filled, head.length, Math.min(head.length + filled, end - filled));
  body.set(tail, head.length + elements * 4);
  return workbookWithSheet(body, 1);
}
