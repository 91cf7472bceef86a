// Node's settings for the web server process, used by `npm start` and by the bare reference the
// benchmarks serve beside it. Rendering a page makes many short-lived objects: a larger young
// generation collects them less often (with Node's default, a tenth of a signed-in page's CPU time
// went to the collector).
export const webServerFlags = ['--max-semi-space-size=64'];
