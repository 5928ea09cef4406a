import { ArrowRight, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import { DEFAULT_STAGES, TRIAL_CREDITS } from '../../../../shared/rules';
import { buttonClasses } from '../../../components/ui/button';

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-800">
            Built for employers in Ghana
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Hire faster. Post free. Pay only when candidates are worth it.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            Publish jobs to your careers page and the partner careers board at no cost, review
            anonymized applicants in one pipeline, and spend credits only on the people you want to
            talk to.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/signup" className={buttonClasses('default', 'lg')}>
              Post a Job Free
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link href="/demo" className={buttonClasses('outline', 'lg')}>
              <PlayCircle aria-hidden="true" />
              Try The Demo
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-500">
            No credit card needed. Start with {TRIAL_CREDITS} free trial credits.
          </p>
        </div>
        <PipelineIllustration />
      </div>
    </section>
  );
}

/** A drawing of the pipeline board: decorative, so hidden from screen readers. */
function PipelineIllustration() {
  return (
    <div
      aria-hidden="true"
      className="hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-brand-900/5 lg:block"
    >
      <div className="grid grid-cols-4 gap-3">
        {DEFAULT_STAGES.map((stage, column) => (
          <div key={stage} className="rounded-lg bg-slate-50 p-2">
            <p className="mb-2 px-1 text-xs font-semibold text-slate-700">{stage}</p>
            <div className="grid gap-2">
              {Array.from({ length: 3 - Math.min(column, 2) }, (_, row) => (
                <div key={row} className="rounded-md border border-slate-200 bg-white p-2">
                  <div className="flex items-center justify-between">
                    <span className="h-2 w-12 rounded bg-slate-300" />
                    <Lock className="size-3 text-slate-400" />
                  </div>
                  <span className="mt-2 block h-1.5 w-16 rounded bg-slate-200" />
                  <span className="mt-1 block h-1.5 w-10 rounded bg-brand-200" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
