import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSha256 } from './hmac-sha256';

describe('HmacSha256', () => {
  it('gives RFC 4231 test case 2', () => {
    const mac = new HmacSha256(Buffer.from('Jefe'));
    expect(mac.digest('what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('gives the bytes node:crypto gives, for every length around one block and any text', () => {
    const alphabet = ['a', 'Z', '0', '\u0000', 'é', 'ɛ', 'Ɔ', '中', '😀', '@', '.'];
    for (const keyBytes of [1, 16, 32, 64]) {
      const key = randomBytes(keyBytes);
      const mac = new HmacSha256(key);
      for (let length = 0; length <= 80; length += 1) {
        for (let sample = 0; sample < 4; sample += 1) {
          let text = '';
          while (text.length < length)
            text += alphabet[Math.floor(Math.random() * alphabet.length)];
          expect(
            mac.digest(text).toString('hex'),
            `${keyBytes}-byte key, ${JSON.stringify(text)}`,
          ).toBe(createHmac('sha256', key).update(text).digest('hex'));
        }
      }
    }
  });

  it('keeps each digest its own when called again', () => {
    const mac = new HmacSha256(randomBytes(32));
    const first = mac.digest('word\u0000ama');
    const copy = Buffer.from(first);
    mac.digest('word\u0000kofi');
    expect(first.equals(copy)).toBe(true);
  });
});
