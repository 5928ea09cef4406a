import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { MyDataView } from '../../../shared/my-data';
import { myDataPdf } from './my-data-pdf';
import { extractResumeText } from './resume/extract-text';

const view = (coverNote: string): MyDataView => ({
  email: 'kwabena.osee@example.test',
  linkExpiresAt: '2027-02-25T00:00:00.000Z',
  organizations: [
    {
      organizationName: 'Ɔsɛe Farms',
      dataProtectionContact: { name: 'Efua Data', email: 'privacy@osee.example' },
      profile: {
        fullName: 'Kwabena Ɔsɛe',
        email: 'kwabena.osee@example.test',
        phone: null,
        location: 'Techiman',
      },
      applications: [
        {
          id: '6b0f2d1e-0000-4000-8000-000000000001',
          jobTitle: 'Farm Manager',
          stage: 'Interview',
          status: 'In progress',
          appliedAt: '2026-11-20T10:00:00.000Z',
          coverNote,
          resume: null,
        },
      ],
    },
  ],
});

describe('the PDF export of a candidate’s data', () => {
  it('writes letters a standard font lacks as their nearest, and a long note over pages', async () => {
    const paragraph = 'I have grown yams and maize in the Bono region for twelve seasons. ';
    const note = `${paragraph.repeat(120)}\n\nA second paragraph. ${'Supercalifragilistic'.repeat(12)}`;
    const bytes = await myDataPdf(view(note), new Date('2026-11-27T10:00:00Z'));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const text = await extractResumeText(bytes, 'pdf');
    expect(text).toContain('Osee Farms');
    expect(text).toContain('Name: Kwabena Osee');
    expect(text).toContain('Data-protection contact: Efua Data <privacy@osee.example>');
    expect(text).toContain('Phone: Not given');
    expect(text).toContain('Stage: Interview');
    expect(text).toContain('Resume: None sent');
    expect(text).toContain('A second paragraph.');
    expect(text).toContain('Exported 2026-11-27T10:00:00.000Z for kwabena.osee@example.test');
  });

  it('says so when nothing is held', async () => {
    const bytes = await myDataPdf(
      {
        email: 'nobody@example.test',
        linkExpiresAt: '2027-01-01T00:00:00.000Z',
        organizations: [],
      },
      new Date(),
    );
    expect(await extractResumeText(bytes, 'pdf')).toContain(
      'No organization holds applications under this email.',
    );
  });
});
