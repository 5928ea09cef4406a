/**
 * What a demo organization holds: a fictional Accra fintech with weeks of hiring
 * behind it. People, companies and phone numbers are made up (the numbers use an
 * unassigned-looking 000 block, the addresses a reserved domain); towns, schools and
 * salaries are Ghana's. Times are working days before (negative) or after
 * (positive) the day the demo is created, at a time of day in Accra.
 */
import type { Role } from '../../../shared/auth';
import type { EducationLevel, ExperienceLevel } from '../../../shared/applications';
import type { InterviewType, Recommendation } from '../../../shared/interviews';
import type { EmploymentType, Seniority, WorkMode } from '../../../shared/jobs';
import { DEFAULT_STAGES } from '../../../shared/rules';

/** Every address of a demo is on this reserved domain (RFC 2606), tagged per demo. */
export const DEMO_EMAIL_DOMAIN = 'demo.shortlist.example';

/** A moment of the demo's history: `day` working days from today (never 0), at HH:MM in Accra. */
export interface DemoTime {
  day: number;
  at: string;
}

export const DEMO_COMPANY = {
  name: 'Kanea Pay',
  office: 'Kanea Pay, 4th floor, Liberation Road, Airport City, Accra',
  kumasiOffice: 'Kanea Pay Kumasi office, Harper Road, Adum, Kumasi',
  /** When the Admin opened the account; the credits were granted then. */
  createdAt: { day: -16, at: '08:30' } satisfies DemoTime,
};

export type MemberKey = 'admin' | 'hm' | 'recruiter' | 'interviewer';

export interface DemoMember {
  key: MemberKey;
  name: string;
  emailLocalPart: string;
  role: Exclude<Role, 'SUPERADMIN'>;
  joinedAt: DemoTime;
}

/** The Admin first: the visitor is signed in as them. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    key: 'admin',
    name: 'Akosua Mensah',
    emailLocalPart: 'akosua.mensah',
    role: 'ADMIN',
    joinedAt: DEMO_COMPANY.createdAt,
  },
  {
    key: 'hm',
    name: 'Kwame Boateng',
    emailLocalPart: 'kwame.boateng',
    role: 'HM',
    joinedAt: { day: -16, at: '10:05' },
  },
  {
    key: 'recruiter',
    name: 'Efua Asamoah',
    emailLocalPart: 'efua.asamoah',
    role: 'RECRUITER',
    joinedAt: { day: -16, at: '11:40' },
  },
  {
    key: 'interviewer',
    name: 'Yaw Darko',
    emailLocalPart: 'yaw.darko',
    role: 'INTERVIEWER',
    joinedAt: { day: -15, at: '09:15' },
  },
];

export type JobKey = 'backend' | 'momo' | 'designer' | 'sales' | 'support';

export interface DemoJob {
  key: JobKey;
  title: string;
  department: string;
  location: string;
  employmentType: EmploymentType;
  seniority: Seniority;
  workMode: WorkMode;
  salaryMinGhs: number;
  salaryMaxGhs: number;
  compensationRange: string;
  descriptionMd: string;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
  stages: string[];
  publishedBy: MemberKey;
  publishedAt: DemoTime;
}

const ABOUT_US =
  'Kanea Pay moves money for more than 40,000 merchants across Ghana, from provision ' +
  'shops in Madina to pharmacies in Tamale. Our platform settles mobile money and card ' +
  'payments the same day, and gives small businesses a clear view of what they are owed.';

export const DEMO_JOBS: DemoJob[] = [
  {
    key: 'backend',
    title: 'Senior Backend Engineer (Payments)',
    department: 'Engineering',
    location: 'Accra (Airport City)',
    employmentType: 'FULL_TIME',
    seniority: 'SENIOR',
    workMode: 'HYBRID',
    salaryMinGhs: 18_000,
    salaryMaxGhs: 26_000,
    compensationRange: 'GH₵ 18,000 – 26,000 / month',
    descriptionMd: [
      ABOUT_US,
      'We are looking for a senior backend engineer to own the services that reconcile ' +
        'and settle those payments. You will work with our mobile money partners and our ' +
        'banks, and with a small team that cares about **getting every pesewa right**.',
      'Three days a week in our Airport City office, two from home.',
    ].join('\n\n'),
    responsibilities: [
      'Design and run the services that settle mobile money and card payments',
      'Make reconciliation with telecom and bank partners faster and safer',
      'Review code and mentor two mid-level engineers',
      'Take part in a fair on-call rotation with the platform team',
    ],
    requirements: [
      '5+ years building backend services in production',
      'Strong Node.js/TypeScript or Go, and PostgreSQL',
      'Experience with payments, ledgers or other financial systems',
      'Clear written communication',
    ],
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Kafka', 'AWS'],
    stages: ['Applied', 'Screening', 'Technical Interview', 'Final Interview', 'Offer'],
    publishedBy: 'hm',
    publishedAt: { day: -15, at: '10:20' },
  },
  {
    key: 'momo',
    title: 'Mobile Money Operations Officer',
    department: 'Operations',
    location: 'Kumasi (Adum)',
    employmentType: 'FULL_TIME',
    seniority: 'MID',
    workMode: 'ONSITE',
    salaryMinGhs: 6_500,
    salaryMaxGhs: 9_000,
    compensationRange: 'GH₵ 6,500 – 9,000 / month',
    descriptionMd: [
      ABOUT_US,
      'Our Kumasi team looks after the agents and merchants of the Ashanti and Bono ' +
        'regions. As operations officer you keep their float balanced, chase failed ' +
        'transactions and spot fraud before it costs anyone money.',
    ].join('\n\n'),
    responsibilities: [
      'Reconcile agent and merchant float every day',
      'Investigate failed, reversed and duplicate transactions',
      'Monitor unusual activity and escalate suspected fraud',
      'Train new agents in Kumasi, Ejisu and Obuasi',
    ],
    requirements: [
      '3+ years in mobile money, banking or microfinance operations',
      'Confident with Excel or Google Sheets',
      'HND or degree in accounting, banking or a related field',
      'Fluent in English and Twi',
    ],
    skills: ['Reconciliation', 'Excel', 'Mobile money', 'Fraud monitoring', 'Customer service'],
    stages: [...DEFAULT_STAGES],
    publishedBy: 'admin',
    publishedAt: { day: -14, at: '09:45' },
  },
  {
    key: 'designer',
    title: 'Product Designer',
    department: 'Design',
    location: 'Accra (Airport City)',
    employmentType: 'FULL_TIME',
    seniority: 'MID',
    workMode: 'HYBRID',
    salaryMinGhs: 12_000,
    salaryMaxGhs: 16_000,
    compensationRange: 'GH₵ 12,000 – 16,000 / month',
    descriptionMd: [
      ABOUT_US,
      'Most of our merchants run their business from a phone. You will design the ' +
        'merchant app and dashboard with them: visiting shops, testing prototypes and ' +
        'shipping improvements every two weeks.',
    ].join('\n\n'),
    responsibilities: [
      'Design flows for the merchant app and web dashboard, from sketch to handoff',
      'Run usability tests with merchants in Accra and beyond',
      'Grow and maintain our design system in Figma',
    ],
    requirements: [
      '3+ years designing digital products, with a portfolio to show',
      'Experience designing for low-end Android phones and patchy networks',
      'Comfortable presenting work to engineers and business owners',
    ],
    skills: ['Figma', 'User research', 'Prototyping', 'Design systems', 'Mobile apps'],
    stages: [...DEFAULT_STAGES],
    publishedBy: 'hm',
    publishedAt: { day: -13, at: '14:10' },
  },
  {
    key: 'sales',
    title: 'Field Sales Executive',
    department: 'Sales',
    location: 'Takoradi',
    employmentType: 'FULL_TIME',
    seniority: 'ENTRY',
    workMode: 'ONSITE',
    salaryMinGhs: 4_500,
    salaryMaxGhs: 6_000,
    compensationRange: 'GH₵ 4,500 – 6,000 / month plus commission',
    descriptionMd: [
      ABOUT_US,
      'We are opening in the Western Region. You will sign up shops, fuel stations and ' +
        'market traders in Takoradi, Tarkwa and Axim, and help them take their first ' +
        'payments with Kanea Pay. A motorbike allowance and monthly commission come with the role.',
    ].join('\n\n'),
    responsibilities: [
      'Visit and sign up 40+ new merchants a month',
      'Set merchants up on the app and show them how to use it',
      'Report on competitors and merchant feedback every week',
    ],
    requirements: [
      '1+ year in field sales, ideally fast-moving consumer goods or telecoms',
      'Speaks Fante and English; Twi is a plus',
      'Valid motorbike licence',
    ],
    skills: ['Field sales', 'Merchant onboarding', 'Negotiation', 'Fante'],
    stages: [...DEFAULT_STAGES],
    publishedBy: 'recruiter',
    publishedAt: { day: -12, at: '11:30' },
  },
  {
    key: 'support',
    title: 'Customer Support Lead',
    department: 'Customer Experience',
    location: 'Tamale',
    employmentType: 'FULL_TIME',
    seniority: 'LEAD',
    workMode: 'ONSITE',
    salaryMinGhs: 8_000,
    salaryMaxGhs: 11_000,
    compensationRange: 'GH₵ 8,000 – 11,000 / month',
    descriptionMd: [
      ABOUT_US,
      'Our support centre in Tamale answers merchants from all sixteen regions by phone, ' +
        'WhatsApp and email. We are looking for a lead to run its team of ten agents.',
    ].join('\n\n'),
    responsibilities: [
      'Lead, coach and schedule a team of ten support agents',
      'Own first-contact resolution and response time targets',
      'Turn what merchants tell us into clear reports for the product team',
    ],
    requirements: [
      '4+ years in customer support, 2 of them leading a team',
      'Experience with a helpdesk tool such as Zendesk or Freshdesk',
      'Speaks Dagbani and English; Hausa is a plus',
    ],
    skills: ['Customer support', 'Team leadership', 'Zendesk', 'Dagbani'],
    stages: [...DEFAULT_STAGES],
    publishedBy: 'recruiter',
    publishedAt: { day: -10, at: '15:00' },
  },
];

export type CandidateKey = 'kofi' | 'abena' | 'kwabena' | 'esi' | 'fatima' | 'nii';

export interface DemoResume {
  headline: string;
  summary: string;
  experience: Array<{ role: string; company: string; period: string; points: string[] }>;
  education: string[];
}

export interface DemoCandidate {
  key: CandidateKey;
  fullName: string;
  emailLocalPart: string;
  phone: string;
  location: string;
  experienceContext: ExperienceLevel;
  yearsExperienceInField: number;
  educationLevel: EducationLevel;
  salaryExpectationMin: number;
  salaryExpectationMax: number;
  skills: string[];
  resume: DemoResume;
}

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    key: 'kofi',
    fullName: 'Kofi Asante',
    emailLocalPart: 'kofi.asante',
    phone: '+233 24 000 0101',
    location: 'East Legon, Accra',
    experienceContext: 'Senior',
    yearsExperienceInField: 8,
    educationLevel: 'BACHELOR',
    salaryExpectationMin: 22_000,
    salaryExpectationMax: 28_000,
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Kafka', 'AWS', 'Docker', 'Redis'],
    resume: {
      headline: 'Senior Backend Engineer',
      summary:
        'Backend engineer with 8 years of experience building payment and lending ' +
        'platforms in Ghana. Happiest where money has to move quickly and reconcile exactly.',
      experience: [
        {
          role: 'Lead Backend Engineer',
          company: 'Nsuo Finance, Accra',
          period: '2021 - present',
          points: [
            'Built the loan disbursement service paying out over GHS 40 million a month to mobile money wallets.',
            'Cut settlement reconciliation from 6 hours to 20 minutes with an event pipeline on Kafka.',
            'Mentored four engineers; introduced code review and on-call runbooks.',
          ],
        },
        {
          role: 'Backend Engineer',
          company: 'Adom Logistics, Tema',
          period: '2017 - 2021',
          points: [
            'Designed the dispatch API used by 1,200 drivers across Greater Accra and Ashanti.',
            'Moved the platform from one server to AWS with Docker and PostgreSQL replicas.',
          ],
        },
      ],
      education: [
        'BSc Computer Engineering, Kwame Nkrumah University of Science and Technology (KNUST), 2016',
      ],
    },
  },
  {
    key: 'abena',
    fullName: 'Abena Owusu-Ansah',
    emailLocalPart: 'abena.owusuansah',
    phone: '+233 20 000 0202',
    location: 'Osu, Accra',
    experienceContext: 'Mid-Level',
    yearsExperienceInField: 5,
    educationLevel: 'BACHELOR',
    salaryExpectationMin: 13_000,
    salaryExpectationMax: 16_000,
    skills: ['Figma', 'User research', 'Prototyping', 'Design systems', 'Usability testing'],
    resume: {
      headline: 'Product Designer',
      summary:
        'Product designer with 5 years of experience designing mobile apps for health and ' +
        'commerce in West Africa, with a habit of testing every idea with real users first.',
      experience: [
        {
          role: 'Senior Product Designer',
          company: 'Tiwa Health, Accra',
          period: '2022 - present',
          points: [
            'Redesigned the booking flow of a telehealth app used in 120 clinics; completed bookings rose 34%.',
            'Ran research with nurses and patients in Accra, Ho and Bolgatanga.',
          ],
        },
        {
          role: 'Product Designer',
          company: 'Kente Commerce, Accra',
          period: '2019 - 2022',
          points: [
            'Designed the mobile checkout used by 3,000 small online shops.',
            'Built the first company design system in Figma.',
          ],
        },
      ],
      education: ['BSc Computer Science, Ashesi University, 2019'],
    },
  },
  {
    key: 'kwabena',
    fullName: 'Kwabena Ofori',
    emailLocalPart: 'kwabena.ofori',
    phone: '+233 54 000 0303',
    location: 'Adum, Kumasi',
    experienceContext: 'Mid-Level',
    yearsExperienceInField: 4,
    educationLevel: 'DIPLOMA',
    salaryExpectationMin: 7_000,
    salaryExpectationMax: 8_500,
    skills: ['Reconciliation', 'Excel', 'Mobile money', 'Fraud monitoring', 'Customer service'],
    resume: {
      headline: 'Mobile Money Operations',
      summary:
        'Operations professional with 4 years in mobile money and microfinance in the ' +
        'Ashanti Region. Careful with numbers, calm with customers.',
      experience: [
        {
          role: 'Mobile Money Operations Assistant',
          company: 'Asantewaa Rural Savings, Kumasi',
          period: '2021 - present',
          points: [
            'Reconcile daily float for 85 agents across Kumasi, Ejisu and Obuasi.',
            'Traced and resolved GHS 120,000 of failed or duplicate transactions last year.',
          ],
        },
        {
          role: 'Customer Service Officer',
          company: 'Kejetia Microfinance, Kumasi',
          period: '2019 - 2021',
          points: ['Opened accounts and handled complaints for 40 customers a day.'],
        },
      ],
      education: ['HND Accountancy, Kumasi Technical University, 2019'],
    },
  },
  {
    key: 'esi',
    fullName: 'Esi Quansah',
    emailLocalPart: 'esi.quansah',
    phone: '+233 27 000 0404',
    location: 'Market Circle, Takoradi',
    experienceContext: 'Junior',
    yearsExperienceInField: 2,
    educationLevel: 'BACHELOR',
    salaryExpectationMin: 5_000,
    salaryExpectationMax: 6_000,
    skills: ['Field sales', 'Merchant onboarding', 'Negotiation', 'Fante', 'Twi', 'Excel'],
    resume: {
      headline: 'Sales Representative',
      summary:
        'Sales representative with 2 years of field sales in the Western Region. I know ' +
        'the traders of Takoradi by name and I like a monthly target.',
      experience: [
        {
          role: 'Sales Representative',
          company: 'Nzema Beverages, Takoradi',
          period: '2023 - present',
          points: [
            'Opened 140 new retail accounts in Takoradi, Tarkwa and Axim.',
            'Beat my quarterly target four quarters in a row.',
          ],
        },
        {
          role: 'National Service Personnel',
          company: 'Shama District Assembly',
          period: '2022 - 2023',
          points: ['Supported the revenue unit in registering 600 small businesses.'],
        },
      ],
      education: ['BCom Marketing, University of Cape Coast, 2022'],
    },
  },
  {
    key: 'fatima',
    fullName: 'Fatima Issahaku',
    emailLocalPart: 'fatima.issahaku',
    phone: '+233 50 000 0505',
    location: 'Kalpohin, Tamale',
    experienceContext: 'Senior',
    yearsExperienceInField: 6,
    educationLevel: 'BACHELOR',
    salaryExpectationMin: 9_000,
    salaryExpectationMax: 11_000,
    skills: ['Customer support', 'Team leadership', 'Zendesk', 'Dagbani', 'Hausa', 'Training'],
    resume: {
      headline: 'Customer Care Supervisor',
      summary:
        'Customer care supervisor with 6 years of experience in telecoms and energy, ' +
        'leading multilingual teams from Tamale.',
      experience: [
        {
          role: 'Customer Care Supervisor',
          company: 'Savanna Connect, Tamale',
          period: '2020 - present',
          points: [
            'Lead 12 agents handling 9,000 calls and chats a month in English, Dagbani and Hausa.',
            'Raised first-contact resolution from 61% to 78% in a year.',
          ],
        },
        {
          role: 'Customer Service Agent',
          company: 'Northern Power Distribution, Tamale',
          period: '2017 - 2020',
          points: ['Handled billing and outage calls; trained 15 new agents.'],
        },
      ],
      education: ['BA Communication Studies, University for Development Studies, 2017'],
    },
  },
  {
    key: 'nii',
    fullName: 'Nii Armah Quaye',
    emailLocalPart: 'nii.quaye',
    phone: '+233 26 000 0606',
    location: 'Community 25, Tema',
    experienceContext: 'Mid-Level',
    yearsExperienceInField: 3,
    educationLevel: 'BACHELOR',
    salaryExpectationMin: 12_000,
    salaryExpectationMax: 15_000,
    skills: ['Python', 'Django', 'PostgreSQL', 'REST APIs', 'Docker', 'Git'],
    resume: {
      headline: 'Backend Developer',
      summary:
        'Backend developer with 3 years of experience building billing and payments ' +
        'APIs in Python, looking to grow into a senior role in fintech.',
      experience: [
        {
          role: 'Backend Developer',
          company: 'Tema Billpay, Tema',
          period: '2022 - present',
          points: [
            'Built the bill payment API used by 30 utility and school partners.',
            'Added idempotency keys and retries to partner callbacks; failed payments fell by half.',
          ],
        },
        {
          role: 'National Service Personnel',
          company: 'IT Unit, Tema General Hospital',
          period: '2020 - 2021',
          points: ['Maintained the patient records system and its backups.'],
        },
      ],
      education: ['BSc Computer Science, University of Ghana, Legon, 2020'],
    },
  },
];

export type ApplicationKey =
  | 'kofiBackend'
  | 'abenaDesigner'
  | 'kwabenaMomo'
  | 'esiSales'
  | 'fatimaSupport'
  | 'niiBackend'
  | 'kwabenaSupport';

export interface DemoApplication {
  key: ApplicationKey;
  job: JobKey;
  candidate: CandidateKey;
  appliedAt: DemoTime;
  coverNote: string;
  /** Unlocked, for the credit it costs, by this member. */
  unlock?: { by: MemberKey; at: DemoTime };
  /** Stage moves in order; the last one is where the application stands. */
  moves: Array<{ to: string; by: MemberKey; at: DemoTime }>;
  notes: Array<{ by: MemberKey; at: DemoTime; body: string }>;
}

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    key: 'kofiBackend',
    job: 'backend',
    candidate: 'kofi',
    appliedAt: { day: -12, at: '10:14' },
    coverNote:
      'Dear Hiring Team, I have spent eight years building payment and lending systems in ' +
      'Accra, most recently leading the disbursement platform at Nsuo Finance, which pays ' +
      'out to mobile money wallets every day. Settling merchant payments to the pesewa is ' +
      'exactly the kind of problem I enjoy. I would love to talk. Kofi Asante, 024 000 0101',
    unlock: { by: 'hm', at: { day: -11, at: '09:05' } },
    moves: [
      { to: 'Screening', by: 'hm', at: { day: -11, at: '09:07' } },
      { to: 'Technical Interview', by: 'hm', at: { day: -2, at: '09:30' } },
    ],
    notes: [
      {
        by: 'hm',
        at: { day: -2, at: '09:35' },
        body:
          "Strong phone screen according to Yaw's scorecard. Let's spend the technical " +
          'round on ledger design and on handling late mobile money callbacks.',
      },
    ],
  },
  {
    key: 'abenaDesigner',
    job: 'designer',
    candidate: 'abena',
    appliedAt: { day: -9, at: '16:45' },
    coverNote:
      'Hello! I design for people who run their lives from a phone. At Tiwa Health I ' +
      'redesigned booking for 120 clinics after testing it with nurses in three regions. ' +
      "I'd love to do the same with your merchants.",
    unlock: { by: 'hm', at: { day: -8, at: '11:00' } },
    moves: [
      { to: 'Screening', by: 'recruiter', at: { day: -8, at: '11:02' } },
      { to: 'Interview', by: 'hm', at: { day: -4, at: '15:10' } },
    ],
    notes: [],
  },
  {
    key: 'kwabenaMomo',
    job: 'momo',
    candidate: 'kwabena',
    appliedAt: { day: -8, at: '08:30' },
    coverNote:
      'I reconcile float for 85 mobile money agents in Kumasi, Ejisu and Obuasi every day ' +
      'and I know how fraud looks before it happens. I am ready for a bigger team.',
    unlock: { by: 'admin', at: { day: -7, at: '10:15' } },
    moves: [
      { to: 'Screening', by: 'recruiter', at: { day: -7, at: '10:16' } },
      { to: 'Interview', by: 'admin', at: { day: -5, at: '13:00' } },
    ],
    notes: [
      {
        by: 'recruiter',
        at: { day: -5, at: '13:05' },
        body: 'Good call. Available to start in a month; current employer asks for four weeks of notice.',
      },
    ],
  },
  {
    key: 'esiSales',
    job: 'sales',
    candidate: 'esi',
    appliedAt: { day: -6, at: '12:05' },
    coverNote:
      'I opened 140 retail accounts in the Western Region last year and beat my target ' +
      'every quarter. I speak Fante, Twi and English and I already ride a motorbike to work.',
    unlock: { by: 'recruiter', at: { day: -4, at: '10:40' } },
    moves: [{ to: 'Screening', by: 'recruiter', at: { day: -4, at: '10:41' } }],
    notes: [
      {
        by: 'recruiter',
        at: { day: -1, at: '16:10' },
        body:
          'Knows the traders of Takoradi and Tarkwa well. In the phone screen, ask about her ' +
          'commission expectations and when she could start.',
      },
    ],
  },
  {
    key: 'kwabenaSupport',
    job: 'support',
    candidate: 'kwabena',
    appliedAt: { day: -6, at: '09:10' },
    coverNote:
      'I would also like to be considered for the support lead role. I am open to moving ' +
      'to Tamale for the right team.',
    moves: [],
    notes: [],
  },
  {
    key: 'fatimaSupport',
    job: 'support',
    candidate: 'fatima',
    appliedAt: { day: -3, at: '19:20' },
    coverNote:
      'I lead twelve agents in Tamale who answer 9,000 calls and chats a month in English, ' +
      'Dagbani and Hausa. Your merchants would be in good hands.',
    moves: [],
    notes: [],
  },
  {
    key: 'niiBackend',
    job: 'backend',
    candidate: 'nii',
    appliedAt: { day: -1, at: '08:55' },
    coverNote:
      'I build billing APIs in Python for 30 partners and I want to work on payments at ' +
      'scale. I learn fast and I write tests.',
    moves: [],
    notes: [],
  },
];

export interface DemoInterview {
  application: ApplicationKey;
  type: InterviewType;
  start: DemoTime;
  minutes: number;
  status: 'SCHEDULED' | 'COMPLETED';
  location: string | null;
  meetingUrl: string | null;
  notes: string | null;
  interviewers: MemberKey[];
  scheduledBy: MemberKey;
  scheduledAt: DemoTime;
  /** For a completed interview: when, and by whom, it was marked so. */
  completed?: { by: MemberKey; at: DemoTime };
}

/** Four to come (DEMO_CONTENTS.interviews) and one behind, with its scorecard. */
export const DEMO_INTERVIEWS: DemoInterview[] = [
  {
    application: 'kofiBackend',
    type: 'Phone Screen',
    start: { day: -3, at: '10:00' },
    minutes: 30,
    status: 'COMPLETED',
    location: 'Phone call',
    meetingUrl: null,
    notes: 'Yaw calls Kofi on his mobile number.',
    interviewers: ['interviewer'],
    scheduledBy: 'recruiter',
    scheduledAt: { day: -10, at: '14:20' },
    completed: { by: 'interviewer', at: { day: -3, at: '10:35' } },
  },
  {
    application: 'kofiBackend',
    type: 'Technical Interview',
    start: { day: 1, at: '10:00' },
    minutes: 90,
    status: 'SCHEDULED',
    location: DEMO_COMPANY.office,
    meetingUrl: null,
    notes: 'Pairing on a settlement reconciliation bug; bring a laptop.',
    interviewers: ['interviewer', 'hm'],
    scheduledBy: 'hm',
    scheduledAt: { day: -2, at: '09:40' },
  },
  {
    application: 'kwabenaMomo',
    type: 'Panel Interview',
    start: { day: 1, at: '14:30' },
    minutes: 60,
    status: 'SCHEDULED',
    location: DEMO_COMPANY.kumasiOffice,
    meetingUrl: null,
    notes: 'Includes a 20-minute reconciliation exercise in Excel.',
    interviewers: ['admin', 'recruiter'],
    scheduledBy: 'recruiter',
    scheduledAt: { day: -5, at: '13:10' },
  },
  {
    application: 'abenaDesigner',
    type: 'Panel Interview',
    start: { day: 2, at: '14:00' },
    minutes: 60,
    status: 'SCHEDULED',
    location: DEMO_COMPANY.office,
    meetingUrl: null,
    notes: 'Portfolio review: walk us through the clinic booking redesign.',
    interviewers: ['hm', 'interviewer'],
    scheduledBy: 'recruiter',
    scheduledAt: { day: -4, at: '15:20' },
  },
  {
    application: 'esiSales',
    type: 'Phone Screen',
    start: { day: 3, at: '11:00' },
    minutes: 30,
    status: 'SCHEDULED',
    location: 'Phone call',
    meetingUrl: null,
    notes: null,
    interviewers: ['recruiter'],
    scheduledBy: 'recruiter',
    scheduledAt: { day: -4, at: '10:50' },
  },
];

export interface DemoScorecard {
  /** Index in DEMO_INTERVIEWS. */
  interview: number;
  by: MemberKey;
  at: DemoTime;
  overallRating: number;
  criteria: Array<{ name: string; rating: number }>;
  notes: string;
  recommendation: Recommendation;
}

export const DEMO_SCORECARDS: DemoScorecard[] = [
  {
    interview: 0,
    by: 'interviewer',
    at: { day: -3, at: '11:20' },
    overallRating: 4,
    criteria: [
      { name: 'Skills', rating: 5 },
      { name: 'Experience', rating: 4 },
      { name: 'Communication', rating: 4 },
      { name: 'Problem solving', rating: 4 },
    ],
    notes:
      'Explained how his team reconciles mobile money payouts, including reversals, clearly ' +
      'and in detail. Less hands-on with card payments. Worth a technical round.',
    recommendation: 'YES',
  },
];

export interface ResumeLine {
  text: string;
  kind: 'name' | 'headline' | 'heading' | 'body' | 'bullet' | 'gap';
}

/** The resume, line by line, with the demo's contact details. */
export function resumeLines(candidate: DemoCandidate, email: string): ResumeLine[] {
  const { resume } = candidate;
  const line = (kind: ResumeLine['kind'], text = ''): ResumeLine => ({ kind, text });
  return [
    line('name', candidate.fullName),
    line('headline', `${resume.headline} | ${candidate.location}`),
    line('body', `${email} | ${candidate.phone}`),
    line('gap'),
    line('heading', 'Profile'),
    line('body', resume.summary),
    line('gap'),
    line('heading', 'Experience'),
    ...resume.experience.flatMap((job) => [
      line('body', `${job.role}, ${job.company} (${job.period})`),
      ...job.points.map((point) => line('bullet', `- ${point}`)),
      line('gap'),
    ]),
    line('heading', 'Education'),
    ...resume.education.map((text) => line('body', text)),
    line('gap'),
    line('heading', 'Skills'),
    line('body', candidate.skills.join(', ')),
  ];
}
