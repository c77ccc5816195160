import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { bankCardApplications, bankCardIdcardPhotos } from '../../db/schema/index';
import { idcardDir, photoName } from './idcard-photos';

/**
 * ID-card photos stored before they were encrypted: each plain file is written again encrypted
 * (`<name>.enc`), every row naming it is pointed at the new file, then the plain file goes.
 * Safe to run on every start and on several instances at once: 'wx' lets one writer win, the
 * row updates are idempotent, and a crash between steps leaves the plain file to retry.
 */
export async function encryptLegacyIdcardPhotos(deps: Deps): Promise<number> {
  const dir = idcardDir(deps.config.uploadDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let done = 0;
  for (const name of names) {
    const m = photoName.exec(name);
    if (!m || m[2]) continue;
    const plain = await fs.readFile(path.join(dir, name)).catch(() => null);
    if (!plain) continue;
    const encName = `${name}.enc`;
    await fs
      .writeFile(path.join(dir, encName), deps.cipher.encryptBytes(plain), { flag: 'wx' })
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
    await deps.db.transaction(async (tx) => {
      const t = bankCardIdcardPhotos;
      const a = bankCardApplications;
      await tx.update(t).set({ frontFile: encName }).where(eq(t.frontFile, name));
      await tx.update(t).set({ backFile: encName }).where(eq(t.backFile, name));
      await tx.update(a).set({ frontFile: encName }).where(eq(a.frontFile, name));
      await tx.update(a).set({ backFile: encName }).where(eq(a.backFile, name));
    });
    await fs.rm(path.join(dir, name), { force: true });
    done += 1;
  }
  return done;
}
