/**
 * Password-protected content (site config `encrypt`, front matter `password`).
 *
 * The build encrypts a page's rendered HTML (plugins/encrypt/cipher.ts, with
 * Node's crypto); the browser decrypts it here, with WebCrypto only, so no
 * crypto library ships to readers. The unit tests decrypt with this very
 * function (Node's `crypto.webcrypto.subtle`) what the build encrypted.
 *
 * Format, version 1 (encrypt-then-MAC):
 * - 64 bytes = PBKDF2-HMAC-SHA-256(NFC(password), salt (16 random bytes),
 *   iterations); the first 32 are the AES-256-CBC key, the last 32 the
 *   HMAC-SHA-256 key;
 * - cipher = AES-256-CBC(key, iv (16 random bytes), UTF-8 HTML), PKCS#7 padding;
 * - mac = HMAC-SHA-256(mac key, iv ‖ cipher): the check value. A wrong
 *   password derives another MAC key, so the MAC never matches (a padding
 *   check alone lets about one wrong password in 256 through, as garbage).
 * All byte strings travel as base64.
 */

export const ENCRYPTION_VERSION = 1;

/** PBKDF2 rounds (OWASP's 2023 figure for PBKDF2-HMAC-SHA-256). */
export const DEFAULT_ITERATIONS = 600_000;

/** Fewer rounds than this are refused, in the build and in the browser. */
export const MIN_ITERATIONS = 100_000;

export const SALT_BYTES = 16;
export const IV_BYTES = 16;
/** AES-256 key + HMAC-SHA-256 key. */
export const DERIVED_BYTES = 64;

export interface EncryptedPayload {
  version: number;
  iterations: number;
  /** base64 */
  salt: string;
  /** base64 */
  iv: string;
  /** base64 of the AES-256-CBC cipher text */
  cipher: string;
  /** base64 of HMAC-SHA-256(iv ‖ cipher) */
  mac: string;
}

/** The password does not open the content (the check value did not match). */
export class WrongPasswordError extends Error {
  constructor() {
    super('Wrong password');
    this.name = 'WrongPasswordError';
  }
}

/** The same bytes for the same password however it was typed (é vs e + ◌́). */
export function passwordBytes(password: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(password.normalize('NFC'));
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** WebCrypto's `subtle`, which browsers give only to secure contexts (https, 127.0.0.1). */
export function webCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/**
 * Decrypts a payload made by the build. Throws WrongPasswordError when the
 * check value does not match, and a plain Error for a payload this code cannot
 * read (a version or iteration count it does not know).
 */
export async function decryptPayload(
  payload: EncryptedPayload,
  password: string,
  subtle: SubtleCrypto | null = webCrypto(),
): Promise<string> {
  if (!subtle) throw new Error('WebCrypto is not available');
  if (payload.version !== ENCRYPTION_VERSION)
    throw new Error(`Unknown encryption version ${payload.version}`);
  if (
    !Number.isInteger(payload.iterations) ||
    payload.iterations < MIN_ITERATIONS
  )
    throw new Error(`Too few PBKDF2 iterations: ${payload.iterations}`);

  const baseKey = await subtle.importKey(
    'raw',
    passwordBytes(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = new Uint8Array(
    await subtle.deriveBits(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: fromBase64(payload.salt),
        iterations: payload.iterations,
      },
      baseKey,
      DERIVED_BYTES * 8,
    ),
  );
  const [aesKey, macKey] = await Promise.all([
    subtle.importKey('raw', bits.slice(0, 32), 'AES-CBC', false, ['decrypt']),
    subtle.importKey(
      'raw',
      bits.slice(32),
      {name: 'HMAC', hash: 'SHA-256'},
      false,
      ['verify'],
    ),
  ]);

  const iv = fromBase64(payload.iv);
  const cipher = fromBase64(payload.cipher);
  const signed = new Uint8Array(iv.length + cipher.length);
  signed.set(iv, 0);
  signed.set(cipher, iv.length);
  const genuine = await subtle.verify(
    'HMAC',
    macKey,
    fromBase64(payload.mac),
    signed,
  );
  if (!genuine) throw new WrongPasswordError();

  const plain = await subtle.decrypt({name: 'AES-CBC', iv}, aesKey, cipher);
  return new TextDecoder().decode(plain);
}
