import fs from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, contentTypeOf, type FileStorage, type StorageArea } from "./storage";

/**
 * Files on the local disk under `{root}/public` and `{root}/private` (root: DATA_DIR/files). Zero set-up,
 * one instance. The content type comes from the key's extension.
 */
export function createDiskStorage(root: string): FileStorage {
  const fileOf = (area: StorageArea, key: string) => {
    assertStorageKey(key);
    return path.join(root, area, ...key.split("/"));
  };
  return {
    kind: "disk",
    async put(area, key, body) {
      const file = fileOf(area, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async get(area, key) {
      try {
        const body = await fs.readFile(fileOf(area, key));
        return { body, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(area, key) {
      await fs.rm(fileOf(area, key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
