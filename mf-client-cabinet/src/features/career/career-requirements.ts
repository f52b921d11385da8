import type { CareerFigures, CareerStatus } from 'shared-api';
import { progressPercent } from '../../money/progress';

export const VOLUME_REQUIREMENTS = ['personal', 'firstLine', 'mainBranch', 'side'] as const;
export type VolumeRequirement = (typeof VOLUME_REQUIREMENTS)[number];

export interface VolumeProgress {
  key: VolumeRequirement;
  have: string;
  need: string;
  percent: number;
  met: boolean;
}

export interface BranchProgress {
  /** Secondary branches at or above the threshold, counted up to the number required. */
  have: number;
  need: number;
  threshold: string;
  percent: number;
  met: boolean;
}

/** The partner's figures against one status's thresholds (business rules, Career). */
export function requirementsOf(status: CareerStatus, figures: CareerFigures) {
  const volumes: VolumeProgress[] = VOLUME_REQUIREMENTS.map((key) => ({
    key,
    have: figures[key],
    need: status[key],
    percent: progressPercent(figures[key], status[key]),
    met: BigInt(figures[key]) >= BigInt(status[key]),
  }));
  const threshold = BigInt(status.secondaryThreshold);
  const reaching = figures.secondaryBranches.filter((v) => BigInt(v) >= threshold).length;
  const need = status.secondaryBranches;
  const have = Math.min(reaching, need);
  const branches: BranchProgress = {
    have,
    need,
    threshold: status.secondaryThreshold,
    percent: need > 0 ? Math.floor((have * 100) / need) : 100,
    met: have >= need,
  };
  return { volumes, branches };
}
