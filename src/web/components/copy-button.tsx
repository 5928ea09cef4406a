import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './ui/button';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes to the clipboard. */
  text: string;
  /** Said to screen readers after "Copy", e.g. "the webhook URL". */
  what?: string;
}

/** Copies a text to the clipboard and says "Copied" for two seconds. */
export function CopyButton({
  text,
  what,
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };

  return (
    <Button variant={variant} size={size} onClick={() => void copy()} {...props}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {isCopied ? 'Copied' : 'Copy'}
      {what && <span className="sr-only"> {what}</span>}
    </Button>
  );
}
