import type { CaptchaVerifier } from './captcha/captcha-verifier';
import type { Clock, MovableClock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/file-storage';

/** Everything a module may use; built once by `buildApp`. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** Uploaded files (avatars): local folder or S3-compatible. */
  storage: FileStorage;
  /** The same clock as `clock`, movable: given only in TEST_MODE (/api/test/clock moves it). */
  testClock?: MovableClock;
};
