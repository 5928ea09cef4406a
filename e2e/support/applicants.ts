import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Someone applying with a resume: the lines of their one-page PDF. */
export interface Seeker {
  fullName: string;
  email: string;
  phone?: string;
  resume: string[];
}

/** A one-page PDF of these lines, as a resume the server reads skills and years from. */
export async function makeResumePdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  return pdf.save();
}

/**
 * An application through the public apply API of the server at `baseUrl`, with a
 * resume; answers the response's status (201 when it was taken).
 */
export async function applyWithResume(
  baseUrl: string,
  jobId: string,
  seeker: Seeker,
): Promise<number> {
  const form = new FormData();
  form.set('fullName', seeker.fullName);
  form.set('email', seeker.email);
  if (seeker.phone) form.set('phone', seeker.phone);
  const pdf = await makeResumePdf(seeker.resume);
  form.set('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'resume.pdf');
  const response = await fetch(`${baseUrl}/api/v1/public/jobs/${jobId}/apply`, {
    method: 'POST',
    body: form,
  });
  return response.status;
}
