import { type Language, languageAliases, languageOf } from '../contract/languages';

/** The first supported language of an Accept-Language header (`uk-UA,uk;q=0.9,en;q=0.8`), else en. */
export function languageFromHeader(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.split('-')[0]?.toLowerCase() ?? '', q: Number.isNaN(q) ? 0 : q };
    })
    .filter((tag) => tag.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { code } of tags) {
    const aliased = languageAliases[code as keyof typeof languageAliases] ?? code;
    const found = languageOf(aliased);
    if (found) return found;
  }
  return 'en';
}
