import type { Language } from '../../contract/languages';
import en from '../../mail-texts/en.json';
import es from '../../mail-texts/es.json';
import fr from '../../mail-texts/fr.json';
import ja from '../../mail-texts/ja.json';
import ko from '../../mail-texts/ko.json';
import pt from '../../mail-texts/pt.json';
import tr from '../../mail-texts/tr.json';
import uk from '../../mail-texts/uk.json';
import type { MailKind } from './mailer';

// Mail texts live in backend/src/mail-texts/<lang>.json: per kind a subject, lines and the label of
// the link's button. A kind missing in a language falls back to English.

interface KindTexts {
  subject: string;
  lines: string[];
  action?: string;
}
type LanguageTexts = Partial<Record<MailKind, KindTexts>> & {
  topics?: Record<string, string>;
  copyLink?: string;
};

const textsByLanguage: Partial<Record<Language, LanguageTexts>> = { en, uk, es, fr, tr, ja, ko, pt };
const LINK_LINE = '{{link}}';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Subject, plain text and HTML of a message; every value is escaped in the HTML. */
export function composeMail(kind: MailKind, lang: string, values: Record<string, string>): ComposedMail {
  const texts = textsFor(lang);
  const kindTexts: KindTexts = texts[kind] ?? en[kind];
  const fill = (line: string, encode: (value: string) => string) =>
    line.replace(/\{\{(\w+)\}\}/g, (_, name: string) => encode(values[name] ?? ''));

  const link = values.link ?? '';
  const text = kindTexts.lines.map((line) => (line === LINK_LINE ? link : fill(line, plain))).join('\n\n');
  const paragraphs = kindTexts.lines.map((line) => {
    if (line !== LINK_LINE) return `<p>${fill(line, escapeHtml).replaceAll('\n', '<br>')}</p>`;
    const href = escapeHtml(link);
    const label = escapeHtml(kindTexts.action ?? link);
    return (
      `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#4f46e5;` +
      `color:#ffffff;border-radius:8px;text-decoration:none">${label}</a></p>` +
      `<p style="font-size:13px;color:#555555">${escapeHtml(texts.copyLink ?? en.copyLink)} ${href}</p>`
    );
  });
  const html =
    `<!doctype html><html lang="${escapeHtml(textsByLanguage[lang as Language] ? lang : 'en')}">` +
    '<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a2e">' +
    `${paragraphs.join('')}</body></html>`;
  return { subject: fill(kindTexts.subject, plain), text, html };
}

/** A support topic's name in a language. */
export function topicLabel(topic: string, lang: string): string {
  return textsFor(lang).topics?.[topic] ?? (en.topics as Record<string, string>)[topic] ?? topic;
}

/** Minor units as the learner reads an amount: 2999 'usd' → '$29.99' in English. */
export function formatMailMoney(minorUnits: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

/** A date as the learner reads it: MM/DD/YYYY in English, DD.MM.YYYY in Ukrainian. */
export function formatMailDate(date: Date, lang: string): string {
  const locale = lang === 'en' ? 'en-US' : lang;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

function textsFor(lang: string): LanguageTexts {
  return textsByLanguage[lang as Language] ?? en;
}

const plain = (value: string) => value;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
