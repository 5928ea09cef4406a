import { EyeOff, Megaphone, Unlock } from 'lucide-react';
import { UNLOCK_PRICE_TEXT } from '../../../lib/pricing';

const STEPS = [
  {
    icon: Megaphone,
    title: 'Post Free',
    text: 'Create a job in minutes. Publishing to your public job page and the partner careers board costs nothing.',
  },
  {
    icon: EyeOff,
    title: 'Review Anonymized',
    text: 'Applicants arrive in your pipeline without names or contact details, so you judge skills and experience first.',
  },
  {
    icon: Unlock,
    title: 'Unlock with Credits',
    text: `Unlock a candidate for ${UNLOCK_PRICE_TEXT} to see their name, contact details and resume.`,
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-slate-500">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
