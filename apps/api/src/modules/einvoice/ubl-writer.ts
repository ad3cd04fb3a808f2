import { create } from 'xmlbuilder2';
import { NS, type Prefix } from './ubl-names.ts';

// A thin layer over xmlbuilder2 (which escapes text and attributes and tracks namespaces): every
// UBL element is written by its prefixed name, the namespace taken from the prefix.

export type XmlNode = ReturnType<typeof create>;
export type QName = `${Prefix}:${string}`;

export function add(parent: XmlNode, qname: QName, text?: string, attrs?: Record<string, string>): XmlNode {
  const prefix = qname.slice(0, qname.indexOf(':')) as Prefix;
  const element = parent.ele(NS[prefix], qname, attrs);
  if (text !== undefined) element.txt(text);
  return element;
}

/** A new document whose root declares the UBL prefixes once. */
export function createRoot(rootNs: string, rootName: string): XmlNode {
  const root = create({ version: '1.0', encoding: 'UTF-8', standalone: false }).ele(rootNs, rootName);
  const xmlns = 'http://www.w3.org/2000/xmlns/';
  for (const prefix of ['cac', 'cbc', 'ext', 'sts'] as const) root.att(xmlns, `xmlns:${prefix}`, NS[prefix]);
  return root;
}

export function serialize(root: XmlNode): string {
  // Compact output: the signed bytes are exactly the bytes sent, with no indentation to disagree on.
  return root.end({ prettyPrint: false });
}
