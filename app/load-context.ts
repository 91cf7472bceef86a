// What the web server (web-server/main.ts) knows of a request before Remix handles it, given to
// loaders and actions as `context`. Optional: the development server (`remix vite:dev`) passes none.
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The visitor's address, as Express reads it within WEB_TRUST_PROXY. */
    clientIp?: string;
    /** The posted body was larger than the forms' limit and was dropped unread. */
    bodyTooLarge?: boolean;
    /** Names the request in both processes' logs and on an error page (a trusted X-Request-Id, or new). */
    requestId?: string;
  }
}

export {};
