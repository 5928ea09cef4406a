/**
 * The data the measured pages need, created through the API as a user would:
 * employers (signed in) and published jobs whose size is that of a real posting.
 */

export interface SeededJob {
  id: string;
  slug: string;
}

const SESSION_COOKIE = 'shortlist_session';

/** About 4 KB of Markdown: what a real job posting weighs, so the job GET serializes a realistic body. */
const DESCRIPTION_MD = `## About us

Akwaaba Logistics moves fresh produce from farms in the Bono and Ashanti regions to
markets and supermarkets across Ghana. We run a fleet of 140 refrigerated trucks,
three cold-storage hubs (Kumasi, Techiman and Tema) and an app that lets farmers book
pick-ups by USSD or WhatsApp. We are 230 people and growing fast.

## The role

We are looking for a **Senior Backend Engineer** to join the platform team in Accra.
You will own the services that plan routes, price deliveries and pay drivers through
mobile money. You will work with product, operations and the data team, and you will
help us grow the engineering team from 12 to 20 people this year.

## What you will do

- Design, build and run the APIs behind our driver, farmer and buyer apps.
- Improve the route planner so that trucks leave full and arrive on time.
- Make payouts to drivers through MTN MoMo and Telecel Cash reliable and auditable.
- Keep our PostgreSQL databases fast and safe as traffic doubles every year.
- Review code, mentor two junior engineers and take part in the on-call rotation.
- Write down decisions so that the next engineer understands why, not only what.

## What we are looking for

- Five or more years building and running backend services in production.
- Strong TypeScript or Go; we use both, and Node.js for most services.
- Solid SQL: you read query plans and know when an index helps and when it hurts.
- Experience with payments, logistics or marketplaces is a plus.
- You explain technical trade-offs clearly to people who are not engineers.
- You care about the people who use what you build, many of them on low-end
  Android phones and patchy networks.

## What we offer

- A salary between GH₵ 28,000 and GH₵ 38,000 a month, reviewed every year.
- Health insurance for you, your spouse and up to four children.
- A yearly learning budget of GH₵ 10,000 for books, courses and conferences.
- 24 days of paid leave, plus public holidays.
- A hybrid schedule: three days a week in our Airport City office, two from home.
- A laptop of your choice and a monthly data and transport allowance.

## How we hire

1. A 30-minute call with our Head of Engineering about you and the role.
2. A take-home exercise of about three hours, paid at GH₵ 1,500.
3. A conversation with two engineers about your exercise and past work.
4. A final talk with our CEO and COO.

We answer every application within ten working days. We welcome applications from
women and from engineers outside Accra; relocation support is available.

## Our values

**Farmers first.** Every feature starts with a question: does it get produce to
market fresher, faster or cheaper?

**Own it.** You build it, you ship it, you keep it running, with the team behind you.

**Say it plainly.** We write short documents, give direct feedback and assume good
intent.

**Leave it better.** We fix the broken window we walk past, and we leave time for it
in every plan.
`;

function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`Sign-up returned no ${SESSION_COOKIE} cookie`);
  return cookie;
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(
      `POST ${new URL(url).pathname} answered ${response.status}: ${await response.text()}`,
    );
  }
  return response;
}

export interface Employer {
  email: string;
  /** `shortlist_session=...`, for the Cookie header. */
  cookie: string;
}

/** A new organization and its first member (an ADMIN), signed in: sign-up answers with the session. */
export async function signUpEmployer(
  baseUrl: string,
  names: { orgName: string; name: string; emailLocalPart: string },
): Promise<Employer> {
  // State-changing requests must come from the server's own origin (CSRF guard).
  const email = `${names.emailLocalPart}+${Date.now()}@${names.orgName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
  const signup = await postJson(
    `${baseUrl}/api/v1/auth/signup`,
    {
      orgName: names.orgName,
      name: names.name,
      email,
      password: 'bench-password-1234',
    },
    { origin: baseUrl },
  );
  return { email, cookie: sessionCookie(signup) };
}

/** A published job of realistic size, created by the employer through the API. */
export async function createPublishedJob(
  baseUrl: string,
  employer: Employer,
  title = 'Senior Backend Engineer',
): Promise<SeededJob> {
  const created = await postJson(
    `${baseUrl}/api/v1/jobs`,
    {
      title,
      status: 'PUBLISHED',
      department: 'Engineering',
      location: 'Accra, Greater Accra',
      employmentType: 'FULL_TIME',
      seniority: 'SENIOR',
      workMode: 'HYBRID',
      compensationRange: 'GH₵ 28,000 – 38,000 / month',
      salaryMinGhs: 28_000,
      salaryMaxGhs: 38_000,
      descriptionMd: DESCRIPTION_MD,
      responsibilities: [
        'Build and run the APIs behind the driver, farmer and buyer apps',
        'Improve route planning and delivery pricing',
        'Make mobile money payouts reliable and auditable',
      ],
      requirements: [
        'Five or more years of backend engineering in production',
        'Strong TypeScript or Go, and solid SQL',
      ],
      skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Go', 'Mobile money'],
    },
    { origin: baseUrl, cookie: employer.cookie },
  );
  const job = (await created.json()) as { id: string; publicSlug: string };
  return { id: job.id, slug: job.publicSlug };
}

export async function seedPublishedJob(baseUrl: string): Promise<SeededJob> {
  const employer = await signUpEmployer(baseUrl, {
    orgName: 'Akwaaba Logistics',
    name: 'Efua Mensah',
    emailLocalPart: 'efua.mensah',
  });
  return createPublishedJob(baseUrl, employer);
}
