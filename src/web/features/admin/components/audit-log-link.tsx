import { FileClock } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

export function AuditLogLink() {
  return (
    <Link href="/admin/audit-log" className={buttonClasses('outline')}>
      <FileClock aria-hidden="true" />
      Audit log
    </Link>
  );
}
