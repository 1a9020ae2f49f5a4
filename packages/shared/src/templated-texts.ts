/**
 * A templated text of @wallart/shared read back into its catalog entry and values
 * (docs/product/languages.md#shared-texts): 'Must be at most 100 characters.' is the entry of
 * `Must be at most {max} characters.` with `{ max: '100' }`, so it can be formatted with those
 * values in another language. The patterns are made from the compiled English catalog
 * (packages/shared/src/locales/en.ts), so each one is found by its catalog id and no message id
 * is hashed; plurals are read back too (`{seconds, plural, one {# second} other {# seconds}}`
 * gives the number shown, and a branch without `#` such as `one` gives 1, as English's "one" is 1).
 */
import { ORDER_STATUS_LABELS } from './orders';

export interface TemplatedText {
  id: string;
  values: Record<string, string | number>;
}

/** What a capture group of a pattern holds: a placeholder's text, a plural's `#`, or which branch matched. */
type Slot = { name: string; kind: 'text' | 'number' } | { name: string; kind: 'branch'; value: string | number | undefined };

interface Template {
  id: string;
  pattern: RegExp;
  slots: Slot[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of a compiled message; null for a form it cannot read back. */
function sourceOf(message: unknown, slots: Slot[], pluralName: string | null): string | null {
  const tokens: unknown[] = typeof message === 'string' ? [message] : Array.isArray(message) ? message : [];
  let source = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      if (token === '#' && pluralName !== null) {
        slots.push({ name: pluralName, kind: 'number' });
        source += '(\\d+)';
      } else source += escapeRegExp(token);
      continue;
    }
    if (!Array.isArray(token) || typeof token[0] !== 'string') return null;
    const [name, type, format] = token as [string, unknown?, unknown?];
    if ((type === 'plural' || type === 'select') && format !== null && typeof format === 'object') {
      const branches: string[] = [];
      for (const [key, branch] of Object.entries(format)) {
        if (key === 'offset') return null;
        // Which branch matched: an empty group that takes part only in its own branch.
        const value = type === 'select' ? (key === 'other' ? undefined : key) : key === 'one' ? 1 : /^=\d+$/.test(key) ? Number(key.slice(1)) : undefined;
        slots.push({ name, kind: 'branch', value });
        const inner = sourceOf(branch, slots, type === 'plural' ? name : pluralName);
        if (inner === null) return null;
        branches.push(`()${inner}`);
      }
      source += `(?:${branches.join('|')})`;
      continue;
    }
    slots.push({ name, kind: 'text' });
    source += '(.+?)';
  }
  return source;
}

/** Whether a compiled message has a placeholder (a plain text compiles to a string or a one-string array). */
const hasPlaceholder = (compiled: unknown) => Array.isArray(compiled) && compiled.some((token) => typeof token !== 'string');

/**
 * Reads a text back into the entry of `english` (a compiled English catalog, Lingui's `Messages`) it was made from, with
 * its values; null when no templated entry says it. Plain entries are not tried (they are found
 * by their text).
 */
export function templatedTextReader(english: Readonly<Record<string, unknown>>): (text: string) => TemplatedText | null {
  const templates: Template[] = [];
  for (const [id, compiled] of Object.entries(english)) {
    if (!hasPlaceholder(compiled)) continue;
    const slots: Slot[] = [];
    const source = sourceOf(compiled, slots, null);
    if (source !== null) templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), slots });
  }
  return (text) => {
    for (const { id, pattern, slots } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values: TemplatedText['values'] = {};
      slots.forEach((slot, i) => {
        const captured = match[i + 1];
        if (captured === undefined) return;
        if (slot.kind === 'branch') {
          if (slot.value !== undefined && !(slot.name in values)) values[slot.name] = slot.value;
        } else values[slot.name] = slot.kind === 'number' ? Number(captured) : captured;
      });
      const needed = new Set(slots.map((slot) => slot.name));
      // A plural's `other` branch without `#` says nothing of its number: not read back.
      if ([...needed].every((name) => name in values)) return { id, values };
    }
    return null;
  };
}

/** Each plain English text of a compiled catalog (a string or a one-string array) mapped to its entry id. */
export function plainTextIds(english: Readonly<Record<string, unknown>>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [id, compiled] of Object.entries(english)) {
    const text = typeof compiled === 'string' ? compiled : Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : null;
    if (text !== null) ids.set(text, id);
  }
  return ids;
}

/** What translating a shared text needs of one language's catalog (the web's Lingui instance, the server's). */
export interface SharedTextCatalog {
  /** The entry id of a plain English text, or undefined. */
  idOf(text: string): string | undefined;
  /** Whether the language has entry `id`. */
  has(id: string): boolean;
  /** Entry `id` in the language, formatted with `values`. */
  format(id: string, values?: TemplatedText['values']): string;
}

const STATUS_LABELS = new Set<string>(Object.values(ORDER_STATUS_LABELS));

/**
 * A shared English text in a catalog's language (docs/product/languages.md#shared-texts): a plain
 * text's entry; else a templated text's entry formatted with its values, where a `status` that is
 * an order status and a `message` (a message inside a message) are translated too; else the text
 * as it is. The web app (lib/catalogs.ts) and the server (lib/i18n.ts) both translate with this.
 */
export function translateSharedText(catalog: SharedTextCatalog, readTemplated: (text: string) => TemplatedText | null, text: string): string {
  const id = catalog.idOf(text);
  if (id !== undefined && catalog.has(id)) return catalog.format(id);
  const templated = readTemplated(text);
  if (!templated || !catalog.has(templated.id)) return text;
  const values = { ...templated.values };
  const { status, message } = values;
  if (typeof status === 'string' && STATUS_LABELS.has(status)) values.status = translateSharedText(catalog, readTemplated, status);
  if (typeof message === 'string') values.message = translateSharedText(catalog, readTemplated, message);
  return catalog.format(templated.id, values);
}
