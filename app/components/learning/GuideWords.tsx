import { useTranslation } from '~/lib/i18n';

// A guide's words inside the interface's sentences, marked with their language for screen readers.

interface GuideWordsProps {
  /** A sentence of the interface, in the page's language, with the guide's words inside it. */
  text: string;
  words: string;
  /** The language of those words. */
  lang: string;
}

/** Marks a guide's words inside an interface sentence with their language, where it is not the page's. */
export function GuideWords({ text, words, lang }: GuideWordsProps) {
  const textLang = useTextLanguage()(lang);
  const at = textLang ? text.indexOf(words) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang={textLang}>{words}</span>
      {text.slice(at + words.length)}
    </>
  );
}

/**
 * The `lang` attribute for a guide's words (which may not be translated into the reader's language):
 * set only where it differs from the page's, so screen readers switch voice.
 */
export function useTextLanguage(): (lang: string | undefined) => string | undefined {
  const page = useTranslation().i18n.language;
  return (lang) => (lang && lang !== page ? lang : undefined);
}
