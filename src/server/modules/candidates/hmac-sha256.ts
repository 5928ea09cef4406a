import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 under one key, for the short texts the contact vault indexes (search
 * tokens, email blind indexes): the same bytes as `createHmac('sha256', key)`, about
 * 2.5 times as fast for them. An applicant's name and email make some forty tokens, and
 * through node:crypto their HMACs were the largest part of an application's CPU time
 * (decision 0044): most of it the cost of each call, not of the hashing.
 *
 * HMAC is H((K ^ opad) || H((K ^ ipad) || m)). The hash state after each padded key's
 * block is computed once, so a text of up to 55 bytes costs two SHA-256 blocks here, in
 * plain integer arithmetic; a longer text goes to node:crypto.
 */
export class HmacSha256 {
  private readonly inner: Int32Array;
  private readonly outer: Int32Array;
  /** Scratch space, reused: each call is synchronous. */
  private readonly bytes = Buffer.alloc(BLOCK_BYTES);
  private readonly block = new Int32Array(16);
  private readonly state = new Int32Array(8);

  constructor(private readonly key: Buffer) {
    if (key.length > BLOCK_BYTES) throw new Error('An HMAC-SHA256 key here is at most 64 bytes');
    const padded = (pad: number) => {
      const bytes = Buffer.alloc(BLOCK_BYTES, pad);
      for (let i = 0; i < key.length; i += 1) bytes[i] = bytes[i]! ^ key[i]!;
      const state = Int32Array.from(INITIAL_STATE);
      compress(state, wordsOf(bytes, new Int32Array(16)));
      return state;
    };
    this.inner = padded(0x36);
    this.outer = padded(0x5c);
  }

  /** The 32-byte MAC of `text` (UTF-8). */
  digest(text: string): Buffer {
    const length = Buffer.byteLength(text);
    if (length > MAX_ONE_BLOCK_BYTES) return createHmac('sha256', this.key).update(text).digest();
    const { bytes, block, state } = this;
    bytes.fill(0);
    bytes.write(text, 0, 'utf8');
    bytes[length] = 0x80;
    wordsOf(bytes, block);
    // The message's length in bits, after the key's block.
    block[15] = (BLOCK_BYTES + length) * 8;
    state.set(this.inner);
    compress(state, block);
    // The outer hash's one block: the inner digest, padding, and its length in bits.
    block.set(state);
    block.fill(0, 8);
    block[8] = 0x80000000 | 0;
    block[15] = (BLOCK_BYTES + DIGEST_BYTES) * 8;
    state.set(this.outer);
    compress(state, block);
    const digest = Buffer.allocUnsafe(DIGEST_BYTES);
    for (let i = 0; i < 8; i += 1) digest.writeInt32BE(state[i]!, i * 4);
    return digest;
  }
}

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;
/** A block holds the text, the 0x80 byte and the 8-byte length. */
const MAX_ONE_BLOCK_BYTES = BLOCK_BYTES - 9;

const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const ROUND_CONSTANTS = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** The block's 16 big-endian words. */
function wordsOf(bytes: Buffer, words: Int32Array): Int32Array {
  for (let i = 0; i < 16; i += 1) words[i] = bytes.readInt32BE(i * 4);
  return words;
}

const schedule = new Int32Array(64);

/** SHA-256's compression function (FIPS 180-4, 6.2.2): `state` takes in one block. */
function compress(state: Int32Array, block: Int32Array): void {
  const w = schedule;
  w.set(block);
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + ROUND_CONSTANTS[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}
