import {createCipheriv, createHmac, pbkdf2Sync, randomBytes} from 'node:crypto';
import {
  DEFAULT_ITERATIONS,
  DERIVED_BYTES,
  ENCRYPTION_VERSION,
  IV_BYTES,
  MIN_ITERATIONS,
  SALT_BYTES,
  passwordBytes,
  type EncryptedPayload,
} from '../../src/lib/encryption';

/**
 * Build-time half of src/lib/encryption.ts: encrypts with Node's crypto what
 * the browser decrypts with WebCrypto (format described there). A fresh salt
 * and IV for every call, so two pages with the same password (or the full and
 * the truncated variant of one post) never share a key stream.
 */
export function encryptHtml(
  html: string,
  password: string,
  {iterations = DEFAULT_ITERATIONS}: {iterations?: number} = {},
): EncryptedPayload {
  if (!password) throw new Error('An empty password cannot protect anything');
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS)
    throw new Error(`PBKDF2 needs at least ${MIN_ITERATIONS} iterations`);
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const keys = pbkdf2Sync(
    passwordBytes(password),
    salt,
    iterations,
    DERIVED_BYTES,
    'sha256',
  );
  const cipher = createCipheriv('aes-256-cbc', keys.subarray(0, 32), iv);
  const encrypted = Buffer.concat([
    cipher.update(html, 'utf8'),
    cipher.final(),
  ]);
  const mac = createHmac('sha256', keys.subarray(32))
    .update(iv)
    .update(encrypted)
    .digest();
  return {
    version: ENCRYPTION_VERSION,
    iterations,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    cipher: encrypted.toString('base64'),
    mac: mac.toString('base64'),
  };
}
