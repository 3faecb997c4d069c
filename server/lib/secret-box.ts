import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Secrets kept encrypted at rest: the video-meeting tokens, the sign-in providers' client secrets. */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/** AES-256-GCM with a random IV; stored as "iv.tag.ciphertext", each part base64. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join('.');
}

/** The inverse of encryptSecret; throws when the value was tampered with or another key wrote it. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, ciphertext] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !ciphertext) throw new Error('Malformed encrypted value');
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

export function canDecrypt(key: Buffer, stored: string): boolean {
  try {
    decryptSecret(key, stored);
    return true;
  } catch {
    return false;
  }
}
