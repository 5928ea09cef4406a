import { PageHeader } from '../../../components/page-header';
import { EmailTemplatesSection } from '../components/email-templates-section';
import { OrganizationSection } from '../components/organization-section';
import { TeamSection } from '../components/team-section';

/** The organization's settings, one card per section (READING.md section 6). */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="How your organization works in Shortlist" />
      <div className="grid gap-6">
        <OrganizationSection />
        <TeamSection />
        <EmailTemplatesSection />
      </div>
    </>
  );
}
