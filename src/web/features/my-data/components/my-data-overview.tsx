import { Download, Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MyApplicationView, MyDataView, MyOrganizationView } from '../../../../shared/my-data';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { formatDate } from '../../../lib/format';
import { useDownloadMyData, type MyDataExportFormat } from '../api/download-my-data';
import { useEraseMyData } from '../api/erase-my-data';
import { isDataStale, myDataFailureMessage } from '../api/my-data-request';
import { useWithdrawApplication } from '../api/withdraw-application';
import { withdrawDescription } from './my-data-text';
import { OrganizationCard } from './organization-card';
import { ContactForm } from './contact-form';

interface MyDataOverviewProps {
  data: MyDataView;
  token: string;
  /** Everything was erased: the page shows its last screen. */
  onErased: () => void;
  /** An action found the page out of date (the link dead, the application gone): reload it. */
  onStale: () => void;
}

interface Withdrawing {
  organization: MyOrganizationView;
  application: MyApplicationView;
}

/** What the organizations hold about the link's person, and what they can do about it. */
export function MyDataOverview({ data, token, onErased, onStale }: MyDataOverviewProps) {
  const download = useDownloadMyData(token);
  const erase = useEraseMyData(token);
  const withdraw = useWithdrawApplication(token);
  const [isErasing, setIsErasing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);

  const onFailure = (error: unknown, title: string, fallback: string) => {
    toast({ variant: 'destructive', title, description: myDataFailureMessage(error, fallback) });
    if (isDataStale(error)) onStale();
  };

  const onDownload = (format: MyDataExportFormat) =>
    download.mutate(format, {
      onError: (error) =>
        onFailure(error, 'Download failed', 'We could not download your data. Please try again.'),
    });

  const onConfirmErase = () =>
    erase.mutate(undefined, {
      onSuccess: onErased,
      onError: (error) => {
        setIsErasing(false);
        onFailure(error, 'Erasing failed', 'We could not erase your data. Please try again.');
      },
    });

  const onConfirmWithdraw = () => {
    if (!withdrawing) return;
    const { application } = withdrawing;
    withdraw.mutate(application.id, {
      onSuccess: () => {
        setWithdrawing(null);
        toast({
          variant: 'success',
          title: 'Application withdrawn',
          description: `Your application for ${application.jobTitle} was withdrawn and its personal data deleted.`,
        });
      },
      onError: (error) => {
        setWithdrawing(null);
        onFailure(
          error,
          'Withdrawing failed',
          'We could not withdraw this application. Please try again.',
        );
      },
    });
  };

  return (
    <div className="grid gap-8">
      <header className="grid gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your data</h1>
          <p className="mt-2 text-slate-700">
            What employers hold about <strong className="font-semibold">{data.email}</strong>{' '}
            through Shortlist.
          </p>
          <p className="mt-1 text-sm text-slate-600">
            This private link works until{' '}
            <time dateTime={data.linkExpiresAt}>{formatDate(data.linkExpiresAt)}</time>. Do not
            share it: anyone who has it can see and erase your data.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {(['json', 'pdf'] as const).map((format) => {
            const isPending = download.isPending && download.variables === format;
            return (
              <Button
                key={format}
                variant="outline"
                onClick={() => onDownload(format)}
                isPending={isPending}
                disabled={download.isPending}
              >
                {!isPending && <Download aria-hidden="true" />}
                Download my data ({format.toUpperCase()})
              </Button>
            );
          })}
          <Button variant="destructive" onClick={() => setIsErasing(true)}>
            <Trash2 aria-hidden="true" />
            Erase all my data
          </Button>
        </div>
      </header>

      {data.organizations.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="We hold no applications under this email"
          description="If you applied with another email, ask for a link to that one on the employer's job page."
        />
      ) : (
        <ContactForm data={data} token={token} />
      )}
      {data.organizations.length > 0 &&
        data.organizations.map((organization, index) => (
          <OrganizationCard
            // Two organizations may share a name; their order is the server's and stable.
            key={`${index}-${organization.organizationName}`}
            organization={organization}
            onWithdraw={(application) => setWithdrawing({ organization, application })}
          />
        ))}

      <ConfirmDialog
        open={isErasing}
        onOpenChange={setIsErasing}
        title="Erase all your data?"
        description={
          'Every organization listed here deletes its copy of your name, contact details, cover notes and resumes, and keeps only anonymous counts. This cannot be undone, and this link stops working.'
        }
        confirmLabel="Erase all my data"
        onConfirm={onConfirmErase}
        isPending={erase.isPending}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title={
          withdrawing
            ? `Withdraw your application for ${withdrawing.application.jobTitle}?`
            : 'Withdraw your application?'
        }
        description={
          withdrawing ? withdrawDescription(withdrawing.organization, withdrawing.application) : ''
        }
        confirmLabel="Withdraw application"
        onConfirm={onConfirmWithdraw}
        isPending={withdraw.isPending}
      />
    </div>
  );
}
