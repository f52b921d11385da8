/** The budgets of issue 14: a figure above its limit fails `pnpm bench:web`. */
export interface Budget {
  what: string;
  /** The measured figure, in the unit of `limit`. */
  value: number;
  limit: number;
  unit: 'KB' | 'steps' | 'files';
  aim?: number;
}

export const KB = 1024;

export function printBudgets(budgets: readonly Budget[]): boolean {
  console.log('\n| budget | measured | limit | |');
  console.log('|---|---|---|---|');
  let ok = true;
  for (const b of budgets) {
    const pass = b.value <= b.limit;
    ok &&= pass;
    const shown = b.unit === 'KB' ? b.value.toFixed(1) : String(b.value);
    const aim = b.aim === undefined ? '' : ` (aim ${b.aim})`;
    console.log(
      `| ${b.what} | ${shown} ${b.unit} | ≤ ${b.limit}${aim} | ${pass ? 'ok' : 'OVER'} |`,
    );
  }
  return ok;
}
