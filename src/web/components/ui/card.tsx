import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-500', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 p-5 pt-0', className)} {...props} />;
}

interface TitledCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** An icon before the title, e.g. `<Users className="size-4 text-slate-500" aria-hidden="true" />`. */
  icon?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  /** Classes of the content under the header. */
  contentClassName?: string;
}

/** A card with a title, an optional description and actions, and its content. */
export function TitledCard({
  title,
  description,
  icon,
  actions,
  contentClassName,
  children,
  ...props
}: TitledCardProps) {
  const heading = icon ? (
    <div className="flex items-center gap-2">
      {icon}
      <CardTitle>{title}</CardTitle>
    </div>
  ) : (
    <CardTitle>{title}</CardTitle>
  );
  return (
    <Card {...props}>
      <CardHeader className={actions ? 'flex-row items-center justify-between gap-3' : undefined}>
        {heading}
        {description && <CardDescription>{description}</CardDescription>}
        {actions}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
