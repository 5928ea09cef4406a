import type { EmailTemplateView } from '../../../../shared/email';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { TemplatePreview } from './template-preview';
import { VariableLegend, VariableList } from './variable-chip';

interface TemplatePreviewDialogProps {
  template: EmailTemplateView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A template read-only, for members who use templates but may not change them. */
export function TemplatePreviewDialog({
  template,
  open,
  onOpenChange,
}: TemplatePreviewDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        {...returnFocus}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{template.name}</DialogTitle>
          <DialogDescription>
            {template.category}. Shown with a sample candidate, your name and your organization’s.
          </DialogDescription>
        </DialogHeader>
        {template.variables.length > 0 && (
          <div className="grid gap-2">
            <VariableList names={template.variables} label={`Variables of ${template.name}`} />
            <VariableLegend />
          </div>
        )}
        <TemplatePreview subject={template.subject} content={template.content} />
      </DialogContent>
    </Dialog>
  );
}
