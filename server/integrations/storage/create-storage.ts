import path from "node:path";
import type { Env } from "../../env";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { FileStorage } from "./storage";

/** S3 when S3_ENDPOINT and S3_BUCKET are set (env.ts requires the keys then), else DATA_DIR/files. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(env.DATA_DIR, "files"));
}
