/** Headers every document answer carries; the nonce admits only the scripts we rendered. */
export function securityHeaders(nonce: string, production: boolean): Record<string, string> {
  const connect = production ? "'self'" : "'self' ws: http://localhost:*";
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${production ? '' : " 'unsafe-inline'"}`,
      `style-src 'self'${production ? '' : " 'unsafe-inline'"}`,
      // News images are the ones the feeds name, on their own sites; no referrer goes with them.
      "img-src 'self' data: https:",
      `connect-src ${connect}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
