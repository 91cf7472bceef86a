import { useTextLanguage } from '~/lib/i18n';

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
