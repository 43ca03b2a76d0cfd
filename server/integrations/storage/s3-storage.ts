import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStorageKey, type FileStorage, type StorageArea } from "./storage";

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

/**
 * Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), so several app instances share
 * one store. One bucket, two prefixes: `public/` and `private/`. The bucket needs no public access: the
 * app reads objects and serves them itself (photos under /media with long cache headers, documents to
 * admins only).
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const objectKey = (area: StorageArea, key: string) => {
    assertStorageKey(key);
    return `${area}/${key}`;
  };
  return {
    kind: "s3",
    async put(area, key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(area, key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(area, key) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(area, key) }),
        );
        if (!result.Body) return null;
        const body = Buffer.from(await result.Body.transformToByteArray());
        return { body, contentType: result.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(area, key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(area, key) }));
    },
  };
}
