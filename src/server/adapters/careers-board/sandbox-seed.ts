import type { CareersBoardSimulator } from './simulator';

/**
 * What the sandbox board holds when `npm start` opens it: two employers who post
 * on the board directly, with jobs and applicants, so a newcomer can try Migrate
 * Employers (and the external candidate search) without a partner account.
 */
export function seedSandboxBoard(board: CareersBoardSimulator): void {
  const volta = board.seedEmployer({ name: 'Volta Agro Processing', verified: true });
  const harbour = board.seedEmployer({ name: 'Harbour Logistics Tema', verified: false });

  const agronomist = board.seedJob({
    employerId: volta.id,
    title: 'Field Agronomist',
    department: 'Operations',
    location: 'Ho, Volta Region',
    employmentType: 'Full-time',
    compensationRange: 'GH₵ 4,500 – 6,000 / month',
    descriptionMd:
      'Work with our outgrower farmers on soil health, seed choice and harvest planning.',
  });
  board.seedJob({
    employerId: volta.id,
    title: 'Quality Control Officer',
    department: 'Production',
    location: 'Ho, Volta Region',
    employmentType: 'Full-time',
    descriptionMd: 'Test incoming cassava and maize against our buyers’ specifications.',
    status: 'CLOSED',
  });
  const dispatcher = board.seedJob({
    employerId: harbour.id,
    title: 'Fleet Dispatcher',
    department: 'Transport',
    location: 'Tema',
    employmentType: 'Full-time',
    descriptionMd: 'Plan container pick-ups from the port and keep drivers moving.',
  });

  const seekers = [
    {
      fullName: 'Selasi Agbeko',
      email: 'selasi.agbeko@seekers.example',
      phone: '+233 24 410 2231',
    },
    { fullName: 'Dzifa Amenyo', email: 'dzifa.amenyo@seekers.example', phone: '+233 20 553 0187' },
    { fullName: 'Nii Armah Quaye', email: 'nii.quaye@seekers.example', phone: null },
    { fullName: '', email: 'jobseeker.4471@seekers.example', phone: null },
  ];
  const [selasi, dzifa, nii] = seekers.map((seeker) =>
    board.seedCandidate({ ...seeker, sourceOrgName: 'ZuluDesk Careers (sandbox)' }),
  );
  board.seedApplication({
    jobId: agronomist.id,
    candidate: selasi!,
    coverNote: 'I studied crop science at KNUST and grew up on a farm near Kpando.',
  });
  board.seedApplication({ jobId: agronomist.id, candidate: dzifa! });
  board.seedApplication({
    jobId: dispatcher.id,
    candidate: nii!,
    coverNote: 'Five years dispatching trucks at the port.',
  });
}
