/** "Acme Trading Ltd" → "AT", "Main" → "M" (not "MA", which reads as a word of its own). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}
