import { useMatches } from '@remix-run/react';
import { createContext, type ReactNode, useContext } from 'react';
import { fallbackLanguage, type Language } from './languages';
import type { RouteHandle } from './route-handle';
import { createT, type Dictionary, defaultNamespace, type TFunction } from './translate';

export type { TFunction };

// Every dictionary is a file of its own under /assets, named after its content: cached for good,
// and fetched only by the pages that use it (each route names its namespaces in `handle.i18n`).
const dictionaryFiles = import.meta.glob<string>('../../locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** Where a language's dictionary is served; English when the language lacks that namespace. */
export function dictionaryUrl(language: string, namespace: string): string | undefined {
  return (
    dictionaryFiles[`../../locales/${language}/${namespace}.json`] ??
    dictionaryFiles[`../../locales/${fallbackLanguage}/${namespace}.json`]
  );
}

const rightToLeft = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * One language's dictionaries: all of them on the server; in the browser, those of the first page,
 * then each further namespace when a page first needs it. Rendering waits (suspends) for it.
 */
export class Translations {
  readonly dir: 'ltr' | 'rtl';
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly failed = new Map<string, Error>();
  private readonly ts = new Map<string, TFunction>();

  constructor(
    readonly language: Language,
    dictionaries: Readonly<Record<string, Dictionary>>,
    private readonly fetchDictionary?: (namespace: string) => Promise<Dictionary>,
    /** In the browser: the namespaces the server named for the first page. */
    readonly firstPage?: readonly string[],
  ) {
    for (const [namespace, dictionary] of Object.entries(dictionaries)) {
      this.dictionaries.set(namespace, dictionary);
    }
    this.dir = rightToLeft.has(language) ? 'rtl' : 'ltr';
  }

  /** Fetches the namespaces that are not here yet. */
  load(namespaces: readonly string[]): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.loading(namespace))).then(() => undefined);
  }

  private loading(namespace: string): Promise<void> {
    if (this.dictionaries.has(namespace) || !this.fetchDictionary) return Promise.resolve();
    let promise = this.pending.get(namespace);
    if (!promise) {
      promise = this.fetchDictionary(namespace).then(
        (dictionary) => {
          this.dictionaries.set(namespace, dictionary);
        },
        (error: unknown) => {
          // The page's error boundary says so and offers a reload, which the server renders whole.
          this.failed.set(namespace, error instanceof Error ? error : new Error(String(error)));
          throw error;
        },
      );
      this.pending.set(namespace, promise);
    }
    return promise;
  }

  /** Returns once the namespace is here; until then it suspends the component rendering. */
  require(namespace: string): void {
    if (this.dictionaries.has(namespace) || !this.fetchDictionary) return;
    const failure = this.failed.get(namespace);
    if (failure) throw failure;
    throw this.loading(namespace).catch(() => undefined);
  }

  t(namespace = defaultNamespace): TFunction {
    let t = this.ts.get(namespace);
    if (!t) {
      t = createT(
        this.language,
        (keyNamespace) => {
          this.require(keyNamespace);
          return this.dictionaries.get(keyNamespace);
        },
        namespace,
      );
      this.ts.set(namespace, t);
    }
    return t;
  }
}

const TranslationsContext = createContext<Translations | null>(null);

export function TranslationsProvider({ value, children }: { value: Translations; children: ReactNode }) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** The page language's texts of one namespace (`common` unless named), and the language itself. */
export function useTranslation(namespace = defaultNamespace): { t: TFunction; i18n: Translations } {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('useTranslation needs a TranslationsProvider');
  translations.require(namespace);
  return { t: translations.t(namespace), i18n: translations };
}

/** The namespaces the current page uses: `common` and those its routes name. */
export function usePageNamespaces(): string[] {
  const matches = useMatches();
  const namespaces = new Set([defaultNamespace]);
  for (const match of matches) {
    for (const namespace of (match.handle as RouteHandle | undefined)?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}

/**
 * Asks for the page's dictionaries early, beside its scripts; the browser entry reads them back.
 * In the browser the links stay those of the first page: later pages fetch what they lack.
 */
export function DictionaryLinks() {
  const { i18n } = useTranslation();
  const pageNamespaces = usePageNamespaces();
  return (i18n.firstPage ?? pageNamespaces).map((namespace) => (
    <link
      key={namespace}
      rel="preload"
      as="fetch"
      crossOrigin="anonymous"
      href={dictionaryUrl(i18n.language, namespace)}
      data-namespace={namespace}
    />
  ));
}
