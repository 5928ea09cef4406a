import { Badge } from '../../../components/ui/badge';
import { splitSkills } from './match-text';

/** Up to five skills, then '+N more' (the rest in its tooltip). */
export function SkillBadges({ skills }: { skills: string[] }) {
  if (skills.length === 0) return <p className="text-sm text-slate-500">No skills listed</p>;
  const { shown, more } = splitSkills(skills);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline" title={skills.slice(shown.length).join(', ')}>
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
