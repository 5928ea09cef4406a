import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  /**
   * Stores a stream under a new key without holding it in memory; past `maxBytes`
   * it stops, keeps nothing and throws `StoredFileTooLarge`.
   */
  putStream(
    prefix: string,
    stream: Readable,
    extension: string,
    maxBytes: number,
  ): Promise<{ key: string; size: number }>;
  /** The file as a stream of chunks, or null when there is no such file. */
  getStream(key: string): Promise<AsyncIterable<Uint8Array> | null>;
}

/** A stream given to `putStream` was over its limit: nothing of it was kept. */
export class StoredFileTooLarge extends Error {}

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

  async putStream(
    prefix: string,
    stream: Readable,
    extension: string,
    maxBytes: number,
  ): Promise<{ key: string; size: number }> {
    const key = `${prefix}/${randomUUID()}.${extension}`;
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) done(new StoredFileTooLarge(`Over ${maxBytes} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, createWriteStream(temporary, { mode: 0o600 }));
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await fs.rename(temporary, file);
    return { key, size };
  }

  async getStream(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    const file = this.pathOf(key);
    try {
      await fs.access(file);
    } catch {
      return null;
    }
    return createReadStream(file, { highWaterMark: 256 * 1024 });
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
