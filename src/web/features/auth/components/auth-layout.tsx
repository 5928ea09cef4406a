import type { ReactNode } from 'react';
import { BrandHeader } from '../../../components/brand-logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <BrandHeader />
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-slate-600">{description}</p>}
          <div className="mt-6">{children}</div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

export const inlineLinkClasses =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline';

interface AuthSubmitButtonProps {
  /** The form's request: the button waits while it runs. */
  mutation: { isPending: boolean; isSuccess: boolean };
  label: string;
  /** Shown while the request runs, e.g. "Signing in...". */
  pendingLabel: string;
  /** By default once the request succeeded, so it is not sent twice while the page moves on. */
  isDisabled?: boolean;
}

/** The one button of an auth page's form: full width, saying what it does or that it is doing it. */
export function AuthSubmitButton({
  mutation,
  label,
  pendingLabel,
  isDisabled = mutation.isSuccess,
}: AuthSubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" isPending={mutation.isPending} disabled={isDisabled}>
      {mutation.isPending ? pendingLabel : label}
    </Button>
  );
}
