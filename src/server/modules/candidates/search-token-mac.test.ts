import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SearchTokenMac } from './search-token-mac';

/** CBC-MAC as the textbook has it: AES-256-CBC from a zero IV, the last block. */
function reference(key: Buffer, text: string): string {
  const length = Buffer.byteLength(text);
  const input = Buffer.alloc(Math.ceil((length + 1) / 16) * 16);
  input[0] = length;
  input.write(text, 1, 'utf8');
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  const out = Buffer.concat([cipher.update(input), cipher.final()]);
  return out.subarray(out.length - 16).toString('hex');
}

/** Each text's MAC, in hex. */
function macsOf(mac: SearchTokenMac, texts: string[]): string[] {
  const bytes = mac.macs(texts);
  expect(bytes.length).toBe(texts.length * 16);
  return texts.map((_, index) => bytes.toString('hex', index * 16, (index + 1) * 16));
}

describe('SearchTokenMac', () => {
  it('gives AES-256 CBC-MAC of the length-prefixed text, alone or with texts of other lengths', () => {
    const key = randomBytes(32);
    const mac = new SearchTokenMac(key);
    const alphabet = ['a', 'Z', '0', '\u0000', 'é', 'ɛ', 'Ɔ', '中', '😀', '@', '.'];
    const texts: string[] = [];
    for (let length = 0; length <= 40; length += 1) {
      let text = '';
      while (text.length < length) text += alphabet[Math.floor(Math.random() * alphabet.length)];
      texts.push(text);
    }
    const together = macsOf(mac, texts);
    expect(together).toEqual(texts.map((text) => reference(key, text)));
    // The same again, one by one and in another order: the kept cipher carries nothing over.
    for (const text of [...texts].reverse()) {
      expect(macsOf(mac, [text])).toEqual([reference(key, text)]);
    }
  });

  it('tells texts apart that zeros or a block boundary would confuse', () => {
    const mac = new SearchTokenMac(randomBytes(32));
    const texts = ['', '\u0000', 'a', 'a\u0000', 'abcdefghijklmno', 'abcdefghijklmnop'];
    const macs = macsOf(mac, texts);
    expect(new Set(macs).size).toBe(texts.length);
  });

  it('depends on the key', () => {
    const [first, second] = [randomBytes(32), randomBytes(32)].map((key) =>
      new SearchTokenMac(key).macs(['ama']).toString('hex'),
    );
    expect(first).not.toBe(second);
  });

  it('refuses a text longer than its length byte can say', () => {
    expect(() => new SearchTokenMac(randomBytes(32)).macs(['x'.repeat(256)])).toThrow(/255 bytes/);
  });
});
