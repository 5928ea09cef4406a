/**
 * The labelled cases of the matching evaluation: what a recruiter would type (or the
 * job they would post) and, for each, the people of candidates.ts they would pick,
 * graded by hand from the profiles: 2 = certainly on the shortlist, 1 = acceptable.
 * Everyone unlisted is 0. Written by reading the profiles as a recruiter would, never
 * from the engine's output: when the engine disagrees, the engine is what is measured.
 */
import type { EvalOrg } from './candidates';

export type Grade = 1 | 2;
export type Labels = Readonly<Record<string, Grade>>;

export interface EvalJob {
  org: EvalOrg;
  title: string;
  skills: string[];
  seniority: 'ENTRY' | 'MID' | 'SENIOR' | 'LEAD' | 'EXECUTIVE' | null;
  location: string;
  requirements: string[];
}

export type EvalCase =
  | { id: string; kind: 'search'; text: string; relevant: Labels }
  | { id: string; kind: 'job'; job: EvalJob; relevant: Labels };

const search = (id: string, text: string, relevant: Labels): EvalCase => ({
  id,
  kind: 'search',
  text,
  relevant,
});
const job = (id: string, posting: EvalJob, relevant: Labels): EvalCase => ({
  id,
  kind: 'job',
  job: posting,
  relevant,
});

/** Senior accountants in and around Kumasi: the search and the job share them. */
const SENIOR_ACCOUNTANTS_KUMASI: Labels = {
  'ama-accountant-kumasi': 2,
  'kwabena-accountant-ejisu': 2,
  'yaa-finance-manager-kumasi': 2,
  // Says "chartered accountant" in her summary; resume analysis only found IFRS.
  'abena-ifrs-kumasi': 2,
  // Quiet for over a year, still the right person.
  'kojo-accountant-kumasi-stale': 2,
  'ekua-accountant-kumasi': 2,
  // Further out in Ashanti, or auditors who could step into the role.
  'akosua-accountant-obuasi': 1,
  'kwame-auditor-kumasi': 1,
  'afua-accountant-konongo': 1,
  'yaw-accountant-mampong': 1,
  'zainab-auditor-kumasi': 1,
};

export const EVAL_CASES: readonly EvalCase[] = [
  // ── Finance ────────────────────────────────────────────────────────────────
  search(
    'senior-accountant-kumasi',
    'Senior accountant near Kumasi with IFRS',
    SENIOR_ACCOUNTANTS_KUMASI,
  ),
  search('accountant-accra-quickbooks', 'Accountant in Accra with QuickBooks', {
    'adwoa-accountant-accra': 2,
    'kwesi-accountant-madina': 2,
    'naa-accountant-kasoa': 2,
    'selorm-bookkeeper-tema': 1,
    'ebo-accountant-accra': 1,
    'nana-accountant-accra': 1,
    'dzifa-tax-accra': 1,
    'ewurabena-bookkeeper-accra': 1,
    'rashid-acca-student-accra': 1,
  }),
  search('bookkeeper-tamale', 'Bookkeeper in Tamale', {
    'mariam-bookkeeper-tamale': 2,
    'alhassan-accountant-tamale': 2,
    'amina-bookkeeper-savelugu': 2,
    'sumaila-junior-accountant-tamale': 2,
    'sulemana-accountant-yendi': 1,
    'ibrahim-payroll-tamale': 1,
  }),
  search('payroll-tax-accra', 'Payroll and tax officer in Accra, 3+ years', {
    'akua-payroll-accra': 2,
    'dzifa-tax-accra': 2,
    'kwesi-hr-tema': 1,
    'kwesi-accountant-madina': 1,
    'naa-accountant-kasoa': 1,
    'edem-auditor-tema': 1,
    'barbara-hr-kasoa': 1,
  }),
  search('auditor-acca-accra', 'Auditor with ACCA, 5 years, Accra', {
    'mansa-auditor-accra': 2,
    'edem-auditor-tema': 2,
    'josephine-auditor-adenta': 2,
    'araba-internal-auditor-accra': 1,
    'nana-accountant-accra': 1,
  }),
  search('junior-accountant-takoradi', 'Junior accountant Takoradi', {
    'kweku-junior-accountant-takoradi': 2,
    'esi-junior-accountant-takoradi': 2,
    'nhyira-accounts-assistant-shama': 2,
    'yaw-graduate-accountant-tarkwa': 1,
    'fiifi-accountant-takoradi': 1,
  }),
  search('credit-analyst-kumasi', 'Credit analyst for a bank in Kumasi', {
    'akwasi-credit-analyst-kumasi': 2,
    'afia-relationship-officer-ahodwo': 2,
    'owusu-loans-officer-ejisu': 2,
    'kwadwo-teller-kumasi': 1,
    'osei-investment-analyst-kumasi': 1,
    'linda-bd-banking-kumasi': 1,
  }),
  search('financial-analyst-accra', 'Financial analyst with financial modelling and Excel, Accra', {
    'nii-financial-analyst-accra': 2,
    'elikem-analyst-accra': 2,
    'dede-budget-analyst-adenta': 2,
    'serwaa-credit-risk-accra': 2,
    'kwaku-treasury-tema': 1,
    'enyonam-junior-analyst-accra': 1,
  }),

  // ── Software ───────────────────────────────────────────────────────────────
  search('react-accra-5-years', 'React developer in Accra 5+ years', {
    'kwame-react-accra': 2,
    'akosua-react-accra': 2,
    'selasi-react-node-madina': 2,
    'efo-react-kasoa': 2,
    'daniel-react-tema': 2,
    'abena-vue-accra': 1,
    'kofi-angular-accra': 1,
    'esther-fullstack-accra': 1,
  }),
  search('junior-frontend-kumasi', 'Junior frontend developer Kumasi', {
    'adwoa-junior-frontend-kumasi': 2,
    'kwabena-junior-react-kumasi': 2,
    'emmanuel-junior-vue-kumasi': 2,
    'ama-frontend-intern-kumasi': 1,
    'nana-yaw-reactjs-ejisu': 1,
    'michael-react-obuasi': 1,
  }),
  search('node-backend-postgres', 'Node.js backend developer with PostgreSQL', {
    'bernard-node-accra': 2,
    'kwaku-node-spintex': 2,
    'eric-nestjs-tema': 2,
    'afia-nest-kumasi': 1,
    'selasi-react-node-madina': 1,
    'esther-fullstack-accra': 1,
    'samuel-mern-kumasi': 1,
  }),
  search('senior-django-accra', 'Senior Python Django developer Accra', {
    'patience-django-accra': 2,
    'isaac-django-madina': 2,
    'selina-django-east-legon': 2,
    'theophilus-flask-accra': 1,
    'dennis-django-teshie': 1,
  }),
  search('flutter-mobile', 'Flutter mobile developer', {
    'emmanuel-flutter-accra': 2,
    'joyce-flutter-android-tema': 2,
    'kelvin-junior-flutter-takoradi': 2,
    'raymond-react-native-kumasi': 1,
    'doris-android-tema': 1,
    'stephen-ios-tema': 1,
    'bright-android-kumasi': 1,
    'sena-android-nungua': 1,
    'felix-android-ashaiman': 1,
    'linda-android-accra': 1,
  }),
  search('devops-aws-k8s', 'DevOps engineer AWS Kubernetes Docker', {
    'yaw-devops-accra': 2,
    'kofi-devops-kumasi': 2,
    'stella-azure-takoradi': 2,
    'matilda-cloud-tema': 1,
    'kwaku-node-spintex': 1,
    'kwasi-python-kumasi': 1,
  }),
  search('reactjs-near-kumasi', 'React.js developer near Kumasi', {
    'yaw-react-kumasi': 2,
    'nana-yaw-reactjs-ejisu': 2,
    'gifty-senior-frontend-kumasi': 2,
    'samuel-mern-kumasi': 2,
    'kwabena-junior-react-kumasi': 1,
    'emmanuel-junior-vue-kumasi': 1,
    'michael-react-obuasi': 1,
    'raymond-react-native-kumasi': 1,
  }),
  search('android-kotlin-tema', 'Android developer Kotlin in Tema', {
    'joyce-flutter-android-tema': 2,
    'doris-android-tema': 2,
    'felix-android-ashaiman': 2,
    'sena-android-nungua': 2,
    'linda-android-accra': 1,
  }),
  search('it-support-takoradi', 'IT support technician in Takoradi', {
    'paa-kwesi-it-support-takoradi': 2,
    'ekow-it-support-sekondi': 2,
    'kobina-it-support-shama': 2,
    'kwamena-hardware-takoradi': 2,
    'grace-network-tarkwa': 1,
  }),
  search('fullstack-javascript', 'Full stack JavaScript developer', {
    'selasi-react-node-madina': 2,
    'esther-fullstack-accra': 2,
    'samuel-mern-kumasi': 2,
    'bernard-node-accra': 1,
    'kwame-react-accra': 1,
    'ruth-fullstack-php-tema': 1,
  }),

  // ── Data ───────────────────────────────────────────────────────────────────
  search('junior-data-analyst-powerbi', 'junior data analyst Excel Power BI', {
    'abigail-junior-analyst-accra': 2,
    'kelvin-junior-analyst-madina': 2,
    'priscilla-junior-analyst-kumasi': 2,
    'sandra-graduate-analyst-capecoast': 2,
    'ophelia-junior-analyst-adenta': 2,
    'bismark-statistics-tamale': 1,
    'yaw-junior-analyst-kasoa': 1,
    'enyonam-junior-analyst-accra': 1,
  }),
  search('data-scientist-ml-python', 'Data scientist with machine learning and Python', {
    'kwadwo-data-scientist-accra': 2,
    'afua-ml-kumasi': 2,
    'mohammed-data-scientist-tamale': 2,
    'eunice-nlp-accra': 2,
    'theophilus-flask-accra': 1,
    'gideon-analyst-accra': 1,
  }),
  search('data-analyst-sql-tableau-accra', 'Data analyst SQL Tableau Accra 3 years', {
    'naomi-analyst-osu': 2,
    'gideon-analyst-accra': 2,
    'derrick-analyst-tema': 2,
    'kelvin-junior-analyst-madina': 1,
    'comfort-senior-analyst-accra': 1,
    'lydia-bi-analyst-east-legon': 1,
    'ophelia-junior-analyst-adenta': 1,
  }),
  search('me-officer-spss-tamale', 'M&E officer with SPSS in Tamale', {
    'issah-me-tamale': 2,
    'fatima-me-tamale': 2,
    'salamatu-me-savelugu': 2,
    'abdul-karim-me-bolgatanga': 1,
    'bismark-statistics-tamale': 1,
  }),

  // ── Health ─────────────────────────────────────────────────────────────────
  search('registered-nurse-kumasi', 'Registered nurse in Kumasi', {
    'abena-nurse-kumasi': 2,
    'gifty-nurse-tafo': 2,
    'mavis-nurse-ejisu': 2,
    // Her summary says RGN; resume analysis only found "Patient Care".
    'felicia-rgn-kumasi': 2,
    'patience-nurse-midwife-bekwai': 1,
    'ama-midwife-kumasi': 1,
  }),
  search('midwife-near-tamale', 'Midwife near Tamale', {
    'mariama-midwife-tamale': 2,
    'adisa-midwife-savelugu': 2,
    // Tolon is half an hour from Tamale.
    'sherifa-midwife-tolon': 2,
    'wumpini-midwife-tamale': 2,
    'memunatu-midwife-yendi': 1,
  }),
  search('experienced-pharmacist-accra', 'Experienced pharmacist Accra', {
    'kwame-pharmacist-accra': 2,
    'yvonne-pharmacist-tema': 2,
    'solomon-pharmacist-dome': 2,
    'nancy-pharmacist-madina': 2,
    'hannah-dispensing-kasoa': 1,
  }),

  // ── Sales, marketing, customer service ─────────────────────────────────────
  search('digital-marketing-accra', 'Digital marketing specialist social media SEO Accra', {
    'esi-digital-marketer-osu': 2,
    'akua-digital-marketer-accra': 2,
    'samuel-digital-marketer-east-legon': 2,
    'kofi-social-media-madina': 1,
    'dorcas-seo-tema': 1,
  }),
  search('sales-twi-kumasi', 'Sales representative who speaks Twi in Kumasi', {
    'kwadwo-sales-kumasi': 2,
    'akosua-sales-suame': 2,
    // Twi is in his summary, not his skills.
    'yaw-sales-kumasi': 2,
    'adjoa-telesales-ejisu': 2,
    'abenaa-retail-kumasi': 1,
    'benjamin-sales-obuasi': 1,
  }),
  search('call-centre-accra', 'Customer service call centre agent Accra', {
    'mercy-call-centre-accra': 2,
    'kwaku-customer-service-kaneshie': 2,
    'faustina-call-centre-spintex': 2,
    'nii-call-centre-tema': 2,
    'obed-front-desk-teshie': 1,
  }),
  search('bd-manager-banking', 'Business development manager with banking experience', {
    'kwame-bd-banking-accra': 2,
    'linda-bd-banking-kumasi': 2,
    'gertrude-bd-banking-tema': 2,
    'ato-relationship-manager-takoradi': 1,
    'francis-bd-insurance-accra': 1,
  }),

  // ── Operations, people ─────────────────────────────────────────────────────
  search('procurement-tema', 'Procurement officer with supply chain experience in Tema', {
    'nii-procurement-tema': 2,
    'comfort-procurement-ashaiman': 2,
    'seth-procurement-spintex': 2,
    'kwabena-supply-chain-tema': 1,
    'elizabeth-procurement-accra': 1,
  }),
  search('warehouse-supervisor-kumasi', 'Warehouse and inventory supervisor Kumasi', {
    'kofi-warehouse-kumasi': 2,
    'emmanuel-inventory-suame': 2,
    'dora-warehouse-ejisu': 2,
    'francis-fleet-kumasi': 1,
    'stephen-stores-kumasi': 1,
  }),
  search('hr-recruitment-payroll-accra', 'HR officer recruitment and payroll Accra', {
    'abena-hr-accra': 2,
    'kwesi-hr-tema': 2,
    'barbara-hr-kasoa': 2,
    'millicent-recruitment-madina': 1,
    'akua-payroll-accra': 1,
  }),

  // ── Agriculture, teaching, construction, design ────────────────────────────
  search('agronomist-near-tamale', 'Agronomist near Tamale with crop production', {
    'abdulai-agronomist-tamale': 2,
    'ibrahim-extension-tamale': 2,
    'ayishetu-extension-savelugu': 1,
    'iddrisu-agronomist-yendi': 1,
    'eric-agronomist-bolgatanga': 1,
    'rukaya-farm-tolon': 1,
  }),
  search('maths-teacher-cape-coast', 'Mathematics teacher in Cape Coast', {
    'kobina-maths-teacher-capecoast': 2,
    'araba-maths-tutor-capecoast': 2,
    'ekow-head-of-maths-elmina': 2,
    'kwaku-maths-tuition-capecoast': 1,
    'esi-maths-teacher-mankessim': 1,
  }),
  search('quantity-surveyor-accra', 'Quantity surveyor with AutoCAD Accra', {
    'kwame-qs-accra': 2,
    'fred-qs-adenta': 2,
    'joana-qs-tema': 1,
    'victor-civil-accra': 1,
    'nathaniel-qs-kasoa': 1,
  }),
  search('graphic-designer-kumasi', 'Graphic designer Photoshop Illustrator Kumasi', {
    'kwabena-graphic-designer-kumasi': 2,
    // Every tool, no "Graphic Design" on the list.
    'yaw-adobe-designer-adum': 2,
    'rebecca-designer-kumasi': 2,
    'akua-designer-ejisu': 1,
    'sika-designer-mampong': 1,
  }),
  search('civil-engineer-takoradi', 'Civil engineer site supervision Takoradi 5+ years', {
    'kwesi-civil-takoradi': 2,
    'emelia-civil-sekondi': 2,
    'desmond-site-manager-shama': 2,
    'paul-civil-takoradi': 1,
    'richmond-civil-tarkwa': 1,
    'mabel-qs-takoradi': 1,
  }),

  // ── Jobs ───────────────────────────────────────────────────────────────────
  job(
    'job-senior-accountant-kumasi',
    {
      org: 'garden',
      title: 'Senior Accountant',
      skills: ['Accounting', 'IFRS', 'Financial Reporting'],
      seniority: 'SENIOR',
      location: 'Kumasi',
      requirements: ['At least 5 years of accounting practice', 'ICAG or ACCA membership'],
    },
    SENIOR_ACCOUNTANTS_KUMASI,
  ),
  job(
    'job-frontend-engineer-accra',
    {
      org: 'kente',
      title: 'Frontend Engineer',
      skills: ['React', 'TypeScript', 'CSS'],
      seniority: 'MID',
      location: 'Accra',
      requirements: ['3+ years building React applications', 'Care for accessibility'],
    },
    {
      'kwame-react-accra': 2,
      'akosua-react-accra': 2,
      'selasi-react-node-madina': 2,
      'efo-react-kasoa': 2,
      'abena-vue-accra': 1,
      'kofi-angular-accra': 1,
      'daniel-react-tema': 1,
      'esther-fullstack-accra': 1,
    },
  ),
  job(
    'job-nurse-tamale',
    {
      org: 'savanna',
      title: 'Registered Nurse',
      skills: ['Nursing', 'Patient Care'],
      seniority: 'MID',
      location: 'Tamale',
      requirements: [
        'Registered with the Nursing and Midwifery Council',
        '2+ years of ward experience',
      ],
    },
    {
      'hawa-nurse-tamale': 2,
      'rahinatu-nurse-tamale': 2,
      'zuweira-nurse-savelugu': 2,
      'lamisi-chn-tamale': 1,
      'gloria-junior-nurse-tamale': 1,
      'adisa-midwife-savelugu': 1,
      'mariama-midwife-tamale': 1,
    },
  ),
  job(
    'job-logistics-coordinator-tema',
    {
      org: 'kente',
      title: 'Logistics Coordinator',
      skills: ['Logistics', 'Inventory Management', 'Fleet Management'],
      seniority: 'MID',
      location: 'Tema',
      requirements: ['3 years of logistics experience', 'Knows the port and its clearing agents'],
    },
    {
      'kwabena-supply-chain-tema': 2,
      'isaac-warehouse-tema': 2,
      'mawuli-logistics-tema': 2,
      'joseph-freight-ashaiman': 2,
      'comfort-procurement-ashaiman': 1,
      'nii-procurement-tema': 1,
    },
  ),
  job(
    'job-junior-data-analyst-accra',
    {
      org: 'kente',
      title: 'Junior Data Analyst',
      skills: ['Excel', 'SQL', 'Power BI'],
      seniority: 'ENTRY',
      location: 'Accra',
      requirements: ['0-2 years of experience', 'A degree in statistics, economics or similar'],
    },
    {
      'abigail-junior-analyst-accra': 2,
      'kelvin-junior-analyst-madina': 2,
      'ophelia-junior-analyst-adenta': 2,
      'lydia-bi-analyst-east-legon': 1,
      'yaw-junior-analyst-kasoa': 1,
      'enyonam-junior-analyst-accra': 1,
    },
  ),
  job(
    'job-sales-executive-kumasi',
    {
      org: 'garden',
      title: 'Sales Executive',
      skills: ['Sales', 'Negotiation'],
      seniority: 'MID',
      location: 'Kumasi',
      requirements: ['2+ years in FMCG sales', 'Speaks Twi'],
    },
    {
      'kwadwo-sales-kumasi': 2,
      'yaw-sales-kumasi': 2,
      'akosua-sales-suame': 2,
      'adjoa-telesales-ejisu': 1,
      'benjamin-sales-obuasi': 1,
    },
  ),
  job(
    'job-senior-backend-accra',
    {
      org: 'kente',
      title: 'Senior Backend Developer',
      skills: ['Node.js', 'PostgreSQL', 'Docker'],
      seniority: 'SENIOR',
      location: 'Accra',
      requirements: ['5+ years building backend services', 'Experience with payments is a plus'],
    },
    {
      'bernard-node-accra': 2,
      'kwaku-node-spintex': 2,
      'eric-nestjs-tema': 2,
      'patience-django-accra': 1,
      'francis-java-accra': 1,
      'selasi-react-node-madina': 1,
    },
  ),
  job(
    'job-extension-officer-tamale',
    {
      org: 'savanna',
      title: 'Agricultural Extension Officer',
      skills: ['Agricultural Extension', 'Agronomy'],
      seniority: 'MID',
      location: 'Tamale',
      requirements: ['2+ years of field work with smallholder farmers', 'Speaks Dagbani'],
    },
    {
      'ayishetu-extension-savelugu': 2,
      'ibrahim-extension-tamale': 2,
      'sumaila-extension-livestock-tamale': 2,
      'abdulai-agronomist-tamale': 1,
      'rukaya-farm-tolon': 1,
    },
  ),
];
