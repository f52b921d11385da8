/** The one source of business time: token and link expiry, rate-limit windows, timestamps. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests (and the TEST_MODE route /api/test/clock) may move. */
export interface MovableClock extends Clock {
  set(to: Date | string): void;
  advance(ms: number): void;
}

/**
 * System time plus an offset that `advance` and `set` move (TEST_MODE servers): time keeps
 * running, so timers and expiries behave as in production, only shifted.
 */
export class OffsetClock implements MovableClock {
  private offsetMs = 0;

  constructor(private readonly system: () => number = Date.now) {}

  now(): Date {
    return new Date(this.system() + this.offsetMs);
  }

  set(to: Date | string): void {
    this.offsetMs = new Date(to).getTime() - this.system();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A clock that stands still until a test moves it. */
export class FixedClock implements MovableClock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T10:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
