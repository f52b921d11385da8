import type { BinarySide } from 'shared-api/contract';

/** A node's leg figures: from the table, plus placements earlier in the same batch. */
export type LegFigures = {
  leftVolume: bigint;
  rightVolume: bigint;
  leftCount: number;
  rightCount: number;
};

export const noLegs = (): LegFigures => ({
  leftVolume: 0n,
  rightVolume: 0n,
  leftCount: 0,
  rightCount: 0,
});

export const addLegs = (a: LegFigures, b: LegFigures): LegFigures => ({
  leftVolume: a.leftVolume + b.leftVolume,
  rightVolume: a.rightVolume + b.rightVolume,
  leftCount: a.leftCount + b.leftCount,
  rightCount: a.rightCount + b.rightCount,
});

/**
 * business rules (Binary): the smaller leg by total volume; ties: fewer partners, then left.
 */
export function smallerLeg(legs: LegFigures): BinarySide {
  if (legs.leftVolume < legs.rightVolume) return 'left';
  if (legs.rightVolume < legs.leftVolume) return 'right';
  if (legs.rightCount < legs.leftCount) return 'right';
  return 'left';
}
