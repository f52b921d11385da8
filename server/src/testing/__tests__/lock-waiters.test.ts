import { sql } from 'drizzle-orm';
import type { OpenDb } from '../../db/open-db';
import { untilWaitingForLocks } from '../lock-waiters';
import { describeOnPostgres } from '../on-postgres';
import { openTestDb } from '../test-db';

/** A row lock another session of the same database waits for, and its end. */
async function heldWait(db: OpenDb['db']) {
  await db.execute(sql`create table if not exists held (id int primary key)`);
  await db.execute(sql`insert into held values (1) on conflict do nothing`);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting: Promise<unknown> | undefined;
  const holding = db.transaction(async (tx) => {
    await tx.execute(sql`select id from held where id = 1 for update`);
    // A drizzle query runs once it is awaited or `then`-ed: started here, not when awaited later.
    waiting = db.execute(sql`update held set id = 1 where id = 1`).then(() => undefined);
    await released;
  });
  return { holding, waiting: () => waiting, release };
}

// Every test file has a schema of its own in one database, and jest runs files side by side: a
// barrier that counted the other files' waits opened before its own request reached the lock.
describeOnPostgres('untilWaitingForLocks', () => {
  let mine: OpenDb;
  let other: OpenDb;
  beforeAll(async () => {
    [mine, other] = await Promise.all([openTestDb(), openTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([mine?.close(), other?.close()]);
  });

  it("opens on a wait of this file's sessions, not on another file's", async () => {
    const theirs = await heldWait(other.db);
    await untilWaitingForLocks(other.db, 1);
    await expect(untilWaitingForLocks(mine.db, 1)).rejects.toThrow(/fewer than 1/);
    theirs.release();
    await theirs.holding;
    await theirs.waiting();

    const own = await heldWait(mine.db);
    await expect(untilWaitingForLocks(mine.db, 1)).resolves.toBeUndefined();
    own.release();
    await own.holding;
    await own.waiting();
  });
});
