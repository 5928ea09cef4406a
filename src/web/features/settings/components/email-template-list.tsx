import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { EmailTemplateView } from '../../../../shared/email';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { groupTemplatesByCategory } from './template-text';
import { VariableLegend, VariableList } from './variable-chip';

interface EmailTemplateListProps {
  templates: readonly EmailTemplateView[];
  canManage: boolean;
  onEdit: (template: EmailTemplateView) => void;
  /** Offered for the organization's own templates, never for a default one. */
  onDelete: (template: EmailTemplateView) => void;
  onPreview: (template: EmailTemplateView) => void;
}

/** The organization's templates under their categories. */
export function EmailTemplateList({
  templates,
  canManage,
  onEdit,
  onDelete,
  onPreview,
}: EmailTemplateListProps) {
  return (
    <div className="grid gap-6">
      {groupTemplatesByCategory(templates).map((group) => (
        <div key={group.category} className="grid gap-2">
          <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {group.category}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] text-slate-600">
              {group.templates.length}
              <span className="sr-only">
                {group.templates.length === 1 ? ' template' : ' templates'}
              </span>
            </span>
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {group.templates.map((template) => (
              <EmailTemplateRow
                key={template.id}
                template={template}
                canManage={canManage}
                onEdit={onEdit}
                onDelete={onDelete}
                onPreview={onPreview}
              />
            ))}
          </ul>
        </div>
      ))}
      <VariableLegend />
    </div>
  );
}

function EmailTemplateRow({
  template,
  canManage,
  onEdit,
  onDelete,
  onPreview,
}: Omit<EmailTemplateListProps, 'templates'> & { template: EmailTemplateView }) {
  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
      aria-label={template.name}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-sm font-semibold break-words text-slate-900">{template.name}</h4>
          {template.isDefault && <Badge variant="secondary">Default</Badge>}
        </div>
        <p className="text-sm break-words text-slate-600">
          <span className="text-slate-500">Subject: </span>
          {template.subject}
        </p>
        {template.variables.length > 0 && (
          <VariableList names={template.variables} label={`Variables of ${template.name}`} />
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {canManage ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onEdit(template)}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> {template.name}</span>
            </Button>
            {/* A default template can be edited but not deleted: the server refuses it. */}
            {!template.isDefault && (
              <Button variant="ghost-destructive" size="sm" onClick={() => onDelete(template)}>
                <Trash2 aria-hidden="true" />
                Delete<span className="sr-only"> {template.name}</span>
              </Button>
            )}
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onPreview(template)}>
            <Eye aria-hidden="true" />
            Preview<span className="sr-only"> {template.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
