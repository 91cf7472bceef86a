// Texts from the locale dictionaries: `namespace:key.path` (the namespace defaults to the caller's),
// {{name}} placeholders and plural forms (`key_one`, else `key`), which is all the dictionaries use.
// Small enough for every page: the server renders with the same code, so both sides say the same.

export type Dictionary = { readonly [key: string]: string | Dictionary };
export type TranslateValues = Readonly<Record<string, unknown>>;
/** A text by key; a string second argument is the text to use when the key has none. */
export type TFunction = (key: string, values?: TranslateValues | string) => string;

export const defaultNamespace = 'common';

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function textAt(dictionary: Dictionary | undefined, path: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The namespace and the path of a key: `auth:login.title` → ['auth', 'login.title']. */
export function namespaceOf(key: string, namespace = defaultNamespace): [string, string] {
  const colon = key.indexOf(':');
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key];
}

/** Fills {{name}} placeholders; one without a value stays as it is. */
export function interpolate(text: string, values: TranslateValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

/** The t function of one language and default namespace, reading dictionaries through `lookup`. */
export function createT(
  language: string,
  lookup: (namespace: string) => Dictionary | undefined,
  namespace = defaultNamespace,
): TFunction {
  return (key, values) => {
    const options: TranslateValues = typeof values === 'string' ? { defaultValue: values } : (values ?? {});
    const [keyNamespace, path] = namespaceOf(key, namespace);
    const dictionary = lookup(keyNamespace);
    const count = options.count;
    const text =
      (typeof count === 'number'
        ? textAt(dictionary, `${path}_${pluralCategory(language, count)}`)
        : undefined) ??
      textAt(dictionary, path) ??
      (typeof options.defaultValue === 'string' ? options.defaultValue : undefined);
    return text === undefined ? path : interpolate(text, options);
  };
}
