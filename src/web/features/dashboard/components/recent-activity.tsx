import {
  Briefcase,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  ClipboardCheck,
  StickyNote,
  CalendarPlus,
  CheckCircle2,
  FilePlus2,
  Inbox,
  LockOpen,
  Mail,
  MoveRight,
  Trash2,
  Undo2,
  UserPlus,
  UserX,
  XCircle,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityType, ActivityView } from '../../../../shared/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';

const ACTIVITY_ICONS: Record<ActivityType, LucideIcon> = {
  job_created: FilePlus2,
  job_published: CheckCircle2,
  job_closed: XCircle,
  job_deleted: Trash2,
  application_received: Inbox,
  candidate_unlocked: LockOpen,
  unlock_refunded: Undo2,
  stage_moved: MoveRight,
  application_rejected: UserX,
  interview_scheduled: CalendarPlus,
  email_sent: Mail,
  member_joined: UserPlus,
  note_added: StickyNote,
  interview_rescheduled: CalendarClock,
  interview_cancelled: CalendarX,
  interview_completed: CalendarCheck,
  scorecard_submitted: ClipboardCheck,
  applications_anonymized: ShieldCheck,
};

export function RecentActivity({ activity }: { activity: ActivityView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">
            No activity yet. Post a job and what happens will show here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {activity.map((item) => {
              const Icon = ACTIVITY_ICONS[item.type] ?? Briefcase;
              return (
                <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm text-slate-800">{item.message}</p>
                    <time
                      dateTime={item.occurredAt}
                      title={formatDateTime(item.occurredAt)}
                      className="text-xs text-slate-500"
                    >
                      {formatRelativeTime(item.occurredAt)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
