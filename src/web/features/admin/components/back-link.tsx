import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttonClasses('ghost', 'sm', '-ml-2 mb-3')}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  );
}
