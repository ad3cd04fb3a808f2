import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML } from 'xmllint-wasm';

// Offline schema validation with libxml2 compiled to WebAssembly (xmllint-wasm): no native
// library, no network. The driver schemas import the UBL document schema and DIAN's structures
// so that sts:DianExtensions and ds:Signature inside the lax ExtensionContent are validated too.

export type XsdResult = { valid: boolean; errors: string[] };

type SchemaFile = { fileName: string; contents: string };

const XSD_DIR = fileURLToPath(new URL('./xsd/', import.meta.url));
let loaded: Promise<SchemaFile[]> | undefined;

/** Every .xsd under xsd/, named by its relative path so the schemaLocation imports resolve. */
function schemaFiles(): Promise<SchemaFile[]> {
  loaded ??= (async () => {
    const names = (await readdir(XSD_DIR, { recursive: true })).filter((name) => name.endsWith('.xsd'));
    return Promise.all(
      names.map(async (name) => ({
        fileName: `xsd/${name}`,
        contents: await readFile(`${XSD_DIR}${name}`, 'utf8'),
      })),
    );
  })();
  return loaded;
}

function driverFor(xml: string): string {
  const root = /<(?:[\w.-]+:)?(Invoice|CreditNote|AttachedDocument)[\s>]/.exec(
    xml.replace(/<\?xml[^>]*\?>/, ''),
  )?.[1];
  if (root === 'Invoice') return 'xsd/invoice-driver.xsd';
  // The buyer's container: its documents travel as text (CDATA), so UBL's own schema is enough.
  if (root === 'AttachedDocument') return 'xsd/maindoc/UBL-AttachedDocument-2.1.xsd';
  if (root === 'CreditNote') return 'xsd/credit-note-driver.xsd';
  throw new Error('El documento no es una factura ni una nota crédito UBL.');
}

export async function validateXsd(xml: string): Promise<XsdResult> {
  const driver = driverFor(xml);
  const files = await schemaFiles();
  const schema = files.find((file) => file.fileName === driver) as SchemaFile;
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schema],
    preload: files.filter((file) => file !== schema),
    // UBL's aggregate-components schema alone is 2.4 MB: the default 32 MiB is not enough.
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}
