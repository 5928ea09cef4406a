import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const controlClasses = cn(
  'w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...props} />;
}
