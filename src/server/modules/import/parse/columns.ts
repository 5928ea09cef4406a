/** The fields an import reads, whatever the spreadsheet calls its columns. */
export const IMPORT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'location',
  'skills',
  'yearsExperience',
  'resumeFile',
  'stage',
  'source',
  'appliedDate',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What people call each column (compared without case, spaces or punctuation). */
const ALIASES: Record<ImportField, readonly string[]> = {
  fullName: ['Full Name', 'Name', 'Candidate', 'Candidate Name', 'Applicant', 'Applicant Name'],
  email: ['Email', 'E-mail', 'Email Address', 'E-mail Address', 'Mail'],
  phone: ['Phone', 'Mobile', 'Telephone', 'Phone Number', 'Mobile Number', 'Tel', 'Contact'],
  location: ['Location', 'City', 'Town', 'Address'],
  skills: ['Skills', 'Skill', 'Key Skills'],
  yearsExperience: [
    'Years of experience',
    'Years experience',
    'Experience (years)',
    'Experience',
    'Years',
  ],
  resumeFile: ['Resume', 'CV', 'Resume file', 'CV file', 'Resume file name', 'CV file name'],
  stage: ['Stage', 'Pipeline Stage', 'Status'],
  source: ['Source', 'Channel'],
  appliedDate: ['Applied date', 'Applied', 'Date applied', 'Application date', 'Date'],
};

/** "E-mail Address " and "email address" are the same header. */
export const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

const FIELD_BY_KEY = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [headerKey(alias), field])),
);

/** The columns of a header row: each column's field (null when unknown), and what it lacks. */
export interface HeaderMapping {
  fields: Array<ImportField | null>;
  /** The columns no field claimed, as written, for the report. */
  ignored: string[];
  /** Name and email are needed to import anyone. */
  missing: ImportField[];
}

export function mapHeaders(headers: string[]): HeaderMapping {
  const taken = new Set<ImportField>();
  const fields = headers.map((header) => {
    const field = FIELD_BY_KEY.get(headerKey(header)) ?? null;
    // The first column of a field wins; a second "Email" column is ignored.
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  return {
    fields,
    ignored: headers.filter((header, index) => fields[index] === null && header.trim() !== ''),
    missing: (['fullName', 'email'] as const).filter((field) => !taken.has(field)),
  };
}
