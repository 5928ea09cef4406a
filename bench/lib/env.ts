/** Settings the bench's commands read from their environment, each refused clearly when wrong. */

/** A whole number of 1 or more in `name` (`fallback` when unset); `unit` names what it counts. */
export function wholeNumberEnv(
  name: string,
  fallback: number,
  unit?: string,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ''}, 1 or more`);
  }
  return value;
}

/** Node flags given in `name`, separated by spaces; none when it is unset. */
export const flagsEnv = (name: string, env: NodeJS.ProcessEnv = process.env): string[] =>
  env[name]?.split(/\s+/).filter(Boolean) ?? [];

/** An object of environment variables given as JSON in `name`; none when it is unset. */
export function jsonEnv(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const text = env[name];
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${name} must be a JSON object of environment variables`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${name} must be a JSON object of environment variables`);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}
