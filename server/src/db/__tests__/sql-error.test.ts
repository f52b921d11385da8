import { sqlError } from '../sql-error';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: …'), { cause });

describe('sqlError', () => {
  it('reads the SQLSTATE, message and constraint through drizzle’s wrapper, either driver', () => {
    const postgresJs = { code: '23505', message: 'duplicate key', constraint_name: 'x_key' };
    const pglite = { code: '23514', message: 'check', constraint: 'y_check' };
    expect(sqlError(wrapped(postgresJs))).toEqual({
      code: '23505',
      message: 'duplicate key',
      constraint: 'x_key',
    });
    expect(sqlError(wrapped(pglite))).toEqual({
      code: '23514',
      message: 'check',
      constraint: 'y_check',
    });
  });

  it('skips codes that are no SQLSTATE and answers null when none is found', () => {
    const socket = Object.assign(new Error('refused'), {
      code: 'ECONNREFUSED',
      cause: { code: '26000', message: 'prepared statement "p1" does not exist' },
    });
    expect(sqlError(socket)).toEqual({
      code: '26000',
      message: 'prepared statement "p1" does not exist',
      constraint: null,
    });
    expect(sqlError(new Error('plain'))).toBeNull();
    expect(sqlError('22P05')).toBeNull();
    const cycle: { code?: string; cause?: unknown } = {};
    cycle.cause = cycle;
    expect(sqlError(cycle)).toBeNull();
  });
});
