import { testClockMoveSchema, testClockSchema } from 'shared-api/contract';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { AppModule } from '../../http/zod-app';
import { runDueJobs } from '../../jobs/run-due-jobs';

/**
 * TEST_MODE only (contract test-clock.ts): reads and moves business time for the e2e suite.
 * Without TEST_MODE the routes do not exist (404). Moving time runs every job once before the
 * answer, so what became due (accruals, expiries) is booked when the caller looks.
 */
export const testClockModule: AppModule = {
  name: 'test-clock',
  register(app, deps) {
    if (!deps.config.testMode) return;
    const clock = deps.testClock;
    if (!clock) throw new Error('TEST_MODE needs a movable clock (BuildAppDeps.testClock)');

    app.get(
      '/api/test/clock',
      {
        schema: { tags: ['test'], response: { 200: testClockSchema } },
        config: { access: access.public },
      },
      () => ({ now: clock.now().toISOString() }),
    );

    app.post(
      '/api/test/clock',
      {
        schema: {
          tags: ['test'],
          body: testClockMoveSchema,
          response: { 200: testClockSchema, ...errorResponses(422) },
        },
        config: { access: access.public },
      },
      async (request) => {
        const move = request.body;
        if ('set' in move) clock.set(move.set);
        else clock.advance(move.advanceMs);
        await runDueJobs(deps);
        return { now: clock.now().toISOString() };
      },
    );
  },
};
