import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (DESIGN.md 1): local disk by default; an
 * S3-compatible implementation can take its place behind the same interface.
 */
export interface FileStorage {
  /** Stores the bytes under a new key made from `prefix`, and returns the key. */
  put(prefix: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Files under one directory; keys are generated here, never taken from a request. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(prefix: string, bytes: Uint8Array, extension: string): Promise<string> {
    const key = `${prefix}/${randomUUID()}.${extension}`;
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name first, so a crash never leaves half a file under the key.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, bytes, { mode: 0o600 });
    await fs.rename(temporary, file);
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await fs.readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
