import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const VARIANTS = {
  default: 'border-transparent bg-brand-100 text-brand-800',
  secondary: 'border-transparent bg-slate-100 text-slate-700',
  outline: 'border-slate-300 text-slate-700',
  success: 'border-transparent bg-green-100 text-green-800',
  warning: 'border-transparent bg-amber-100 text-amber-800',
  destructive: 'border-transparent bg-red-100 text-red-800',
  info: 'border-transparent bg-sky-100 text-sky-800',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3.5',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
