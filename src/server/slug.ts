/** "Acme & Sons (Accra)" -> "acme-sons-accra": lowercase letters, digits and hyphens only. */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/** The first of base, base-2, base-3 ... that is not taken and not reserved. */
export function nextFreeSlug(
  base: string,
  taken: Iterable<string>,
  reserved: readonly string[] = [],
): string {
  const used = new Set(taken);
  if (!used.has(base) && !reserved.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
