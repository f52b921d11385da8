import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * A part after the one file an upload allows. It carries @fastify/multipart's own code for the
 * limit, so the routes' mapping of FST_FILES_LIMIT refuses it as they refuse that.
 */
class ExtraPartError extends Error {
  readonly code = 'FST_FILES_LIMIT';
  constructor() {
    super('Only one file may be sent');
  }
}

export type SingleFileUpload = {
  /** The first file of the request; undefined when it has none. */
  file: MultipartFile | undefined;
  /** Reads the body on after `file` was read whole; throws when another part follows it. */
  assertNothingMore(): Promise<void>;
};

/**
 * The file of a one-file upload. `request.file()` returns the first file and never reads on, so
 * the routes' `files: 1, parts: 1` limits went unseen: a second file (or a field after the file)
 * was ignored and the first one stored. Read `file` whole, then call `assertNothingMore()`.
 */
export async function singleFileUpload(request: FastifyRequest): Promise<SingleFileUpload> {
  const files = request.files();
  const first = await files.next();
  return {
    file: first.done ? undefined : first.value,
    async assertNothingMore() {
      const next = await files.next();
      if (!next.done) throw new ExtraPartError();
    },
  };
}
