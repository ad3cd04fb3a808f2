import ts from 'typescript';

/**
 * Finds the Spanish texts written inline in a source file (issue 9 item 2): JSX text, and string
 * or template literals that read as Spanish words. Pragmatic, not a parser of Spanish: a literal
 * counts when it has a Spanish letter (á, ñ, ¿…), or two or more words with a Spanish function
 * word, or is a capitalised phrase where a screen puts text (a JSX attribute or child, an object's
 * value, a call's argument). Keys, imports, types, comparisons, `case` labels, class names and test
 * ids never count. Used by scripts/count-texts.ts (the figures of ADR 026) and by
 * src/inline-texts.test.ts (no inline text in the screens that were cleaned).
 */
export type InlineText = { file: string; line: number; text: string; jsx: boolean };

const SPANISH_LETTER = /[áéíóúñüÁÉÍÓÚÑÜ¿¡]/;
const FUNCTION_WORD =
  /(^|[\s(])(de|del|la|las|el|los|un|una|y|en|por|para|con|al|su|sus|no|se|que|es|sin|mis|tu|tus|hoy|aún|ya)(?=[\s.,:;!?)]|$)/i;
const CAPITALISED = /^[¿¡(]?[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+([ ,.:;!?()%'-]+[\p{L}\d{}$%]+)*[ .:;!?)…]*$/u;
/** Attribute values that are never read by a person. */
const SILENT_ATTRIBUTES = new Set([
  'className',
  'data-testid',
  'id',
  'key',
  'href',
  'to',
  'src',
  'type',
  'name',
  'autoComplete',
  'inputMode',
  'accept',
  'pattern',
  'role',
  'lang',
]);
/** HTTP words and font names that look like capitalised text. */
const CODE_WORDS = new Set(['Authorization', 'Accept', 'Token {}', 'Helvetica']);
/** Calls whose string arguments are for developers (logs, errors). */
const SILENT_CALLS = /^(console\.\w+|Error|TypeError|RangeError|new Error|assert\w*)$/;

/** Whether a text (trimmed) reads as a Spanish phrase rather than a code token. */
export function readsAsSpanish(text: string, inTextPosition: boolean): boolean {
  const t = text.trim();
  if (!/\p{L}{2}/u.test(t) || CODE_WORDS.has(t)) return false;
  // Paths, URLs, CSS, identifiers, query keys, ISO formats.
  if (/^[\w./:@#?&=-]*$/.test(t) && !/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+$/.test(t)) return false;
  if (/[{};=<>]|=>|\/\/|^[a-z]+(-[a-z]+)+$/.test(t.replace(/\{\}/g, ''))) return false;
  if (SPANISH_LETTER.test(t)) return true;
  if (/\s/.test(t) && FUNCTION_WORD.test(t) && /^[¿¡(]?\p{L}/u.test(t)) return true;
  return inTextPosition && CAPITALISED.test(t) && !/^[A-Z][a-z]+-[A-Z]/.test(t);
}

/** The text of a template literal with `{}` for each placeholder. */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const name = call.expression.getText();
  return ts.isNewExpression(call) ? `new ${name}` : name;
}

/** Whether a literal sits where a person would read it, and whether it may count at all. */
function position(node: ts.Node): 'silent' | 'text' | 'code' {
  const parent = node.parent;
  if (!parent) return 'code';
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return 'silent';
  if (ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent)) return 'silent';
  if (ts.isPropertyAssignment(parent) && parent.name === node) return 'silent';
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return 'silent';
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken)
      return 'silent';
  }
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    if (SILENT_CALLS.test(calleeName(parent))) return 'silent';
    if (ts.isCallExpression(parent) && parent.expression.getText() === 'import') return 'silent';
    return 'text';
  }
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  if (ts.isJsxAttribute(attribute)) {
    return SILENT_ATTRIBUTES.has(attribute.name.getText()) ? 'silent' : 'text';
  }
  if (ts.isJsxExpression(parent)) return 'text';
  if (ts.isPropertyAssignment(parent) || ts.isArrayLiteralExpression(parent)) return 'text';
  if (ts.isConditionalExpression(parent) || ts.isBinaryExpression(parent)) return position(parent);
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent)) return position(parent);
  return 'code';
}

/** Every inline Spanish text of one file, in source order. */
export function inlineTexts(file: string, source: string): InlineText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: InlineText[] = [];
  const add = (node: ts.Node, text: string, jsx: boolean) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' '), jsx });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) add(node, node.text, true);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const where = position(node);
      if (where !== 'silent' && readsAsSpanish(node.text, where === 'text')) add(node, node.text, false);
    } else if (ts.isTemplateExpression(node)) {
      const where = position(node);
      const text = templateText(node);
      if (where !== 'silent' && readsAsSpanish(text, where === 'text')) add(node, text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * Where texts are meant to live: a feature's messages.ts, the shared package's texts.ts and
 * messages.ts, the legal documents; tests and type declarations are not the app's texts.
 */
export function isTextHome(file: string): boolean {
  return (
    /(^|\/|-)(messages|texts)\.tsx?$/.test(file) ||
    /\/legal\//.test(file) ||
    /\.(test|spec)\.tsx?$/.test(file) ||
    /\.d\.ts$/.test(file)
  );
}

/** Identical texts written in more than one place (inline or in a texts file), most copies first. */
export function repeatedTexts(texts: InlineText[]): { text: string; places: string[] }[] {
  const byText = new Map<string, string[]>();
  for (const t of texts) byText.set(t.text, [...(byText.get(t.text) ?? []), `${t.file}:${t.line}`]);
  return [...byText]
    .filter(([, places]) => places.length > 1)
    .map(([text, places]) => ({ text, places }))
    .sort((a, b) => b.places.length - a.places.length || a.text.localeCompare(b.text));
}
