/** Where uploaded files go: a local folder (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** `https://s3.example.com` (path-style requests: `<endpoint>/<bucket>/<key>`). */
      endpoint: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Temporary credentials (an IAM role's) come with a session token. */
      sessionToken?: string;
      region: string;
      /** Public base URL of the bucket's objects; defaults to `<endpoint>/<bucket>`. */
      publicUrl: string;
    };
