import type { Resource } from 'i18next';

// Every dictionary under locales/<language>/<namespace>.json, bundled into the server build.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  resources[language] ??= {};
  (resources[language] as Record<string, unknown>)[namespace] = module.default;
}
