import {
  BarChart3,
  CalendarCheck,
  ClipboardList,
  Columns3,
  Share2,
  UserSquare2,
} from 'lucide-react';

const FEATURES = [
  {
    icon: Columns3,
    title: 'Drag-and-drop Kanban pipeline',
    text: 'See every applicant by stage and move them forward with a drag or a click.',
  },
  {
    icon: ClipboardList,
    title: 'Scorecards',
    text: 'Interviewers rate candidates on the same scale, so decisions rest on notes, not memory.',
  },
  {
    icon: CalendarCheck,
    title: 'Scheduling with calendar invites',
    text: 'Book interviews and send invites as .ics files that open in any calendar.',
  },
  {
    icon: Share2,
    title: 'Job distribution with sync status',
    text: 'Published jobs go to the partner careers board, and you always see whether each one synced.',
  },
  {
    icon: UserSquare2,
    title: 'Candidate profiles',
    text: 'A timeline, notes and the unlock history of every candidate in one place.',
  },
  {
    icon: BarChart3,
    title: 'Lite analytics',
    text: 'Applications this month, interviews this week and how many applicants move past screening.',
  },
];

export function Features() {
  return (
    <section id="features" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Everything a small hiring team needs
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          One place for the whole process, from posting a job to making the offer.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 p-6">
              <feature.icon className="size-6 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
