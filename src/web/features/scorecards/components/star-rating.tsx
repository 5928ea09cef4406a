import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { cn } from '../../../lib/utils';
import { RATING_LABELS, RATINGS, ratingText } from './scorecard-form';

interface StarRatingInputProps {
  /** Names the group; shown unless `labelledBy` points at a label elsewhere. */
  label: string;
  /** The id of a visible element that labels the group (the label is then not shown again). */
  labelledBy?: string | undefined;
  /** Keeps the label for screen readers only, when the row around the stars already names it. */
  isLabelHidden?: boolean;
  value: number | null;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** Given to the first star, so a form can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  isRequired?: boolean;
  size?: 'default' | 'lg';
}

/**
 * A 1 to 5 rating as a group of native radio buttons drawn as stars: Tab reaches
 * the group, arrow keys move between stars and choose, Space chooses the focused
 * star, and each star is read out as "4 out of 5: Very good".
 */
export function StarRatingInput({
  label,
  labelledBy,
  isLabelHidden = false,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  isRequired = false,
  size = 'default',
}: StarRatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const labelId = labelledBy ?? `${id}-label`;
  const errorId = `${id}-error`;
  const starSize = size === 'lg' ? 'size-7' : 'size-5';

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {!labelledBy && (
          <span
            id={labelId}
            className={
              isLabelHidden ? 'sr-only' : 'text-sm leading-none font-medium text-slate-800'
            }
          >
            {label}
            {isRequired && (
              <span className="ml-0.5 text-red-600" aria-hidden="true">
                *
              </span>
            )}
          </span>
        )}
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex items-center"
          onMouseLeave={() => setHovered(null)}
        >
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              onMouseEnter={() => setHovered(rating)}
            >
              <input
                ref={rating === 1 ? inputRef : undefined}
                type="radio"
                name={id}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
                aria-label={`${ratingText(rating)}: ${RATING_LABELS[rating]}`}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  starSize,
                  'transition-colors',
                  rating <= shown
                    ? 'fill-amber-400 text-amber-500'
                    : error
                      ? 'text-red-300'
                      : 'text-slate-300',
                )}
              />
            </label>
          ))}
        </div>
        <span
          className={cn('text-sm', value ? 'font-medium text-slate-700' : 'text-slate-500')}
          aria-hidden="true"
        >
          {hovered
            ? RATING_LABELS[hovered]
            : value
              ? `${RATING_LABELS[value]} (${value}/5)`
              : 'Not rated'}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A rating shown as five stars with its text ("4 out of 5") for every reader. */
export function StarRating({
  rating,
  size = 'default',
  isTextShown = true,
  className,
}: {
  rating: number;
  size?: 'sm' | 'default';
  /** False when the text beside the stars is given elsewhere (an average, say). */
  isTextShown?: boolean;
  className?: string;
}) {
  const starSize = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span className="inline-flex" aria-hidden="true">
        {RATINGS.map((star) => (
          <Star
            key={star}
            className={cn(
              starSize,
              star <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
            )}
          />
        ))}
      </span>
      {isTextShown && (
        <span className={size === 'sm' ? 'text-xs text-slate-600' : 'text-sm text-slate-700'}>
          {ratingText(rating)}
        </span>
      )}
    </span>
  );
}
