/**
 * Random text in Crockford's base32 (no I, L, O, U, so it reads out on the phone without
 * ambiguity): the lead ids and the enquiry keys. Browser-safe: Web Crypto, which Node has too.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Fills the bytes with random values (replaced in tests to make the text known). */
export type RandomSource = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** `length` random characters, 5 bits each. */
export function randomBase32(length: number, random: RandomSource = cryptoRandom): string {
  let text = "";
  for (const byte of random(new Uint8Array(length))) text += ALPHABET[byte & 31];
  return text;
}
