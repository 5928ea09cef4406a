import type { PipelineFormValue } from './job-form-values';

/** One row of the stage editor. */
export interface StageItem {
  /** Stable identity for React and focus, independent of the editable name. */
  key: string;
  name: string;
  /** The name the server has for this stage; null for a stage added here. */
  savedName: string | null;
}

/**
 * The pipeline value the API expects from the editor's rows: the names in
 * order, plus saved name -> new name for every saved stage renamed here, so
 * the server moves that stage's applications along (decision record 0006).
 */
export function toPipelineValue(items: readonly StageItem[]): PipelineFormValue {
  const renamedStages: Record<string, string> = {};
  for (const item of items) {
    const name = item.name.trim();
    if (item.savedName !== null && name && name !== item.savedName) {
      renamedStages[item.savedName] = name;
    }
  }
  const stages = items.map((item) => item.name);
  return Object.keys(renamedStages).length > 0 ? { stages, renamedStages } : { stages };
}
