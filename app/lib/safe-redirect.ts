/**
 * A path on this site to go to after signing in, or the fallback. Only same-site paths are kept:
 * they start with one '/', and a second '/' or a '\' (which browsers read as '//') would lead
 * to another host.
 */
export function safeRedirectPath(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could join '/' and '/'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  try {
    const url = new URL(path, 'http://skillpilot.invalid');
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can turn '/..//host' into '//host' once resolved.
    if (url.origin !== 'http://skillpilot.invalid' || normalised.startsWith('//')) return fallback;
    return normalised;
  } catch {
    return fallback;
  }
}
