import { describe, expect, it } from 'vitest';
import { toPipelineValue } from './stage-items';

const saved = (name: string, key = name) => ({ key, name, savedName: name });

describe('toPipelineValue', () => {
  it('sends only the stage names when nothing was renamed', () => {
    expect(toPipelineValue([saved('Applied'), saved('Screening')])).toEqual({
      stages: ['Applied', 'Screening'],
    });
  });

  it('reports a renamed saved stage under its saved name, trimmed', () => {
    const items = [{ ...saved('Applied'), name: ' New applicants ' }, saved('Screening')];
    expect(toPipelineValue(items)).toEqual({
      stages: [' New applicants ', 'Screening'],
      renamedStages: { Applied: 'New applicants' },
    });
  });

  it('does not report stages added in the editor or renamed to blank', () => {
    const items = [
      { key: 'new-1', name: 'Technical Test', savedName: null },
      { ...saved('Applied'), name: '  ' },
    ];
    expect(toPipelineValue(items)).toEqual({ stages: ['Technical Test', '  '] });
  });

  it('follows a swap of two names as two renames', () => {
    const items = [
      { ...saved('Interview'), name: 'Decision' },
      { ...saved('Decision'), name: 'Interview' },
    ];
    expect(toPipelineValue(items).renamedStages).toEqual({
      Interview: 'Decision',
      Decision: 'Interview',
    });
  });
});
