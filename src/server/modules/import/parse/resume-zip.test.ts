import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  readResumeZip,
  RESUME_ZIP_LIMITS,
  ResumeZipRefused,
  type ZippedResume,
} from './resume-zip';

const text = (value: string) => new TextEncoder().encode(value);
const PDF = text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const DOCX = zipSync({
  '[Content_Types].xml': text('<Types/>'),
  'word/document.xml': text('<w:document><w:body><w:p>Kofi Mensah</w:p></w:body></w:document>'),
});
/** The first bytes of a Windows program, named as a resume. */
const EXE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  ...text('This program cannot be run in DOS mode'),
]);

async function* streamOf(bytes: Uint8Array, size = 1000) {
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}

async function read(zip: Uint8Array, limits = RESUME_ZIP_LIMITS) {
  const resumes: ZippedResume[] = [];
  const result = await readResumeZip(streamOf(zip), (resume) => void resumes.push(resume), limits);
  return { ...result, resumes };
}

describe('a resumes ZIP', () => {
  it('gives the PDF and Word resumes by their content, and reports what it skips', async () => {
    const zip = zipSync({
      'cvs/Ama Kusi.pdf': PDF,
      'kofi.mensah@example.test.docx': DOCX,
      'cvs/': new Uint8Array(0),
      'notes.txt': text('call Ama on Monday'),
      'setup.pdf': EXE,
      '../../etc/evil.pdf': PDF,
      '/tmp/absolute.pdf': PDF,
      'more-cvs.zip': zipSync({ 'a.pdf': PDF }),
    });
    const { resumes, skipped } = await read(zip);
    expect(resumes.map((resume) => [resume.path, resume.fileName, resume.type])).toEqual([
      ['cvs/Ama Kusi.pdf', 'Ama Kusi.pdf', 'pdf'],
      ['kofi.mensah@example.test.docx', 'kofi.mensah@example.test.docx', 'docx'],
    ]);
    expect(resumes[0]!.bytes).toEqual(PDF);
    expect(skipped).toEqual([
      { path: 'notes.txt', reason: 'Not a PDF or Word document (by its content): skipped' },
      { path: 'setup.pdf', reason: 'Not a PDF or Word document (by its content): skipped' },
      { path: '../../etc/evil.pdf', reason: 'Path leaving the archive (..): skipped' },
      { path: '/tmp/absolute.pdf', reason: 'Absolute path: skipped' },
      { path: 'more-cvs.zip', reason: 'An archive inside the archive: skipped' },
    ]);
  });

  it('refuses a ZIP bomb while inflating it, whatever the archive declares', async () => {
    // 50 MB of zeros deflate to about 50 KB: far past 100 times.
    const bomb = zipSync({ 'cv.pdf': new Uint8Array(50 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const handed: string[] = [];
    await expect(
      readResumeZip(streamOf(bomb, 64 * 1024), (resume) => void handed.push(resume.path)),
    ).rejects.toThrow(/unpacks to over 100 times its size/);
    expect(handed).toEqual([]);
  });

  it('refuses an archive past its limits, with a clear message', async () => {
    const four = zipSync({ 'a.pdf': PDF, 'b.pdf': PDF, 'c.pdf': PDF, 'd.pdf': PDF });
    await expect(read(four, { ...RESUME_ZIP_LIMITS, entries: 3 })).rejects.toThrow(
      new ResumeZipRefused('The ZIP holds more than 3 files'),
    );
    const big = zipSync(
      { 'a.pdf': new Uint8Array([...PDF, ...new Uint8Array(3 * 1024 * 1024)]) },
      { level: 0 },
    );
    await expect(read(big, { ...RESUME_ZIP_LIMITS, entryBytes: 2 * 1024 * 1024 })).rejects.toThrow(
      '"a.pdf" is over 2 MB once unpacked',
    );
    await expect(read(big, { ...RESUME_ZIP_LIMITS, totalBytes: 1024 * 1024 })).rejects.toThrow(
      'The ZIP unpacks to more than 1 MB',
    );
    await expect(read(big, { ...RESUME_ZIP_LIMITS, compressedBytes: 1024 * 1024 })).rejects.toThrow(
      'The ZIP is over 1 MB',
    );
  });
});
