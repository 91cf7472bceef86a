import { type AnyNode, evaluate, type ObjectNode, parse, traverse } from '@humanwhocodes/momoa';

// A signed document must read one way only. JSON.parse keeps the last of two equal keys while other
// readers keep the first, so a credential that names a key twice could show one name to a person
// and have another checked against its signature. RFC 8785 (JCS) signs I-JSON, which has no
// duplicate names: such a text is refused, not parsed.

export type StrictJson =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'malformed' }
  | { ok: false; reason: 'duplicate_key'; key: string; line: number; column: number };

/** Parses JSON text strictly (RFC 8259, no comments or trailing commas), refusing duplicate keys. */
export function parseStrictJson(text: string): StrictJson {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(text, { mode: 'json' });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const duplicate = firstDuplicateKey(document);
  if (duplicate) return { ok: false, reason: 'duplicate_key', ...duplicate };
  return { ok: true, value: evaluate(document) };
}

function firstDuplicateKey(document: AnyNode): { key: string; line: number; column: number } | null {
  let found: { key: string; line: number; column: number } | null = null;
  traverse(document, {
    enter(node) {
      if (found || node.type !== 'Object') return;
      const seen = new Set<string>();
      for (const member of (node as ObjectNode).members) {
        // In JSON mode a name is always a string, its escapes decoded ("\u0061" is "a").
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        if (seen.has(key)) {
          const { line, column } = member.name.loc.start;
          found = { key, line, column };
          return;
        }
        seen.add(key);
      }
    },
  });
  return found;
}
