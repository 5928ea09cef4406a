import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MyDataView } from '../../../../shared/my-data';
import { LinkInvalid } from './link-invalid';
import { MyDataOverview } from './my-data-overview';

const data: MyDataView = {
  email: 'ama@example.test',
  linkExpiresAt: '2027-02-25T09:00:00.000Z',
  organizations: [
    {
      organizationName: 'Akwaaba Foods',
      dataProtectionContact: { name: 'Kofi Mensah', email: 'privacy@akwaaba.example' },
      profile: {
        fullName: 'Ama Owusu',
        email: 'ama@example.test',
        phone: '024 123 4567',
        location: null,
      },
      applications: [
        {
          id: 'app-1',
          jobTitle: 'Sales Lead',
          stage: 'Interview',
          status: 'In progress',
          appliedAt: '2026-11-02T10:00:00.000Z',
          coverNote: 'I sold kenkey\nfor years.',
          resume: { type: 'pdf', bytes: 122_880 },
        },
        {
          id: 'app-2',
          jobTitle: 'Driver',
          stage: 'Applied',
          status: 'Withdrawn',
          appliedAt: '2026-10-01T10:00:00.000Z',
          coverNote: null,
          resume: null,
        },
      ],
    },
    {
      organizationName: 'Volta Logistics',
      dataProtectionContact: null,
      profile: { fullName: 'Ama Owusu', email: 'ama@example.test', phone: null, location: 'Ho' },
      applications: [
        {
          id: 'app-3',
          jobTitle: 'Dispatcher',
          stage: 'Rejected',
          status: 'Not selected',
          appliedAt: '2026-09-01T10:00:00.000Z',
          coverNote: null,
          resume: { type: 'docx', bytes: 1_468_006 },
        },
      ],
    },
  ],
};

function html(view: MyDataView) {
  const noop = () => undefined;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MyDataOverview data={view} token="t" onErased={noop} onStale={noop} />
    </QueryClientProvider>,
  );
}

describe('the candidate’s own data', () => {
  it('shows what each organization holds, in heading order', () => {
    const out = html(data);
    const headings = [...out.matchAll(/<h(\d)[^>]*>(.*?)<\/h\1>/g)].map(
      ([, level, text]) => `${level} ${text}`,
    );
    expect(headings).toEqual([
      '1 Your data',
      '2 Correct your name and phone',
      '2 Akwaaba Foods',
      '3 Contact details it holds',
      '3 Applications',
      '4 Sales Lead',
      '4 Driver',
      '2 Volta Logistics',
      '3 Contact details it holds',
      '3 Applications',
      '4 Dispatcher',
    ]);
    expect(out).toContain('<time dateTime="2027-02-25T09:00:00.000Z">25 Feb 2027</time>');
    expect(out).toContain('Kofi Mensah, <a href="mailto:privacy@akwaaba.example"');
    expect(out).toContain('No data-protection contact given');
    expect(out).toContain('024 123 4567');
    expect(out).toContain('PDF, 120 KB');
    expect(out).toContain('Word (DOCX), 1.4 MB');
    expect(out).toContain('I sold kenkey\nfor years.');
    expect(out).toContain('Its personal data has been deleted');
  });

  it('offers the actions, and withdrawing only for the application in progress', () => {
    const out = html(data);
    expect(out).toContain('Download my data (JSON)');
    expect(out).toContain('Download my data (PDF)');
    expect(out).toContain('Erase all my data');
    expect(out.match(/Withdraw application/g)).toHaveLength(1);
    expect(out).toContain(
      'Withdraw application<span class="sr-only"> for Sales Lead at Akwaaba Foods</span>',
    );
  });

  it('says so when nothing is held under the email', () => {
    const out = html({ ...data, organizations: [] });
    expect(out).toContain('We hold no applications under this email');
    expect(out).not.toContain('Withdraw application');
  });

  it('announces why a link does not work, and how to get a new one', () => {
    const out = renderToStaticMarkup(<LinkInvalid message="This link is invalid." />);
    expect(out).toContain('<p role="alert"');
    expect(out).toContain('This link is invalid.');
    expect(out).toContain('How to get a new link');
  });
});
