import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the database holds but must not reveal when it leaks (a staff member's TOTP secret):
// AES-256-GCM with a key kept apart, in the configuration. Sealed form: v1.<iv>.<tag>.<ciphertext>.

const VERSION = 'v1';

export type SecretSeal = ReturnType<typeof createSecretSeal>;

export function createSecretSeal(keyMaterial: string) {
  // Any configured string of 32+ characters becomes a 256-bit key.
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join(
        '.',
      );
    },
    /** The plain secret, or undefined when it was sealed with another key or is damaged. */
    open(sealed: string): string | undefined {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
