import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Resolved through the package, not a path relative to this file: the same from the sources and
// from the bundled build/backend/main.js, which keeps node_modules beside it.
const require = createRequire(import.meta.url);

export interface CertificateFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: CertificateFonts | undefined;

/**
 * DejaVu Sans, embedded in every certificate: the PDF standard fonts have no Cyrillic, Polish or
 * Greek letters, and learners' names come in any script. Read once, on the first certificate.
 */
export function certificateFonts(): CertificateFonts {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
