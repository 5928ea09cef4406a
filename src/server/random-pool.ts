import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolUsed = 0;

/**
 * `size` bytes from the system's random source, cut from a pool it fills 4 KB at a
 * time; each part is handed out once. Each call to the source is a system call (OpenSSL
 * checks whether the process forked), 10 to 20 µs on this machine: a public application
 * asks for random bytes ten times (its IVs and its private link's token), and one call
 * a few hundred of them costs far less (decision 0065).
 */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) return randomFillSync(Buffer.allocUnsafe(size));
  if (poolUsed + size > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    poolUsed = 0;
  }
  const bytes = pool.subarray(poolUsed, poolUsed + size);
  poolUsed += size;
  return bytes;
}
