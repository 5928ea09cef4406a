/** Formats integer pesewas as Ghana cedi, e.g. 1000 -> "GH₵ 10.00". */
export function formatCedis(pesewas: number): string {
  return `GH₵ ${(pesewas / 100).toFixed(2)}`;
}

export function formatCredits(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
