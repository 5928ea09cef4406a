import { FolderTree, Mail, MailCheck, Send } from 'lucide-react';
import { useId, useState } from 'react';
import {
  PLATFORM_TEMPLATE_CATEGORIES,
  type AdminEmailTemplatesResponse,
  type AdminEmailTemplateView,
} from '../../../../shared/admin';
import { QueryState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, TitledCard } from '../../../components/ui/card';
import { useEmailConfiguration, useEmailTemplates } from '../api/email-templates';
import { SendTestEmailDialog } from './send-test-email-dialog';
import { StatCard } from './stat-card';
import { DetailItem } from './detail-item';

/** The platform's email templates by category, the mail configuration, and test sends. */
export function EmailTemplatesTab() {
  const templates = useEmailTemplates();
  const [testTemplateId, setTestTemplateId] = useState<string | null>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Email Templates
        </h2>
        <Button onClick={() => setTestTemplateId('')} disabled={!templates.data}>
          <Send aria-hidden="true" />
          Send Test Email
        </Button>
      </div>

      <EmailConfigurationCard />

      <QueryState query={templates} error="We could not load the email templates.">
        {(data) => <TemplatesView data={data} onTest={setTestTemplateId} />}
      </QueryState>

      <SendTestEmailDialog
        templates={templates.data?.templates ?? []}
        initialTemplateId={testTemplateId}
        onOpenChange={(open) => {
          if (!open) setTestTemplateId(null);
        }}
      />
    </section>
  );
}

function EmailConfigurationCard() {
  const configuration = useEmailConfiguration();
  return (
    <TitledCard title="Email configuration">
      <QueryState query={configuration} error="We could not load the email configuration.">
        {(config) => (
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <DetailItem term="Status">
              <Badge variant={config.configured ? 'success' : 'warning'}>
                {config.configured ? 'Configured' : 'Not Configured'}
              </Badge>
            </DetailItem>
            <DetailItem term="Provider" valueClassName="font-medium text-slate-900">
              {config.provider}
            </DetailItem>
            <DetailItem term="From address" valueClassName="font-medium break-all text-slate-900">
              {config.fromEmail}
            </DetailItem>
          </dl>
        )}
      </QueryState>
    </TitledCard>
  );
}

function TemplatesView({
  data,
  onTest,
}: {
  data: AdminEmailTemplatesResponse;
  onTest: (templateId: string) => void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total templates" value={data.statistics.totalTemplates} icon={Mail} />
        <StatCard
          label="Active templates"
          value={data.statistics.activeTemplates}
          icon={MailCheck}
        />
        <StatCard label="Categories" value={data.statistics.categories} icon={FolderTree} />
      </div>
      {PLATFORM_TEMPLATE_CATEGORIES.map((category) => {
        const inCategory = data.templates.filter((template) => template.category === category);
        return (
          <section key={category} aria-label={category} className="grid gap-3">
            <h3 className="text-base font-semibold text-slate-900">{category}</h3>
            {inCategory.length === 0 ? (
              <p className="text-sm text-slate-500">No templates in this category.</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {inCategory.map((template) => (
                  <li key={template.id}>
                    <TemplateCard template={template} onTest={() => onTest(template.id)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

function TemplateCard({
  template,
  onTest,
}: {
  template: AdminEmailTemplateView;
  onTest: () => void;
}) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <h4 className="text-sm font-semibold text-slate-900">{template.name}</h4>
        <Badge variant={template.status === 'active' ? 'success' : 'secondary'}>
          {template.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">{template.description}</p>
      <dl className="grid gap-1 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt className="font-medium text-slate-700">Trigger:</dt>
          <dd>{template.trigger}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium text-slate-700">Recipients:</dt>
          <dd>{template.recipients}</dd>
        </div>
      </dl>
      <div className="mt-auto">
        <Button variant="outline" size="sm" onClick={onTest}>
          <Send aria-hidden="true" />
          Test<span className="sr-only"> {template.name}</span>
        </Button>
      </div>
    </Card>
  );
}
