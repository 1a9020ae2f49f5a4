/** The series of `name` in Prometheus text whose labels include `labels` (tests). */
function matching(text: string, name: string, labels: Record<string, string>): number[] {
  const values: number[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => have.get(key) === value)) values.push(Number(match[3]));
  }
  return values;
}

/** The value of the first series of `name` whose labels include `labels`, or undefined. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return matching(text, name, labels)[0];
}

/** The sum over every series of `name` whose labels include `labels` (0 when none). */
export function seriesSum(text: string, name: string, labels: Record<string, string> = {}): number {
  return matching(text, name, labels).reduce((sum, value) => sum + value, 0);
}
