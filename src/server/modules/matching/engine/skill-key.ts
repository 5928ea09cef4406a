/**
 * A skill as retrieval keys it: lower case, letters, digits, '+' and '#' only
 * ("Node.js" -> "nodejs", "C#" -> "c#", "Power BI" -> "powerbi"). Spelled exactly as
 * the database's `shortlist_skill_keys` (migration 0018) so both sides agree.
 */
export function skillKey(skill: string): string {
  return skill.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, '');
}
