/** One gate's verdict. `reasons` say, for a human, why a version may not go out. */
export interface GateResult {
  gate: 'manifest' | 'shared' | 'smoke';
  ok: boolean;
  reasons: string[];
}

export const verdict = (gate: GateResult['gate'], reasons: string[]): GateResult => ({
  gate,
  ok: reasons.length === 0,
  reasons,
});
