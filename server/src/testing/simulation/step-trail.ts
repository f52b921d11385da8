import { ERROR_CODES } from 'shared-api/contract';
import type { StepOutcome } from './money-steps';

/**
 * A simulation run's trail: each step's name and answer. `record` adds a step, expects a refusal
 * to be one of the contract's codes that step may meet (never a crash), and returns where the
 * run is (seed, step and the last steps) for the messages of later checks.
 */
export function stepTrail(seed: number) {
  const lines: string[] = [];
  return {
    lines,
    record(step: number, outcome: StepOutcome): string {
      const reply = outcome.reply;
      lines.push(
        `${step} ${outcome.name} → ${reply ? `${reply.statusCode} ${reply.code ?? ''}` : '-'}`,
      );
      const where = `seed ${seed}, step ${step}:\n${lines.slice(-8).join('\n')}`;
      if (reply && reply.statusCode >= 300) {
        expect([where, ERROR_CODES.includes(reply.code as never)]).toEqual([where, true]);
        expect([where, outcome.allowed.includes(reply.code as never)]).toEqual([where, true]);
      }
      return where;
    },
  };
}
