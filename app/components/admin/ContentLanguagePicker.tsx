import { languageNames } from '@contract/i18n';
import { type Language, supportedLanguages } from '@contract/languages';
import { Form } from '@remix-run/react';

/** A language's name for staff: English's own name, then the language's name in itself. */
export const staffLanguageName = (lang: string) =>
  lang === 'en' ? 'English' : `${languageNames[lang as Language] ?? lang} (${lang})`;

/** The language a preview is in: a GET form, so it works without JavaScript and the address says it. */
export function ContentLanguagePicker({
  lang,
  translated,
}: {
  lang: string;
  /** Languages with at least one lesson translated; when given, the others are marked in the list. */
  translated?: readonly string[];
}) {
  return (
    <Form method="get" className="content-language">
      <label htmlFor="lang" className="field-label">
        Language
      </label>
      <div className="content-language-row">
        <select id="lang" name="lang" className="field-input" defaultValue={lang} key={lang}>
          {supportedLanguages.map((code) => (
            <option key={code} value={code}>
              {staffLanguageName(code)}
              {translated && code !== 'en' && !translated.includes(code) ? ' — not translated' : ''}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </div>
    </Form>
  );
}

/** The `lang` of the address when it is a supported language; English otherwise. */
export function previewLanguageOf(request: Request): Language {
  const asked = new URL(request.url).searchParams.get('lang') ?? 'en';
  return supportedLanguages.find((code) => code === asked) ?? 'en';
}
