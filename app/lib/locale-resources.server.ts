import { fallbackLanguage } from './languages';
import type { Dictionary } from './translate';

// Every dictionary under locales/<language>/<namespace>.json, bundled into the server build.
const files = import.meta.glob<{ default: Dictionary }>('../../locales/*/*.json', { eager: true });

const byLanguage: Record<string, Record<string, Dictionary>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  byLanguage[language] ??= {};
  byLanguage[language][namespace] = module.default;
}

/** English under a language's own texts, so a key it lacks still reads in English. */
function withFallback(own: Dictionary | undefined, fallback: Dictionary | undefined): Dictionary {
  const merged: Record<string, string | Dictionary> = { ...fallback };
  for (const [key, value] of Object.entries(own ?? {})) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? withFallback(value, under) : value;
  }
  return merged;
}

/** Languages with their own interface texts, each with every namespace (English filling gaps). */
export const resources: Record<string, Record<string, Dictionary>> = {};
const english = byLanguage[fallbackLanguage] ?? {};
for (const [language, namespaces] of Object.entries(byLanguage)) {
  resources[language] = {};
  for (const namespace of Object.keys(english)) {
    resources[language][namespace] = withFallback(namespaces[namespace], english[namespace]);
  }
}
