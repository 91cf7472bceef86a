import type { Config, DOMPurify, UponSanitizeAttributeHook } from 'isomorphic-dompurify';

const words = (list: string) => list.trim().split(/\s+/);

// Removed together with everything inside them.
const DANGEROUS_TAGS = words(`
  script iframe object embed form input textarea button select option link meta style base applet
  frame frameset noscript xml`);

// Any other tag is unwrapped: the tag goes, its text stays.
const ALLOWED_TAGS = words(`
  div span p br hr section article header footer nav main aside figure figcaption details summary
  blockquote pre address img
  h1 h2 h3 h4 h5 h6 a strong b em i u s del ins mark small sub sup code kbd samp var abbr cite q dfn
  time bdi bdo wbr
  table caption colgroup col thead tbody tfoot tr th td
  ul ol li dl dt dd
  svg g path circle ellipse line polyline polygon rect text tspan defs lineargradient radialgradient
  stop clippath title desc`);

// Links keep http, https, irc, ircs, mailto, xmpp and relative targets; anything else is dropped.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// DOMPurify still lets `data:` through in img src; the spec drops it everywhere.
const UNSAFE_URI = /^(?:javascript|data|vbscript):/i;
const URI_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);
const INVISIBLE = /[\s\p{Cc}]+/gu;

const CONFIG: Config = {
  ALLOWED_TAGS,
  FORBID_TAGS: DANGEROUS_TAGS,
  ADD_FORBID_CONTENTS: DANGEROUS_TAGS,
  // Inline CSS can restyle the page around the text; event handlers are never on the allowed list.
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP,
};

const dropUnsafeUri: UponSanitizeAttributeHook = (_node, attribute) => {
  if (URI_ATTRIBUTES.has(attribute.attrName) && UNSAFE_URI.test(attribute.attrValue.replace(INVISIBLE, ''))) {
    attribute.keepAttr = false;
  }
};

let purifier: Promise<DOMPurify> | undefined;

/**
 * Sanitises HTML by the rules of SPEC section 5. Loads DOMPurify and jsdom (~0.8 s) on first use,
 * so sanitise once when content is imported, not per request.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= import('isomorphic-dompurify').then((module) => module.default);
  const purify = await purifier;
  // Added around each call rather than once: the instance is shared with the rest of the process.
  purify.addHook('uponSanitizeAttribute', dropUnsafeUri);
  try {
    return purify.sanitize(html, CONFIG);
  } finally {
    purify.removeHook('uponSanitizeAttribute', dropUnsafeUri);
  }
}
