/**
 * The people of the matching evaluation set (bench/lib/matching-eval.ts), written by
 * hand: profiles as resume analysis and applicants leave them (dictionary spellings,
 * places as people type them, summaries in their words), spread over four
 * organizations. Each has a stable key the labels in queries.ts refer to; a person
 * who applied to two organizations has two records (`duplicateOf`) and one key.
 *
 * Hard cases on purpose: the right skills in the wrong city, towns near the big cities
 * (Ejisu, Kasoa, Madina, Ashaiman) and suburbs the gazetteer does not know (Ahodwo,
 * Tolon, Labone), synonyms (a bookkeeper for an accountant), related skills (Vue.js for
 * React), juniors and seniors with the same skills, people with one or two skills whose
 * summary says the rest, stale profiles, and people nobody is looking for.
 */

export const EVAL_ORGANIZATIONS = {
  sika: 'Sika Capital Partners',
  kente: 'Kente Labs',
  garden: 'Garden City Staffing',
  savanna: 'Savanna Health and Agric',
} as const;
export type EvalOrg = keyof typeof EVAL_ORGANIZATIONS;

export type EvalLevel = 'Senior' | 'Mid-Level' | 'Junior' | 'Not specified';

export interface EvalCandidate {
  /** Stable, readable: what the labels refer to. */
  key: string;
  org: EvalOrg;
  fullName: string;
  skills: string[];
  years: number | null;
  level: EvalLevel;
  location: string | null;
  summary: string | null;
  hasPhone: boolean;
  hasResume: boolean;
  /** When they last applied or changed their profile. */
  activeDaysAgo: number;
  /** Another record of the same person (same email) in another organization. */
  duplicateOf?: string;
}

interface Extra {
  phone?: boolean;
  resume?: boolean;
  days?: number;
  duplicateOf?: string;
}

const list: EvalCandidate[] = [];
function c(
  key: string,
  org: EvalOrg,
  fullName: string,
  skills: string[],
  years: number | null,
  level: EvalLevel,
  location: string | null,
  summary: string | null,
  extra: Extra = {},
): void {
  list.push({
    key,
    org,
    fullName,
    skills,
    years,
    level,
    location,
    summary,
    hasPhone: extra.phone ?? true,
    hasResume: extra.resume ?? true,
    // Spread over the last two months unless said otherwise.
    activeDaysAgo: extra.days ?? 1 + ((list.length * 7) % 55),
    ...(extra.duplicateOf ? { duplicateOf: extra.duplicateOf } : {}),
  });
}

// ── Accounting and finance ───────────────────────────────────────────────────
c(
  'ama-accountant-kumasi',
  'garden',
  'Ama Owusu',
  ['Accounting', 'IFRS', 'Financial Reporting', 'ICAG', 'Sage'],
  9,
  'Senior',
  'Adum, Kumasi',
  'Chartered accountant; leads month-end close and IFRS reporting for a Kumasi timber exporter.',
);
c(
  'kwabena-accountant-ejisu',
  'garden',
  'Kwabena Asante',
  ['Accounting', 'IFRS', 'Taxation', 'QuickBooks'],
  7,
  'Senior',
  'Ejisu, Ashanti',
  'Senior accountant at a rural bank; statutory accounts, tax returns and GRA audits.',
);
c(
  'yaa-finance-manager-kumasi',
  'sika',
  'Yaa Boakye',
  ['Accounting', 'Financial Reporting', 'Budgeting', 'IFRS', 'ACCA'],
  12,
  'Senior',
  'Nhyiaeso, Kumasi',
  'Finance manager, ACCA, twelve years in manufacturing finance.',
);
c(
  'kofi-bookkeeper-kumasi',
  'garden',
  'Kofi Frimpong',
  ['Bookkeeping', 'QuickBooks', 'Excel'],
  3,
  'Mid-Level',
  'Suame, Kumasi',
  'Keeps the books for three spare-parts shops at Suame Magazine.',
);
c(
  'akosua-accountant-obuasi',
  'garden',
  'Akosua Darko',
  ['Accounting', 'IFRS', 'Auditing', 'ICAG'],
  8,
  'Senior',
  'Obuasi',
  'Accountant at a mining contractor; IFRS reporting and internal audit.',
);
c(
  'nana-accountant-accra',
  'sika',
  'Nana Agyeman',
  ['Accounting', 'IFRS', 'ICAG', 'Financial Reporting'],
  10,
  'Senior',
  'Cantonments, Accra',
  'Chartered accountant, ten years; group reporting under IFRS for an insurer.',
);
c(
  'esi-junior-accountant-kumasi',
  'garden',
  'Esi Appiah',
  ['Accounting', 'Bookkeeping', 'Excel'],
  1,
  'Junior',
  'Bantama, Kumasi',
  'BCom Accounting (KNUST), national service in a district assembly accounts office.',
);
c(
  'kwame-auditor-kumasi',
  'sika',
  'Kwame Osei',
  ['Auditing', 'IFRS', 'ACCA', 'Financial Reporting'],
  6,
  'Senior',
  'Kumasi',
  'External auditor, six years with a mid-tier audit firm; ACCA.',
);
c(
  'afua-accountant-konongo',
  'garden',
  'Afua Mensah',
  ['Accounting', 'Reconciliation', 'Payroll', 'Tally'],
  6,
  'Senior',
  'Konongo, Ashanti',
  'Accountant for a cocoa buying company: payroll, reconciliations, Tally.',
);
c(
  'yaw-accountant-mampong',
  'garden',
  'Yaw Ofori',
  ['Accounting', 'IFRS', 'GAAP', 'SAP'],
  5,
  'Mid-Level',
  'Mampong Ashanti',
  'Accountant at a college of education, SAP user.',
);
c(
  'abena-ifrs-kumasi',
  'garden',
  'Abena Kyei',
  ['IFRS'],
  7,
  'Senior',
  'Asokwa, Kumasi',
  'Chartered accountant (ICAG) leading financial reporting for a cocoa processor.',
  { phone: false },
);
c(
  'kojo-accountant-kumasi-stale',
  'sika',
  'Kojo Antwi',
  ['Accounting', 'IFRS', 'Financial Reporting'],
  8,
  'Senior',
  'Kumasi',
  'Senior accountant, hospital finance.',
  { phone: false, days: 500 },
);
c(
  'efua-accounts-clerk-kumasi',
  'garden',
  'Efua Badu',
  ['Accounts Payable', 'Accounts Receivable', 'Excel'],
  2,
  'Junior',
  'Tafo, Kumasi',
  'Accounts clerk: invoices, supplier payments, debtors.',
);
c(
  'ekua-accountant-kumasi',
  'garden',
  'Ekua Danso',
  ['Accounting', 'IFRS', 'Taxation'],
  null,
  'Senior',
  'Kumasi, Ashanti',
  'Senior accountant at a pharmaceutical distributor.',
);
c(
  'zainab-auditor-kumasi',
  'sika',
  'Zainab Abubakar',
  ['Auditing', 'ACCA', 'IFRS'],
  6,
  'Senior',
  'Kumasi',
  'Audit senior, ACCA; banks and microfinance clients.',
);
c(
  'adwoa-accountant-accra',
  'sika',
  'Adwoa Tetteh',
  ['Accounting', 'QuickBooks', 'Bookkeeping', 'Reconciliation'],
  4,
  'Mid-Level',
  'Osu, Accra',
  'Accountant for two restaurants and an events company, all in QuickBooks.',
);
c(
  'kwesi-accountant-madina',
  'sika',
  'Kwesi Quaye',
  ['Accounting', 'QuickBooks', 'Taxation', 'Excel'],
  3,
  'Mid-Level',
  'Madina',
  'Accounts officer at an NGO; QuickBooks, VAT and PAYE returns.',
);
c(
  'selorm-bookkeeper-tema',
  'sika',
  'Selorm Agbeko',
  ['Bookkeeping', 'QuickBooks', 'Sage'],
  5,
  'Mid-Level',
  'Tema Community 25',
  'Bookkeeper for small businesses in Tema.',
);
c(
  'naa-accountant-kasoa',
  'sika',
  'Naa Lamptey',
  ['Accounting', 'QuickBooks', 'Payroll'],
  6,
  'Senior',
  'Kasoa, Central',
  'Accountant at a private school group; payroll for 120 staff.',
);
c(
  'ebo-accountant-accra',
  'sika',
  'Ebo Arthur',
  ['Accounting', 'Xero', 'Financial Reporting', 'IFRS'],
  5,
  'Mid-Level',
  'East Legon, Accra',
  'Accountant at a fintech start-up, Xero and IFRS.',
);
c(
  'fiifi-accountant-takoradi',
  'garden',
  'Fiifi Essien',
  ['Accounting', 'QuickBooks'],
  4,
  'Mid-Level',
  'Takoradi',
  'Accountant at an oil services supplier.',
);
c(
  'akua-payroll-accra',
  'sika',
  'Akua Ankrah',
  ['Payroll', 'Taxation', 'Excel', 'Human Resources'],
  5,
  'Mid-Level',
  'Dansoman, Accra',
  'Payroll officer: PAYE, SSNIT and tier-2 returns for 400 staff.',
);
c(
  'dzifa-tax-accra',
  'sika',
  'Dzifa Amegah',
  ['Taxation', 'Accounting', 'Payroll', 'ICAG'],
  7,
  'Senior',
  'Airport City, Accra',
  'Tax consultant; corporate tax, VAT and payroll taxes.',
);
c(
  'ibrahim-payroll-tamale',
  'savanna',
  'Ibrahim Seidu',
  ['Payroll', 'Taxation', 'Accounting'],
  4,
  'Mid-Level',
  'Tamale',
  'Payroll and accounts at a teaching hospital.',
);
c(
  'mansa-auditor-accra',
  'sika',
  'Mansa Aidoo',
  ['Auditing', 'ACCA', 'IFRS', 'Risk Management'],
  6,
  'Senior',
  'Labone, Accra',
  'Audit manager at a Big Four firm, ACCA.',
);
c(
  'kobina-junior-auditor-accra',
  'sika',
  'Kobina Addo',
  ['Auditing', 'Excel'],
  2,
  'Junior',
  'Achimota, Accra',
  'Audit trainee, ICAG part-qualified.',
);
c(
  'edem-auditor-tema',
  'sika',
  'Edem Kpodo',
  ['Auditing', 'ACCA', 'ICAG', 'Taxation'],
  9,
  'Senior',
  'Tema',
  'Chartered accountant and auditor, port and shipping clients.',
);
c(
  'araba-internal-auditor-accra',
  'sika',
  'Araba Annan',
  ['Auditing', 'Compliance', 'Risk Management', 'CIMA'],
  5,
  'Mid-Level',
  'Spintex, Accra',
  'Internal auditor at a telecom company, CIMA.',
);
c(
  'rashid-acca-student-accra',
  'sika',
  'Rashid Yakubu',
  ['Accounting', 'ACCA', 'Auditing'],
  1,
  'Junior',
  'Teshie',
  'ACCA student, one year in an audit firm.',
);
c(
  'josephine-auditor-adenta',
  'sika',
  'Josephine Boafo',
  ['Auditing', 'ACCA', 'IFRS', 'Taxation'],
  5,
  'Mid-Level',
  'Adenta, Accra',
  'Audit senior, ACCA, five years.',
);
c(
  'ewurabena-bookkeeper-accra',
  'sika',
  'Ewurabena Sackey',
  ['Bookkeeping', 'Sage'],
  4,
  'Mid-Level',
  'Kaneshie, Accra',
  'Bookkeeper at a pharmacy chain, Sage 50.',
);
c(
  'mariam-bookkeeper-tamale',
  'savanna',
  'Mariam Issah',
  ['Bookkeeping', 'Cash Handling', 'Excel'],
  3,
  'Mid-Level',
  'Tamale, Northern',
  'Bookkeeper at a shea butter cooperative.',
);
c(
  'alhassan-accountant-tamale',
  'savanna',
  'Alhassan Mahama',
  ['Accounting', 'Bookkeeping', 'QuickBooks'],
  5,
  'Mid-Level',
  'Lamashegu, Tamale',
  'Accounts officer at an NGO, QuickBooks.',
);
c(
  'amina-bookkeeper-savelugu',
  'savanna',
  'Amina Fuseini',
  ['Bookkeeping', 'Mobile Money', 'Microfinance'],
  2,
  'Junior',
  'Savelugu',
  'Keeps the records of a savings and loans group.',
);
c(
  'sulemana-accountant-yendi',
  'savanna',
  'Abdul-Rahman Sulemana',
  ['Accounting', 'Reconciliation'],
  6,
  'Senior',
  'Yendi',
  'District assembly accountant.',
);
c(
  'sumaila-junior-accountant-tamale',
  'savanna',
  'Sumaila Abukari',
  ['Accounting', 'Bookkeeping', 'Tally'],
  1,
  'Junior',
  'Tamale',
  'HND Accountancy, Tamale Technical University.',
);
c(
  'hawa-microfinance-tamale',
  'savanna',
  'Hawa Iddrisu',
  ['Microfinance', 'Cash Handling', 'Customer Service', 'Mobile Money'],
  3,
  'Mid-Level',
  'Tamale',
  'Microfinance field officer: group loans and repayments.',
);
c(
  'kweku-junior-accountant-takoradi',
  'garden',
  'Kweku Mensah-Bonsu',
  ['Accounting', 'Bookkeeping', 'Excel'],
  1,
  'Junior',
  'Sekondi-Takoradi',
  'Graduate accountant, UCC; national service at a port authority.',
);
c(
  'esi-junior-accountant-takoradi',
  'garden',
  'Esi Nyarko',
  ['Accounting', 'Reconciliation'],
  2,
  'Junior',
  'Takoradi, Western',
  'Accounts assistant at a hotel.',
);
c(
  'yaw-graduate-accountant-tarkwa',
  'garden',
  'Yaw Mensah',
  ['Accounting', 'ICAG'],
  0,
  'Junior',
  'Tarkwa',
  'Fresh graduate, ICAG level one.',
  { resume: false },
);
c(
  'nhyira-accounts-assistant-shama',
  'garden',
  'Nhyira Eshun',
  ['Accounts Payable', 'Bookkeeping', 'Excel'],
  1,
  'Junior',
  'Shama',
  'Accounts assistant at a fishing company.',
);
c(
  'kofi-finance-manager-takoradi',
  'garden',
  'Kofi Ackah',
  ['Accounting', 'IFRS', 'Financial Reporting', 'Budgeting'],
  14,
  'Senior',
  'Takoradi',
  'Finance manager, fourteen years in oil and gas.',
);
c(
  'adjoa-junior-accountant-capecoast',
  'garden',
  'Adjoa Biney',
  ['Accounting'],
  1,
  'Junior',
  'Cape Coast',
  'Graduate accountant.',
);
c(
  'akwasi-credit-analyst-kumasi',
  'sika',
  'Akwasi Gyamfi',
  ['Credit Analysis', 'Banking', 'Risk Management', 'Excel'],
  5,
  'Mid-Level',
  'Kumasi',
  'Credit analyst at a universal bank, SME loans.',
);
c(
  'afia-relationship-officer-ahodwo',
  'sika',
  'Afia Sarpong',
  ['Banking', 'Credit Analysis', 'Customer Service'],
  3,
  'Mid-Level',
  'Ahodwo',
  'Relationship officer appraising loans at a bank branch.',
);
c(
  'owusu-loans-officer-ejisu',
  'sika',
  'Owusu Ansah',
  ['Microfinance', 'Credit Analysis'],
  4,
  'Mid-Level',
  'Ejisu',
  'Loans officer at a savings and loans company.',
);
c(
  'kwadwo-teller-kumasi',
  'sika',
  'Kwadwo Amponsah',
  ['Banking', 'Cash Handling', 'Customer Service'],
  2,
  'Junior',
  'Kumasi',
  'Bank teller.',
);
c(
  'serwaa-credit-risk-accra',
  'sika',
  'Serwaa Acheampong',
  ['Credit Analysis', 'Risk Management', 'Financial Modelling'],
  6,
  'Senior',
  'Ridge, Accra',
  'Credit risk analyst, corporate banking.',
);
c(
  'osei-investment-analyst-kumasi',
  'sika',
  'Osei Bonsu',
  ['Investment Analysis', 'Financial Analysis', 'CFA'],
  4,
  'Mid-Level',
  'KNUST, Kumasi',
  'Investment analyst at an asset manager, CFA level II.',
);
c(
  'nii-financial-analyst-accra',
  'sika',
  'Nii Armah Quaye',
  ['Financial Analysis', 'Financial Modelling', 'Excel', 'Budgeting'],
  4,
  'Mid-Level',
  'Accra',
  'FP&A analyst at a beverage company.',
);
c(
  'elikem-analyst-accra',
  'sika',
  'Elikem Dogbe',
  ['Financial Modelling', 'Investment Analysis', 'Excel', 'CFA'],
  6,
  'Senior',
  'Cantonments',
  'Investment banking analyst; valuation and financial models.',
);
c(
  'dede-budget-analyst-adenta',
  'sika',
  'Dede Ankrah',
  ['Budgeting', 'Financial Analysis', 'Excel'],
  3,
  'Mid-Level',
  'Adenta',
  'Budget analyst at a ministry agency.',
);
c(
  'kwaku-treasury-tema',
  'sika',
  'Kwaku Boateng',
  ['Treasury', 'Financial Analysis', 'Excel'],
  5,
  'Mid-Level',
  'Tema',
  'Treasury officer, cash forecasting.',
);
c(
  'enyonam-junior-analyst-accra',
  'sika',
  'Enyonam Tsikata',
  ['Financial Analysis', 'Excel', 'Power BI'],
  1,
  'Junior',
  'Osu',
  'Junior financial analyst; dashboards in Power BI.',
);

// ── Frontend, full stack ─────────────────────────────────────────────────────
c(
  'kwame-react-accra',
  'kente',
  'Kwame Asamoah',
  ['React', 'TypeScript', 'Redux', 'Next.js', 'JavaScript'],
  7,
  'Senior',
  'East Legon, Accra',
  'Senior frontend engineer; built a mobile money dashboard used by 2m people.',
);
c(
  'akosua-react-accra',
  'kente',
  'Akosua Ofori-Atta',
  ['React', 'JavaScript', 'CSS', 'HTML', 'Tailwind CSS'],
  5,
  'Mid-Level',
  'Osu, Accra',
  'Frontend developer at an e-commerce company.',
);
c(
  'selasi-react-node-madina',
  'kente',
  'Selasi Amenyo',
  ['React', 'TypeScript', 'Node.js', 'GraphQL'],
  6,
  'Senior',
  'Madina',
  'Full stack JavaScript engineer, React and Node.',
);
c(
  'jude-junior-react-accra',
  'kente',
  'Jude Tetteh',
  ['React', 'JavaScript', 'HTML', 'CSS'],
  1,
  'Junior',
  'Lapaz, Accra',
  'Junior developer, bootcamp graduate.',
);
c(
  'efo-react-kasoa',
  'kente',
  'Efo Kodzo',
  ['React', 'JavaScript', 'Redux'],
  5,
  'Mid-Level',
  'Kasoa',
  'React developer at a logistics start-up.',
);
c(
  'abena-vue-accra',
  'kente',
  'Abena Pokuaa',
  ['Vue.js', 'JavaScript', 'Nuxt', 'CSS'],
  6,
  'Senior',
  'Achimota, Accra',
  'Frontend lead on Vue and Nuxt.',
);
c(
  'kofi-angular-accra',
  'kente',
  'Kofi Agyei',
  ['Angular', 'TypeScript', 'RxJS', 'HTML'],
  8,
  'Senior',
  'Airport City',
  'Angular developer at a bank.',
);
c(
  'yaw-react-kumasi',
  'garden',
  'Yaw Darko',
  ['React', 'JavaScript', 'Firebase'],
  5,
  'Mid-Level',
  'Kumasi',
  'React developer building school management software.',
);
c(
  'nana-yaw-reactjs-ejisu',
  'garden',
  'Nana Yaw Boakye',
  ['React', 'Next.js', 'TypeScript'],
  3,
  'Mid-Level',
  'Ejisu, Ashanti',
  'React.js and Next.js developer, remote for a Lagos agency.',
);
c(
  'adwoa-junior-frontend-kumasi',
  'garden',
  'Adwoa Sarpong',
  ['HTML', 'CSS', 'JavaScript', 'Bootstrap'],
  1,
  'Junior',
  'Ayeduase, Kumasi',
  'Junior web developer, builds landing pages.',
);
c(
  'kwabena-junior-react-kumasi',
  'garden',
  'Kwabena Owusu',
  ['React', 'JavaScript', 'HTML'],
  1,
  'Junior',
  'Bantama, Kumasi',
  'Junior React developer after a KNUST computer science degree.',
);
c(
  'ama-frontend-intern-kumasi',
  'garden',
  'Ama Serwaa',
  ['HTML', 'CSS', 'Web Design', 'Figma'],
  0,
  'Junior',
  'KNUST',
  'Web design intern.',
  { phone: false },
);
c(
  'emmanuel-junior-vue-kumasi',
  'garden',
  'Emmanuel Kusi',
  ['Vue.js', 'JavaScript', 'CSS'],
  2,
  'Junior',
  'Kumasi',
  'Junior frontend developer (Vue).',
);
c(
  'kojo-junior-react-accra',
  'kente',
  'Kojo Owusu',
  ['React', 'HTML', 'CSS'],
  1,
  'Junior',
  'Dansoman',
  'Junior React developer.',
);
c(
  'gifty-senior-frontend-kumasi',
  'garden',
  'Gifty Adomako',
  ['React', 'TypeScript', 'Frontend Development', 'Redux'],
  9,
  'Senior',
  'Kumasi',
  'Senior frontend engineer, nine years, React since 2016.',
);
c(
  'prince-wordpress-kumasi',
  'garden',
  'Prince Nkansah',
  ['WordPress', 'PHP', 'HTML', 'CSS'],
  4,
  'Mid-Level',
  'Kumasi',
  'WordPress sites for churches and schools.',
);
c(
  'michael-react-obuasi',
  'garden',
  'Michael Mensah',
  ['React', 'JavaScript'],
  2,
  'Junior',
  'Obuasi',
  'React developer, freelance.',
);
c(
  'daniel-react-tema',
  'kente',
  'Daniel Ofosu',
  ['React', 'TypeScript'],
  10,
  'Senior',
  'Tema',
  'Principal frontend engineer.',
);
c(
  'esther-fullstack-accra',
  'kente',
  'Esther Ampofo',
  ['Full Stack Development', 'JavaScript', 'React', 'Node.js', 'MongoDB'],
  4,
  'Mid-Level',
  'Accra',
  'Full stack developer (MERN).',
);
c(
  'samuel-mern-kumasi',
  'garden',
  'Samuel Owusu-Ansah',
  ['MongoDB', 'Express.js', 'React', 'Node.js'],
  3,
  'Mid-Level',
  'Kumasi',
  'MERN stack developer.',
);
c(
  'ruth-fullstack-php-tema',
  'kente',
  'Ruth Ayensu',
  ['Full Stack Development', 'PHP', 'Laravel', 'MySQL', 'JavaScript'],
  5,
  'Mid-Level',
  'Tema',
  'Full stack developer, Laravel and jQuery.',
);

// ── Backend, mobile, DevOps, IT support ──────────────────────────────────────
c(
  'bernard-node-accra',
  'kente',
  'Bernard Larbi',
  ['Node.js', 'Express.js', 'PostgreSQL', 'JavaScript'],
  5,
  'Mid-Level',
  'Accra',
  'Backend developer, payments APIs.',
);
c(
  'kwaku-node-spintex',
  'kente',
  'Kwaku Ntim',
  ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS'],
  8,
  'Senior',
  'Spintex Road, Accra',
  'Senior backend engineer; runs the APIs of a ride-hailing app.',
);
c(
  'afia-nest-kumasi',
  'garden',
  'Afia Asantewaa',
  ['Node.js', 'NestJS', 'MongoDB', 'Redis'],
  4,
  'Mid-Level',
  'Kumasi',
  'Backend developer (NestJS).',
);
c(
  'eric-nestjs-tema',
  'kente',
  'Eric Boadu',
  ['NestJS', 'TypeScript', 'PostgreSQL', 'Microservices'],
  6,
  'Senior',
  'Tema',
  'Backend engineer, microservices in NestJS.',
);
c(
  'patience-django-accra',
  'kente',
  'Patience Owusu',
  ['Django', 'Python', 'PostgreSQL', 'REST APIs', 'Docker'],
  7,
  'Senior',
  'Accra',
  'Senior Python developer, Django REST.',
);
c(
  'isaac-django-madina',
  'kente',
  'Isaac Asiedu',
  ['Python', 'Django', 'Flask', 'MySQL'],
  5,
  'Mid-Level',
  'Madina',
  'Python developer, five years of Django.',
);
c(
  'nana-ama-junior-django-accra',
  'kente',
  'Nana Ama Dankwa',
  ['Python', 'Django'],
  1,
  'Junior',
  'Accra',
  'Junior Python developer.',
);
c(
  'kwasi-python-kumasi',
  'garden',
  'Kwasi Appiah',
  ['Python', 'FastAPI', 'PostgreSQL', 'Docker', 'AWS'],
  9,
  'Senior',
  'Kumasi',
  'Senior Python engineer, FastAPI.',
);
c(
  'selina-django-east-legon',
  'kente',
  'Selina Osei',
  ['Python', 'Django', 'Celery'],
  6,
  'Senior',
  'East Legon',
  'Django developer, health information systems.',
);
c(
  'theophilus-flask-accra',
  'kente',
  'Theophilus Mensah',
  ['Python', 'Flask', 'Pandas'],
  5,
  'Mid-Level',
  'Accra',
  'Python developer, Flask APIs and data pipelines.',
);
c(
  'godwin-django-ho',
  'kente',
  'Godwin Agbenu',
  ['Django', 'Python'],
  10,
  'Senior',
  'Ho',
  'Senior Django developer, remote.',
);
c(
  'francis-java-accra',
  'kente',
  'Francis Tagoe',
  ['Java', 'Spring', 'Microservices'],
  8,
  'Senior',
  'Accra',
  'Java backend engineer at a bank.',
);
c(
  'dennis-django-teshie',
  'kente',
  'Dennis Amoako',
  ['Python', 'Django', 'REST APIs'],
  4,
  'Mid-Level',
  'Teshie',
  'Python and Django developer.',
);
c(
  'emmanuel-flutter-accra',
  'kente',
  'Emmanuel Tetteh',
  ['Flutter', 'Dart', 'Firebase'],
  4,
  'Mid-Level',
  'Accra',
  'Flutter developer, two apps in the Play Store.',
);
c(
  'joyce-flutter-android-tema',
  'kente',
  'Joyce Agyemang',
  ['Flutter', 'Dart', 'Android', 'Kotlin'],
  5,
  'Mid-Level',
  'Tema',
  'Mobile developer, Flutter and native Android.',
);
c(
  'raymond-react-native-kumasi',
  'garden',
  'Raymond Ofori',
  ['React Native', 'JavaScript', 'iOS'],
  4,
  'Mid-Level',
  'Kumasi',
  'React Native developer.',
);
c(
  'doris-android-tema',
  'kente',
  'Doris Amankwah',
  ['Android', 'Kotlin', 'Java'],
  6,
  'Senior',
  'Tema Community 11',
  'Android engineer at a telco.',
);
c(
  'kelvin-junior-flutter-takoradi',
  'garden',
  'Kelvin Addai',
  ['Flutter', 'Dart'],
  1,
  'Junior',
  'Takoradi',
  'Junior Flutter developer.',
);
c(
  'felix-android-ashaiman',
  'kente',
  'Felix Boakye',
  ['Android', 'Java', 'Kotlin'],
  3,
  'Mid-Level',
  'Ashaiman',
  'Android developer.',
);
c(
  'linda-android-accra',
  'kente',
  'Linda Amoah',
  ['Android', 'Kotlin'],
  2,
  'Junior',
  'Accra',
  'Android developer.',
);
c(
  'stephen-ios-tema',
  'kente',
  'Stephen Adu',
  ['iOS', 'Swift'],
  5,
  'Mid-Level',
  'Tema',
  'iOS developer.',
);
c(
  'bright-android-kumasi',
  'garden',
  'Bright Kumi',
  ['Android', 'Kotlin'],
  7,
  'Senior',
  'Kumasi',
  'Senior Android developer.',
);
c(
  'sena-android-nungua',
  'kente',
  'Sena Dzokoto',
  ['Mobile App Development', 'Android', 'Kotlin', 'Firebase'],
  4,
  'Mid-Level',
  'Nungua',
  'Android developer, fintech apps.',
);
c(
  'yaw-devops-accra',
  'kente',
  'Yaw Sarfo',
  ['DevOps', 'AWS', 'Kubernetes', 'Docker', 'Terraform'],
  6,
  'Senior',
  'Accra',
  'DevOps engineer, AWS and Kubernetes.',
);
c(
  'kofi-devops-kumasi',
  'garden',
  'Kofi Amoako',
  ['Docker', 'Kubernetes', 'Google Cloud', 'Linux', 'CI/CD'],
  5,
  'Mid-Level',
  'Kumasi',
  'Platform engineer, Kubernetes on GCP.',
);
c(
  'matilda-cloud-tema',
  'kente',
  'Matilda Boateng',
  ['AWS', 'Linux', 'Docker', 'Jenkins'],
  3,
  'Mid-Level',
  'Tema',
  'Cloud engineer.',
);
c(
  'edward-sysadmin-accra',
  'kente',
  'Edward Nartey',
  ['System Administration', 'Linux', 'Windows Server', 'VMware'],
  8,
  'Senior',
  'Accra',
  'Systems administrator at a hospital.',
);
c(
  'stella-azure-takoradi',
  'kente',
  'Stella Acquah',
  ['Microsoft Azure', 'Kubernetes', 'Terraform', 'CI/CD'],
  4,
  'Mid-Level',
  'Takoradi',
  'DevOps engineer on Azure.',
);
c(
  'paa-kwesi-it-support-takoradi',
  'garden',
  'Paa Kwesi Arthur',
  ['IT Support', 'Networking', 'Computer Hardware', 'Windows Server'],
  4,
  'Mid-Level',
  'Takoradi',
  'IT support technician at a shipping company.',
);
c(
  'ekow-it-support-sekondi',
  'garden',
  'Ekow Baidoo',
  ['IT Support', 'Computer Hardware', 'Microsoft Office'],
  2,
  'Junior',
  'Sekondi',
  'Help desk technician.',
);
c(
  'grace-network-tarkwa',
  'garden',
  'Grace Eshun',
  ['Networking', 'CCNA', 'IT Support'],
  3,
  'Mid-Level',
  'Tarkwa',
  'Network technician at a gold mine.',
);
c(
  'kobina-it-support-shama',
  'garden',
  'Kobina Sam',
  ['IT Support', 'Active Directory'],
  5,
  'Mid-Level',
  'Shama',
  'IT officer at a rural bank.',
);
c(
  'priscilla-it-support-accra',
  'kente',
  'Priscilla Ansah',
  ['IT Support', 'Networking'],
  3,
  'Mid-Level',
  'Accra',
  'IT support.',
);
c(
  'kwamena-hardware-takoradi',
  'garden',
  'Kwamena Hayford',
  ['Computer Hardware', 'Networking'],
  6,
  'Senior',
  'Takoradi Harbour',
  'Computer and network technician.',
  { resume: false },
);

// ── Data and M&E ─────────────────────────────────────────────────────────────
c(
  'abigail-junior-analyst-accra',
  'kente',
  'Abigail Owusu',
  ['Data Analysis', 'Excel', 'Power BI'],
  1,
  'Junior',
  'Accra',
  'Junior data analyst, sales dashboards.',
);
c(
  'kelvin-junior-analyst-madina',
  'kente',
  'Kelvin Osei',
  ['Data Analysis', 'Excel', 'SQL', 'Power BI'],
  2,
  'Junior',
  'Madina',
  'Data analyst, two years, SQL and Power BI.',
);
c(
  'naomi-analyst-osu',
  'kente',
  'Naomi Asare',
  ['Data Analysis', 'Excel', 'Tableau', 'SQL'],
  4,
  'Mid-Level',
  'Osu',
  'Data analyst at a telecom company.',
);
c(
  'gideon-analyst-accra',
  'kente',
  'Gideon Acheampong',
  ['Data Analysis', 'SQL', 'Tableau', 'Python'],
  3,
  'Mid-Level',
  'Accra',
  'Data analyst, Tableau dashboards for a retailer.',
);
c(
  'comfort-senior-analyst-accra',
  'kente',
  'Comfort Darkwa',
  ['Data Analysis', 'Excel', 'Power BI', 'SQL'],
  7,
  'Senior',
  'Accra',
  'Senior data analyst, leads a team of four.',
);
c(
  'joseph-data-entry-kumasi',
  'garden',
  'Joseph Amankwah',
  ['Excel', 'Data Entry', 'Microsoft Office'],
  1,
  'Junior',
  'Kumasi',
  'Data entry clerk.',
);
c(
  'priscilla-junior-analyst-kumasi',
  'garden',
  'Priscilla Tawiah',
  ['Data Analysis', 'Power BI', 'Excel'],
  0,
  'Junior',
  'Kumasi',
  'Statistics graduate, Power BI certificate.',
);
c(
  'bismark-statistics-tamale',
  'savanna',
  'Bismark Owusu',
  ['Statistics', 'SPSS', 'Excel', 'Data Analysis'],
  2,
  'Junior',
  'Tamale',
  'Research assistant, survey data in SPSS.',
);
c(
  'sandra-graduate-analyst-capecoast',
  'garden',
  'Sandra Nyarko',
  ['Excel', 'Power BI', 'Statistics'],
  0,
  'Junior',
  'Cape Coast',
  'Statistics graduate (UCC).',
);
c(
  'derrick-analyst-tema',
  'kente',
  'Derrick Asante',
  ['Data Analysis', 'SQL', 'Tableau', 'Looker'],
  5,
  'Mid-Level',
  'Tema',
  'Data analyst, logistics.',
);
c(
  'lydia-bi-analyst-east-legon',
  'kente',
  'Lydia Kwarteng',
  ['Business Intelligence', 'Power BI', 'SQL', 'Excel'],
  3,
  'Mid-Level',
  'East Legon',
  'BI analyst.',
);
c(
  'yaw-junior-analyst-kasoa',
  'kente',
  'Yaw Boateng',
  ['Data Analysis', 'Excel'],
  1,
  'Junior',
  'Kasoa',
  'Junior data analyst.',
);
c(
  'ophelia-junior-analyst-adenta',
  'kente',
  'Ophelia Mensah',
  ['Data Analysis', 'SQL', 'Power BI', 'Excel'],
  2,
  'Junior',
  'Adenta',
  'Data analyst, two years.',
);
c(
  'kwadwo-data-scientist-accra',
  'kente',
  'Kwadwo Nkansah',
  ['Data Science', 'Machine Learning', 'Python', 'Pandas', 'scikit-learn'],
  5,
  'Mid-Level',
  'Accra',
  'Data scientist, credit scoring models.',
);
c(
  'afua-ml-kumasi',
  'garden',
  'Afua Konadu',
  ['Machine Learning', 'Deep Learning', 'Python', 'TensorFlow'],
  3,
  'Mid-Level',
  'Kumasi',
  'Machine learning engineer, crop disease detection.',
);
c(
  'mohammed-data-scientist-tamale',
  'savanna',
  'Mohammed Abdulai',
  ['Data Science', 'Python', 'Statistics', 'R'],
  4,
  'Mid-Level',
  'Tamale',
  'Data scientist at a research institute.',
);
c(
  'eunice-nlp-accra',
  'kente',
  'Eunice Agyapong',
  ['Python', 'Natural Language Processing', 'PyTorch'],
  2,
  'Junior',
  'Accra',
  'NLP engineer, Twi speech and text.',
);
c(
  'richard-statistician-capecoast',
  'garden',
  'Richard Ansong',
  ['Statistics', 'SPSS', 'Stata'],
  6,
  'Senior',
  'Cape Coast',
  'Statistician at a university.',
);
c(
  'issah-me-tamale',
  'savanna',
  'Issah Mahama',
  ['Monitoring and Evaluation', 'SPSS', 'Report Writing', 'Data Analysis'],
  5,
  'Mid-Level',
  'Tamale',
  'M&E officer for a USAID nutrition project.',
);
c(
  'fatima-me-tamale',
  'savanna',
  'Fatima Yakubu',
  ['Monitoring and Evaluation', 'Stata', 'Excel'],
  4,
  'Mid-Level',
  'Tamale',
  'M&E officer, education NGO.',
);
c(
  'abdul-karim-me-bolgatanga',
  'savanna',
  'Abdul-Karim Seidu',
  ['Monitoring and Evaluation', 'SPSS', 'Community Health'],
  6,
  'Senior',
  'Bolgatanga',
  'M&E specialist, health programmes.',
);
c(
  'salamatu-me-savelugu',
  'savanna',
  'Salamatu Iddrisu',
  ['Monitoring and Evaluation', 'Report Writing', 'Grant Writing'],
  3,
  'Mid-Level',
  'Savelugu',
  'M&E assistant.',
);
c(
  'godfred-me-accra',
  'sika',
  'Godfred Tuffour',
  ['Monitoring and Evaluation', 'SPSS'],
  7,
  'Senior',
  'Accra',
  'M&E manager.',
);

// ── Health ───────────────────────────────────────────────────────────────────
c(
  'abena-nurse-kumasi',
  'garden',
  'Abena Konadu',
  ['Nursing', 'Patient Care', 'First Aid'],
  6,
  'Senior',
  'Kumasi',
  'Registered general nurse, six years on medical wards.',
);
c(
  'gifty-nurse-tafo',
  'garden',
  'Gifty Osei',
  ['Nursing', 'Patient Care', 'CPR'],
  3,
  'Mid-Level',
  'Tafo, Kumasi',
  'Staff nurse, emergency unit.',
);
c(
  'mavis-nurse-ejisu',
  'garden',
  'Mavis Antwi',
  ['Nursing', 'Public Health'],
  2,
  'Junior',
  'Ejisu',
  'Staff nurse at a district hospital.',
);
c(
  'patience-nurse-midwife-bekwai',
  'garden',
  'Patience Appiah',
  ['Nursing', 'Midwifery'],
  4,
  'Mid-Level',
  'Bekwai, Ashanti',
  'Nurse-midwife at a health centre.',
);
c(
  'janet-caregiver-kumasi',
  'garden',
  'Janet Addo',
  ['Caregiving', 'First Aid'],
  3,
  'Mid-Level',
  'Kumasi',
  'Home caregiver for the elderly.',
);
c(
  'evelyn-nurse-accra',
  'garden',
  'Evelyn Boateng',
  ['Nursing', 'Patient Care'],
  5,
  'Mid-Level',
  'Accra',
  'Registered nurse.',
);
c(
  'hawa-nurse-tamale',
  'savanna',
  'Hawa Abdulai',
  ['Nursing', 'Patient Care', 'Community Health'],
  4,
  'Mid-Level',
  'Tamale',
  'Registered nurse, Tamale Teaching Hospital.',
);
c(
  'rahinatu-nurse-tamale',
  'savanna',
  'Rahinatu Alhassan',
  ['Nursing', 'CPR'],
  2,
  'Junior',
  'Tamale, Northern Region',
  'Staff nurse.',
);
c(
  'zuweira-nurse-savelugu',
  'savanna',
  'Zuweira Mohammed',
  ['Nursing', 'Public Health'],
  7,
  'Senior',
  'Savelugu',
  'Senior nursing officer, municipal hospital.',
);
c(
  'lamisi-chn-tamale',
  'savanna',
  'Lamisi Awini',
  ['Community Health', 'First Aid'],
  3,
  'Mid-Level',
  'Tamale',
  'Community health nurse, CHPS compound.',
);
c(
  'gloria-junior-nurse-tamale',
  'savanna',
  'Gloria Kumah',
  ['Nursing', 'Patient Care'],
  1,
  'Junior',
  'Tamale',
  'Newly licensed nurse.',
);
c(
  'agnes-nurse-accra',
  'savanna',
  'Agnes Danquah',
  ['Nursing'],
  10,
  'Senior',
  'Accra',
  'Nursing officer.',
);
c(
  'felicia-rgn-kumasi',
  'garden',
  'Felicia Nsiah',
  ['Patient Care'],
  4,
  'Mid-Level',
  'Bantama, Kumasi',
  'Registered general nurse (RGN) at Komfo Anokye Teaching Hospital, 4 years on surgical wards.',
);
c(
  'mariama-midwife-tamale',
  'savanna',
  'Mariama Yakubu',
  ['Midwifery', 'Patient Care'],
  5,
  'Mid-Level',
  'Tamale',
  'Midwife, labour ward.',
);
c(
  'adisa-midwife-savelugu',
  'savanna',
  'Adisa Salifu',
  ['Midwifery', 'Nursing'],
  3,
  'Mid-Level',
  'Savelugu',
  'Nurse-midwife.',
);
c(
  'memunatu-midwife-yendi',
  'savanna',
  'Memunatu Baba',
  ['Midwifery'],
  8,
  'Senior',
  'Yendi',
  'Senior midwife.',
);
c(
  'sherifa-midwife-tolon',
  'savanna',
  'Sherifa Iddrisu',
  ['Midwifery', 'Community Health'],
  2,
  'Junior',
  'Tolon',
  'Midwife at a CHPS compound.',
);
c(
  'ama-midwife-kumasi',
  'garden',
  'Ama Pokua',
  ['Midwifery', 'Nursing'],
  6,
  'Senior',
  'Kumasi',
  'Midwife.',
);
c(
  'wumpini-midwife-tamale',
  'savanna',
  'Wumpini Abukari',
  ['Midwifery'],
  1,
  'Junior',
  'Tamale',
  'Newly qualified midwife.',
  { resume: false },
);
c(
  'kwame-pharmacist-accra',
  'sika',
  'Kwame Ofori-Darko',
  ['Pharmacy', 'Patient Care'],
  9,
  'Senior',
  'Accra',
  'Superintendent pharmacist, retail chain.',
);
c(
  'yvonne-pharmacist-tema',
  'sika',
  'Yvonne Amoako',
  ['Pharmacy'],
  6,
  'Senior',
  'Tema',
  'Hospital pharmacist.',
);
c(
  'daniel-junior-pharmacist-accra',
  'sika',
  'Daniel Aboagye',
  ['Pharmacy', 'Inventory Management'],
  2,
  'Junior',
  'Accra',
  'Pharmacist, housemanship completed.',
);
c(
  'rita-pharmacist-kumasi',
  'garden',
  'Rita Baah',
  ['Pharmacy'],
  12,
  'Senior',
  'Kumasi',
  'Community pharmacist.',
);
c(
  'solomon-pharmacist-dome',
  'sika',
  'Solomon Twum',
  ['Pharmacy', 'Customer Service'],
  null,
  'Senior',
  'Dome, Accra',
  'Pharmacist and shop owner.',
);
c(
  'nancy-pharmacist-madina',
  'sika',
  'Nancy Obeng',
  ['Pharmacy'],
  5,
  'Mid-Level',
  'Madina',
  'Pharmacist.',
);
c(
  'hannah-dispensing-kasoa',
  'sika',
  'Hannah Quansah',
  ['Pharmacy', 'Cash Handling'],
  4,
  'Mid-Level',
  'Kasoa',
  'Dispensing technician.',
);

// ── Sales, marketing, customer service ───────────────────────────────────────
c(
  'esi-digital-marketer-osu',
  'kente',
  'Esi Mensah',
  ['Digital Marketing', 'Social Media Marketing', 'SEO', 'Google Ads'],
  4,
  'Mid-Level',
  'Osu, Accra',
  'Digital marketer for fashion and beauty brands.',
);
c(
  'kofi-social-media-madina',
  'kente',
  'Kofi Tawiah',
  ['Social Media Marketing', 'Content Writing', 'Canva'],
  2,
  'Junior',
  'Madina',
  'Social media manager.',
);
c(
  'akua-digital-marketer-accra',
  'kente',
  'Akua Donkor',
  ['Digital Marketing', 'SEO', 'Email Marketing', 'Google Analytics'],
  5,
  'Mid-Level',
  'Accra',
  'Growth marketer.',
);
c(
  'nana-adjoa-brand-manager-accra',
  'sika',
  'Nana Adjoa Ampofo',
  ['Marketing', 'Brand Management', 'Market Research'],
  8,
  'Senior',
  'Accra',
  'Brand manager, FMCG.',
);
c(
  'kwesi-digital-marketer-kumasi',
  'garden',
  'Kwesi Asiedu',
  ['Digital Marketing', 'Social Media Marketing', 'SEO'],
  3,
  'Mid-Level',
  'Kumasi',
  'Digital marketer.',
);
c(
  'dorcas-seo-tema',
  'kente',
  'Dorcas Adjei',
  ['SEO', 'Content Marketing', 'Copywriting'],
  3,
  'Mid-Level',
  'Tema',
  'SEO and content writer.',
);
c(
  'samuel-digital-marketer-east-legon',
  'kente',
  'Samuel Appiah',
  ['Digital Marketing', 'Social Media Marketing', 'Google Ads', 'Facebook Ads'],
  6,
  'Senior',
  'East Legon',
  'Performance marketer.',
);
c(
  'kwadwo-sales-kumasi',
  'garden',
  'Kwadwo Asare',
  ['Sales', 'Twi', 'Negotiation', 'Retail'],
  4,
  'Mid-Level',
  'Kumasi',
  'FMCG sales representative, Kejetia market.',
);
c(
  'akosua-sales-suame',
  'garden',
  'Akosua Frimpong',
  ['Sales', 'Customer Service', 'Twi'],
  2,
  'Junior',
  'Suame',
  'Sales representative, building materials.',
);
c(
  'yaw-sales-kumasi',
  'garden',
  'Yaw Agyei',
  ['Sales', 'Business Development'],
  5,
  'Mid-Level',
  'Kumasi',
  'Sales executive for a beverage distributor, fluent in Asante Twi and English.',
);
c(
  'adjoa-telesales-ejisu',
  'garden',
  'Adjoa Nyamekye',
  ['Telesales', 'Twi', 'Customer Service'],
  3,
  'Mid-Level',
  'Ejisu',
  'Telesales agent.',
);
c(
  'kojo-key-accounts-accra',
  'sika',
  'Kojo Boakye',
  ['Sales', 'Twi', 'Key Account Management'],
  6,
  'Senior',
  'Accra',
  'Key account manager.',
);
c(
  'abenaa-retail-kumasi',
  'garden',
  'Abenaa Serwaa',
  ['Retail', 'Cash Handling', 'Twi'],
  1,
  'Junior',
  'Kumasi',
  'Shop assistant.',
  { resume: false },
);
c(
  'benjamin-sales-obuasi',
  'garden',
  'Benjamin Ntow',
  ['Sales', 'Merchandising'],
  3,
  'Mid-Level',
  'Obuasi',
  'Sales and merchandising, soft drinks.',
);
c(
  'mercy-call-centre-accra',
  'sika',
  'Mercy Adu',
  ['Customer Service', 'Call Centre', 'Telesales'],
  3,
  'Mid-Level',
  'Accra',
  'Call centre agent, telecom.',
);
c(
  'kwaku-customer-service-kaneshie',
  'sika',
  'Kwaku Manu',
  ['Customer Service', 'CRM'],
  2,
  'Junior',
  'Kaneshie',
  'Customer service officer.',
);
c(
  'faustina-call-centre-spintex',
  'sika',
  'Faustina Ocran',
  ['Call Centre', 'Customer Service', 'Mobile Money'],
  4,
  'Mid-Level',
  'Spintex',
  'Mobile money call centre team lead.',
);
c(
  'obed-front-desk-teshie',
  'sika',
  'Obed Tetteh',
  ['Customer Service', 'Front Desk'],
  1,
  'Junior',
  'Teshie',
  'Front desk officer.',
);
c(
  'josephine-call-centre-kumasi',
  'garden',
  'Josephine Amponsah',
  ['Customer Service', 'Call Centre'],
  3,
  'Mid-Level',
  'Kumasi',
  'Call centre agent.',
);
c(
  'nii-call-centre-tema',
  'sika',
  'Nii Okai',
  ['Call Centre', 'Customer Service'],
  2,
  'Junior',
  'Tema',
  'Call centre agent, insurance.',
);
c(
  'kwame-bd-banking-accra',
  'sika',
  'Kwame Owusu-Afriyie',
  ['Business Development', 'Banking', 'Key Account Management', 'Negotiation'],
  10,
  'Senior',
  'Accra',
  'Head of SME banking business development.',
);
c(
  'linda-bd-banking-kumasi',
  'sika',
  'Linda Asamoah',
  ['Business Development', 'Sales', 'Banking'],
  6,
  'Senior',
  'Kumasi',
  'Business development manager at a bank.',
);
c(
  'ato-relationship-manager-takoradi',
  'sika',
  'Ato Crentsil',
  ['Banking', 'Key Account Management', 'Credit Analysis'],
  9,
  'Senior',
  'Takoradi',
  'Corporate relationship manager.',
);
c(
  'jennifer-bd-accra',
  'kente',
  'Jennifer Addo',
  ['Business Development', 'Sales'],
  3,
  'Mid-Level',
  'Accra',
  'Business development officer, software.',
);
c(
  'francis-bd-insurance-accra',
  'sika',
  'Francis Kyei',
  ['Business Development', 'Insurance', 'Negotiation'],
  8,
  'Senior',
  'Accra',
  'Business development manager, insurance.',
);
c(
  'gertrude-bd-banking-tema',
  'sika',
  'Gertrude Ofosu',
  ['Banking', 'Business Development', 'Microfinance'],
  7,
  'Senior',
  'Tema',
  'Business development manager, savings and loans.',
);

// ── Logistics, procurement, HR ───────────────────────────────────────────────
c(
  'nii-procurement-tema',
  'kente',
  'Nii Lante Bruce',
  ['Procurement', 'Supply Chain', 'Contract Management'],
  5,
  'Mid-Level',
  'Tema',
  'Procurement officer at a cement factory.',
);
c(
  'comfort-procurement-ashaiman',
  'sika',
  'Comfort Asiedu',
  ['Procurement', 'Inventory Management'],
  3,
  'Mid-Level',
  'Ashaiman',
  'Purchasing officer.',
);
c(
  'kwabena-supply-chain-tema',
  'kente',
  'Kwabena Adjei',
  ['Supply Chain', 'Logistics', 'Import and Export'],
  6,
  'Senior',
  'Tema Community 2',
  'Supply chain officer, imports through Tema port.',
);
c(
  'elizabeth-procurement-accra',
  'sika',
  'Elizabeth Bonney',
  ['Procurement', 'Supply Chain'],
  4,
  'Mid-Level',
  'Accra',
  'Procurement officer, public sector.',
);
c(
  'yakubu-procurement-tamale',
  'savanna',
  'Yakubu Mumuni',
  ['Procurement', 'Supply Chain'],
  7,
  'Senior',
  'Tamale',
  'Procurement manager.',
);
c(
  'seth-procurement-spintex',
  'kente',
  'Seth Narh',
  ['Procurement', 'Supply Chain', 'SAP'],
  8,
  'Senior',
  'Spintex',
  'Senior procurement officer.',
);
c(
  'kofi-warehouse-kumasi',
  'garden',
  'Kofi Adomako',
  ['Warehouse Management', 'Inventory Management', 'Forklift operation'],
  6,
  'Senior',
  'Kumasi',
  'Warehouse supervisor, beverage depot.',
);
c(
  'emmanuel-inventory-suame',
  'garden',
  'Emmanuel Gyasi',
  ['Inventory Management', 'Logistics'],
  4,
  'Mid-Level',
  'Suame, Kumasi',
  'Stores officer.',
);
c(
  'dora-warehouse-ejisu',
  'garden',
  'Dora Amponsah',
  ['Warehouse Management', 'Procurement'],
  5,
  'Mid-Level',
  'Ejisu',
  'Warehouse officer.',
);
c(
  'francis-fleet-kumasi',
  'garden',
  'Francis Owusu',
  ['Logistics', 'Fleet Management'],
  7,
  'Senior',
  'Kumasi',
  'Transport and fleet officer.',
);
c(
  'isaac-warehouse-tema',
  'kente',
  'Isaac Nyarko',
  ['Warehouse Management', 'Inventory Management'],
  8,
  'Senior',
  'Tema',
  'Warehouse manager, port logistics.',
);
c(
  'stephen-stores-kumasi',
  'garden',
  'Stephen Oppong',
  ['Inventory Management'],
  2,
  'Junior',
  'Kumasi',
  'Stores assistant.',
);
c(
  'mawuli-logistics-tema',
  'kente',
  'Mawuli Agbo',
  ['Logistics', 'Fleet Management'],
  4,
  'Mid-Level',
  'Tema',
  'Logistics coordinator.',
);
c(
  'joseph-freight-ashaiman',
  'kente',
  'Joseph Quarshie',
  ['Logistics', 'Freight Forwarding'],
  3,
  'Mid-Level',
  'Ashaiman',
  'Freight forwarding and clearing.',
);
c(
  'abena-hr-accra',
  'sika',
  'Abena Asante',
  ['Human Resources', 'Recruitment', 'Employee Relations'],
  5,
  'Mid-Level',
  'Accra',
  'HR officer.',
);
c(
  'kwesi-hr-tema',
  'sika',
  'Kwesi Dadzie',
  ['Human Resources', 'Payroll', 'Labour Law'],
  6,
  'Senior',
  'Tema',
  'HR and payroll officer.',
);
c(
  'millicent-recruitment-madina',
  'sika',
  'Millicent Ofori',
  ['Recruitment'],
  2,
  'Junior',
  'Madina',
  'Recruitment coordinator.',
);
c(
  'ernest-hr-kumasi',
  'garden',
  'Ernest Baffoe',
  ['Human Resources', 'Training and Development', 'Performance Management'],
  9,
  'Senior',
  'Kumasi',
  'HR manager.',
);
c(
  'barbara-hr-kasoa',
  'sika',
  'Barbara Boateng',
  ['Human Resources', 'Recruitment', 'Payroll'],
  3,
  'Mid-Level',
  'Kasoa',
  'HR officer, recruitment and payroll.',
);

// ── Agriculture, teaching, construction, design ──────────────────────────────
c(
  'abdulai-agronomist-tamale',
  'savanna',
  'Abdulai Alhassan',
  ['Agronomy', 'Crop Production', 'Irrigation'],
  6,
  'Senior',
  'Tamale',
  'Agronomist, rice and soybean outgrower schemes.',
);
c(
  'ayishetu-extension-savelugu',
  'savanna',
  'Ayishetu Zakaria',
  ['Agricultural Extension', 'Crop Production', 'Dagbani'],
  4,
  'Mid-Level',
  'Savelugu',
  'Agricultural extension officer.',
);
c(
  'iddrisu-agronomist-yendi',
  'savanna',
  'Iddrisu Mahama',
  ['Agronomy', 'Agribusiness'],
  3,
  'Mid-Level',
  'Yendi',
  'Agronomist, maize seed company.',
);
c(
  'eric-agronomist-bolgatanga',
  'savanna',
  'Eric Adongo',
  ['Agronomy', 'Crop Production', 'Horticulture'],
  8,
  'Senior',
  'Bolgatanga',
  'Senior agronomist.',
);
c(
  'yaw-agronomist-techiman',
  'garden',
  'Yaw Donkor',
  ['Agronomy', 'Crop Production'],
  5,
  'Mid-Level',
  'Techiman',
  'Agronomist, cashew.',
);
c(
  'ibrahim-extension-tamale',
  'savanna',
  'Ibrahim Fuseini',
  ['Agricultural Extension', 'Agronomy', 'Hausa'],
  5,
  'Mid-Level',
  'Tamale',
  'Extension officer, Ministry of Food and Agriculture.',
);
c(
  'rukaya-farm-tolon',
  'savanna',
  'Rukaya Sulemana',
  ['Crop Production', 'Agriculture', 'Poultry Farming'],
  2,
  'Junior',
  'Tolon',
  'Farm supervisor.',
);
c(
  'sumaila-extension-livestock-tamale',
  'savanna',
  'Sumaila Osman',
  ['Agricultural Extension', 'Animal Husbandry'],
  3,
  'Mid-Level',
  'Tamale',
  'Livestock extension officer.',
);
c(
  'kobina-maths-teacher-capecoast',
  'garden',
  'Kobina Eshun',
  ['Teaching', 'Lesson Planning', 'Classroom Management'],
  6,
  'Senior',
  'Cape Coast',
  'Mathematics teacher at a senior high school.',
);
c(
  'araba-maths-tutor-capecoast',
  'garden',
  'Araba Quainoo',
  ['Teaching', 'Tutoring'],
  3,
  'Mid-Level',
  'Cape Coast',
  'Maths and integrated science teacher.',
);
c(
  'ekow-head-of-maths-elmina',
  'garden',
  'Ekow Mensah',
  ['Teaching', 'Curriculum Development'],
  10,
  'Senior',
  'Elmina',
  'Head of the mathematics department.',
);
c(
  'efua-kindergarten-capecoast',
  'garden',
  'Efua Amissah',
  ['Teaching', 'Early Childhood Education'],
  4,
  'Mid-Level',
  'Cape Coast',
  'Kindergarten teacher.',
);
c(
  'kwaku-maths-tuition-capecoast',
  'garden',
  'Kwaku Annor',
  ['Tutoring'],
  2,
  'Junior',
  'Cape Coast',
  'Private maths and physics tuition for WASSCE students.',
);
c(
  'esi-maths-teacher-mankessim',
  'garden',
  'Esi Baidoo',
  ['Teaching', 'Classroom Management'],
  5,
  'Mid-Level',
  'Mankessim',
  'Mathematics teacher, JHS.',
);
c(
  'john-maths-teacher-kumasi',
  'garden',
  'John Ankomah',
  ['Teaching'],
  7,
  'Senior',
  'Kumasi',
  'Mathematics teacher.',
);
c(
  'kwame-qs-accra',
  'kente',
  'Kwame Baah',
  ['Quantity Surveying', 'AutoCAD', 'Construction Management'],
  6,
  'Senior',
  'Accra',
  'Quantity surveyor, commercial buildings.',
);
c(
  'joana-qs-tema',
  'kente',
  'Joana Koomson',
  ['Quantity Surveying', 'Excel'],
  3,
  'Mid-Level',
  'Tema',
  'Quantity surveyor.',
);
c(
  'fred-qs-adenta',
  'kente',
  'Fred Asante',
  ['Quantity Surveying', 'AutoCAD'],
  4,
  'Mid-Level',
  'Adenta',
  'Quantity surveyor, estates.',
);
c(
  'victor-civil-accra',
  'kente',
  'Victor Sowah',
  ['Civil Engineering', 'AutoCAD', 'Revit'],
  5,
  'Mid-Level',
  'Accra',
  'Civil engineer, structural drawings.',
);
c(
  'mabel-qs-takoradi',
  'garden',
  'Mabel Essel',
  ['Quantity Surveying', 'Construction Management'],
  7,
  'Senior',
  'Takoradi',
  'Quantity surveyor and site manager.',
);
c(
  'nathaniel-qs-kasoa',
  'kente',
  'Nathaniel Quaye',
  ['Quantity Surveying'],
  2,
  'Junior',
  'Kasoa',
  'Junior quantity surveyor.',
);
c(
  'kwesi-civil-takoradi',
  'garden',
  'Kwesi Arthur',
  ['Civil Engineering', 'Construction Management', 'AutoCAD'],
  8,
  'Senior',
  'Takoradi',
  'Civil engineer, road and drainage works.',
);
c(
  'emelia-civil-sekondi',
  'garden',
  'Emelia Cobbina',
  ['Civil Engineering', 'Health and Safety'],
  6,
  'Senior',
  'Sekondi',
  'Civil engineer, site supervision of oil and gas facilities.',
);
c(
  'paul-civil-takoradi',
  'garden',
  'Paul Ekow Quainoo',
  ['Civil Engineering', 'Construction Management'],
  3,
  'Mid-Level',
  'Takoradi',
  'Site engineer.',
);
c(
  'richmond-civil-tarkwa',
  'garden',
  'Richmond Blay',
  ['Civil Engineering', 'Land Surveying'],
  10,
  'Senior',
  'Tarkwa',
  'Civil engineer, mining roads.',
);
c(
  'desmond-site-manager-shama',
  'garden',
  'Desmond Amoah',
  ['Construction Management', 'Health and Safety'],
  7,
  'Senior',
  'Shama',
  'Site manager, civil works.',
);
c(
  'kwabena-graphic-designer-kumasi',
  'garden',
  'Kwabena Sarfo',
  ['Graphic Design', 'Adobe Photoshop', 'Adobe Illustrator', 'CorelDRAW'],
  5,
  'Mid-Level',
  'Kumasi',
  'Graphic designer at a print house.',
);
c(
  'akua-designer-ejisu',
  'garden',
  'Akua Amponsah',
  ['Graphic Design', 'Canva', 'CorelDRAW'],
  2,
  'Junior',
  'Ejisu',
  'Designer: flyers and social media posts.',
);
c(
  'yaw-adobe-designer-adum',
  'garden',
  'Yaw Opoku',
  ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign'],
  4,
  'Mid-Level',
  'Adum',
  'Designs magazines, packaging and billboards.',
);
c(
  'ohene-ux-kumasi',
  'garden',
  'Ohene Djan',
  ['UI/UX Design', 'Figma'],
  3,
  'Mid-Level',
  'Kumasi',
  'Product designer.',
);
c(
  'rebecca-designer-kumasi',
  'garden',
  'Rebecca Asare',
  ['Graphic Design', 'Adobe Photoshop'],
  1,
  'Junior',
  'Kumasi',
  'Junior graphic designer.',
);
c(
  'papa-designer-accra',
  'kente',
  'Papa Yaw Mensah',
  ['Graphic Design', 'Adobe Illustrator', 'Adobe Photoshop'],
  6,
  'Senior',
  'Accra',
  'Senior graphic designer, agency.',
);
c(
  'sika-designer-mampong',
  'garden',
  'Sika Ampem',
  ['Graphic Design', 'Adobe Photoshop', 'Video Editing'],
  3,
  'Mid-Level',
  'Mampong, Ashanti',
  'Designer and video editor.',
);

// ── People nobody in the set is looking for ──────────────────────────────────
c(
  'kwaku-driver-kumasi',
  'garden',
  'Kwaku Sarpong',
  [],
  12,
  'Senior',
  'Kumasi',
  'Long-distance haulage driver, licence class F.',
  { resume: false },
);
c(
  'adwoa-chef-accra',
  'kente',
  'Adwoa Asantewaa',
  ['Catering', 'Food Safety'],
  5,
  'Mid-Level',
  'Accra',
  'Chef at a hotel.',
);
c(
  'kofi-security-tema',
  'kente',
  'Kofi Ampofo',
  [],
  null,
  'Not specified',
  'Tema',
  'Security guard.',
  { resume: false, phone: false },
);
c(
  'yaw-electrician-kumasi',
  'garden',
  'Yaw Boadi',
  ['Electrical Installation', 'Solar PV'],
  6,
  'Senior',
  'Kumasi',
  'Electrician, solar installations.',
);
c(
  'esi-receptionist-koforidua',
  'garden',
  'Esi Ofori',
  ['Front Desk', 'Microsoft Office', 'Customer Service'],
  2,
  'Junior',
  'Koforidua',
  'Receptionist.',
);
c(
  'kojo-welder-takoradi',
  'garden',
  'Kojo Quansah',
  ['Welding'],
  8,
  'Senior',
  'Takoradi',
  'Welder and fabricator.',
);
c(
  'akos-housekeeping-accra',
  'kente',
  'Akosua Badu',
  ['Hospitality', 'Housekeeping'],
  3,
  'Mid-Level',
  'Accra',
  'Hotel housekeeping supervisor.',
);
c(
  'selorm-journalist-ho',
  'kente',
  'Selorm Kuma',
  ['Journalism', 'Content Writing'],
  4,
  'Mid-Level',
  'Ho',
  'Radio journalist.',
);

// ── The same people in a second organization (same email: one person) ────────
c(
  'ama-accountant-kumasi',
  'sika',
  'Ama Owusu',
  ['Accounting'],
  4,
  'Mid-Level',
  'Kumasi',
  'Accountant.',
  { days: 700, phone: false, duplicateOf: 'ama-accountant-kumasi' },
);
c('kwame-react-accra', 'garden', 'Kwame Asamoah', ['JavaScript'], 3, 'Mid-Level', 'Accra', null, {
  days: 420,
  resume: false,
  duplicateOf: 'kwame-react-accra',
});
c(
  'mariama-midwife-tamale',
  'garden',
  'Mariama Yakubu',
  ['Midwifery', 'Patient Care', 'Nursing'],
  5,
  'Mid-Level',
  'Tamale',
  'Midwife, labour ward; also a registered nurse.',
  { duplicateOf: 'mariama-midwife-tamale' },
);
c(
  'nii-procurement-tema',
  'sika',
  'Nii Lante Bruce',
  ['Procurement'],
  2,
  'Junior',
  'Tema',
  'Purchasing assistant.',
  { days: 900, duplicateOf: 'nii-procurement-tema' },
);

export const EVAL_CANDIDATES: readonly EvalCandidate[] = list;

/** The email both records of a person share: the key, so a result maps back to it. */
export const evalEmail = (key: string) => `${key}@eval.shortlist.test`;
