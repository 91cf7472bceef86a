// Practice constants the web app's pages need in the browser, kept free of zod so importing them
// adds nothing to a page's JavaScript.

/** The answer that records a skipped practice. */
export const SKIPPED = 'SKIPPED';
/** The longest prompt a learner may send. */
export const promptMaxLength = 4000;
