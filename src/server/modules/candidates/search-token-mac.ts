import { createCipheriv, type Cipher } from 'node:crypto';

const BLOCK = 16;
/** The encoding's first byte is the text's length in bytes. */
const MAX_TEXT_BYTES = 255;

/**
 * The MAC of search tokens (decision 0061): AES-256 CBC-MAC over a prefix-free
 * encoding of the text (its length in bytes first, then its UTF-8, then zeros to a
 * whole block), a PRF on those inputs. Most word starts are one block, so the forty
 * tokens of an applicant are one call to the cipher, where HMAC-SHA256 cost eighty
 * SHA-256 compressions in JavaScript: that had been a sixth of the server's time per
 * application.
 *
 * Texts are taken a block at a time together: the first blocks of all of them in one
 * call, then the second blocks of those that have one (each XORed with its text's
 * first result), and so on. The cipher is ECB, kept for the key's lifetime and never
 * finished: ECB carries nothing from one block to the next, so each call gives
 * exactly the encryption of the blocks it is handed.
 */
export class SearchTokenMac {
  private readonly ecb: Cipher;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('A search token key is 32 bytes');
    this.ecb = createCipheriv('aes-256-ecb', key, null);
    this.ecb.setAutoPadding(false);
  }

  /** The 16-byte MAC of each text (UTF-8, at most 255 bytes), one after another. */
  macs(texts: string[]): Buffer {
    const { encoded, starts, blockCounts } = encodeAll(texts);
    // The first blocks, XORed with the zero IV: as they are. Most often every text is
    // one block, and they are the whole encoding.
    const state = this.ecb.update(
      blockCounts.every((count) => count === 1)
        ? encoded
        : Buffer.concat(starts.map((start) => encoded.subarray(start, start + BLOCK))),
    );
    const rounds = Math.max(0, ...blockCounts);
    for (let round = 1; round < rounds; round += 1) {
      const active: number[] = [];
      for (let index = 0; index < texts.length; index += 1) {
        if (blockCounts[index]! > round) active.push(index);
      }
      const input = Buffer.allocUnsafe(active.length * BLOCK);
      active.forEach((index, position) => {
        const from = starts[index]! + round * BLOCK;
        for (let byte = 0; byte < BLOCK; byte += 1) {
          input[position * BLOCK + byte] = state[index * BLOCK + byte]! ^ encoded[from + byte]!;
        }
      });
      const output = this.ecb.update(input);
      active.forEach((index, position) => {
        output.copy(state, index * BLOCK, position * BLOCK, (position + 1) * BLOCK);
      });
    }
    return state;
  }
}

/**
 * The texts as CBC-MAC's input, one after another in one buffer: each its length in
 * bytes, its UTF-8, zeros to a whole block. ASCII is copied by hand: a small buffer
 * of its own for each text cost more than the cipher.
 */
function encodeAll(texts: string[]) {
  const utf8 = texts.map((text) => (isAscii(text) ? null : Buffer.from(text, 'utf8')));
  const lengths = texts.map((text, index) => utf8[index]?.length ?? text.length);
  const blockCounts = lengths.map((length) => {
    if (length > MAX_TEXT_BYTES) throw new Error('A search token is made of 255 bytes at most');
    return Math.ceil((length + 1) / BLOCK);
  });
  const starts: number[] = [];
  let size = 0;
  for (const count of blockCounts) {
    starts.push(size);
    size += count * BLOCK;
  }
  const encoded = Buffer.alloc(size);
  texts.forEach((text, index) => {
    const start = starts[index]!;
    encoded[start] = lengths[index]!;
    const bytes = utf8[index];
    if (bytes) bytes.copy(encoded, start + 1);
    else
      for (let char = 0; char < text.length; char += 1) {
        encoded[start + 1 + char] = text.charCodeAt(char);
      }
  });
  return { encoded, starts, blockCounts };
}

function isAscii(text: string): boolean {
  for (let char = 0; char < text.length; char += 1) if (text.charCodeAt(char) > 0x7f) return false;
  return true;
}
