import { CHAT_NAME_MAX, CHAT_PICTURE_GROUPS_MAX, CHAT_PICTURES_MAX, RESPONSE_CODES } from '@mall/shared';
import type { ChatPicture, ChatPictureGroup, ChatPictureGroups } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { ModuleError } from '../../http/messages';
import { claimUpload, type UploadService } from '../uploads';

/**
 * The buyer's picture manager (spec section 2: upload, rename, delete, group): chat pictures in
 * named groups, picked from when sending. A picture is an upload of purpose `chat-image`, checked
 * by content and size by the upload service and claimed here. Deleting a picture takes it out of
 * the manager; messages that showed it keep showing it.
 */
export const CHAT_IMAGE_PURPOSE = 'chat-image';

const notFound = (key: 'pictureNotFound' | 'groupNotFound') => new ModuleError('chat', key, { code: RESPONSE_CODES.NOT_FOUND });
const nameField = (key: 'sameName' | 'groupExists') =>
  new ModuleError('chat', key, { code: RESPONSE_CODES.INVALID_ARGUMENT, data: { field: 'name' } });

/** A picture as the database hands it back (the driver may give the time as a Date). */
type PictureRow = Omit<ChatPicture, 'createTime'> & { createTime: Date | string };
const PICTURE_COLUMNS = `picture_id AS "pictureId", group_id AS "groupId", name, file_key AS url, created_at AS "createTime"`;
const pictureView = (r: PictureRow): ChatPicture => ({
  ...r,
  createTime: (r.createTime instanceof Date ? r.createTime : new Date(r.createTime)).toISOString(),
});

/** One buyer's picture work at a time: two tabs cannot both take the last free place. */
const lockOwner = (db: Db, userId: string) => db.query(`SELECT pg_advisory_xact_lock(hashtext('chat-pictures:' || $1))`, [userId]);

async function assertGroup(db: Db, userId: string, groupId: number | null | undefined): Promise<void> {
  if (groupId == null) return;
  if (!(await db.one(`SELECT 1 FROM chat_picture_group WHERE group_id = $1 AND user_id = $2`, [groupId, userId])))
    throw notFound('groupNotFound');
}

/** A name from the uploaded file's name: without its extension, at most CHAT_NAME_MAX characters. */
const nameFromFile = (fileName: string | null | undefined) =>
  [...(fileName ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim()].slice(0, CHAT_NAME_MAX).join('') || 'image';

export async function addPicture(
  db: Db,
  uploads: UploadService,
  userId: string,
  input: { fileKey: string; groupId?: number | null; name?: string },
): Promise<ChatPicture> {
  return db.tx(async (tx) => {
    await lockOwner(tx, userId);
    const count = await tx.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_picture WHERE user_id = $1`, [userId]);
    if ((count?.n ?? 0) >= CHAT_PICTURES_MAX) throw new ModuleError('chat', 'picturesFull');
    await assertGroup(tx, userId, input.groupId);
    const file = await tx.one<{ name: string | null }>(`SELECT original_name AS name FROM upload WHERE file_key = $1`, [input.fileKey]);
    const row = await tx.one<PictureRow>(
      `INSERT INTO chat_picture (user_id, group_id, name, file_key) VALUES ($1, $2, $3, $4) RETURNING ${PICTURE_COLUMNS}`,
      [userId, input.groupId ?? null, input.name ?? nameFromFile(file?.name), input.fileKey],
    );
    // Only the buyer's own stored chat image (checked by content and size on receipt) is accepted.
    await claimUpload(uploads, {
      fileKey: input.fileKey,
      ownerId: userId,
      purpose: CHAT_IMAGE_PURPOSE,
      ref: `chat-picture:${row!.pictureId}`,
    });
    return pictureView(row!);
  });
}

/**
 * The picture a message shows: one from the manager, or a fresh upload, which goes into the
 * manager (no group) as it is sent.
 */
export async function pictureForMessage(
  deps: { db: Db; uploads: () => Promise<UploadService> },
  userId: string,
  content: { fileKey: string } | { pictureId: number },
): Promise<{ url: string; pictureId: number }> {
  if ('pictureId' in content) {
    const row = await deps.db.one<{ url: string }>(`SELECT file_key AS url FROM chat_picture WHERE picture_id = $1 AND user_id = $2`, [
      content.pictureId,
      userId,
    ]);
    if (!row) throw notFound('pictureNotFound');
    return { url: row.url, pictureId: content.pictureId };
  }
  const picture = await addPicture(deps.db, await deps.uploads(), userId, { fileKey: content.fileKey });
  return { url: picture.url, pictureId: picture.pictureId };
}

export async function picturePage(db: Db, userId: string, q: { groupId?: number; current: number; size: number }) {
  const filter = q.groupId === undefined ? '' : q.groupId === 0 ? ' AND group_id IS NULL' : ' AND group_id = $4';
  const params: unknown[] = [userId, q.size, (q.current - 1) * q.size, ...(q.groupId ? [q.groupId] : [])];
  const [rows, count] = await Promise.all([
    db.query<PictureRow>(
      `SELECT ${PICTURE_COLUMNS} FROM chat_picture WHERE user_id = $1${filter} ORDER BY picture_id DESC LIMIT $2 OFFSET $3`,
      params,
    ),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_picture WHERE user_id = $1${filter.replace('$4', '$2')}`, [
      userId,
      ...(q.groupId ? [q.groupId] : []),
    ]),
  ]);
  const total = count?.n ?? 0;
  return { records: rows.map(pictureView), total, pages: Math.ceil(total / q.size), current: q.current, size: q.size };
}

/** Renaming needs a new name (spec section 5): blank (the schema) or the same name is refused. */
export async function renamePicture(db: Db, userId: string, pictureId: number, name: string): Promise<ChatPicture> {
  return db.tx(async (tx) => {
    const current = await tx.one<{ name: string }>(`SELECT name FROM chat_picture WHERE picture_id = $1 AND user_id = $2 FOR UPDATE`, [
      pictureId,
      userId,
    ]);
    if (!current) throw notFound('pictureNotFound');
    if (current.name === name) throw nameField('sameName');
    const row = await tx.one<PictureRow>(
      `UPDATE chat_picture SET name = $3 WHERE picture_id = $1 AND user_id = $2 RETURNING ${PICTURE_COLUMNS}`,
      [pictureId, userId, name],
    );
    return pictureView(row!);
  });
}

export async function deletePicture(db: Db, userId: string, pictureId: number): Promise<null> {
  const row = await db.one(`DELETE FROM chat_picture WHERE picture_id = $1 AND user_id = $2 RETURNING picture_id`, [pictureId, userId]);
  if (!row) throw notFound('pictureNotFound');
  return null;
}

/** Moves the buyer's pictures into a group (null: out of every group); any id not theirs refuses the whole move. */
export async function movePictures(db: Db, userId: string, pictureIds: number[], groupId: number | null): Promise<{ moved: number }> {
  const ids = [...new Set(pictureIds)];
  return db.tx(async (tx) => {
    await assertGroup(tx, userId, groupId);
    const rows = await tx.query(
      `UPDATE chat_picture SET group_id = $3
        WHERE user_id = $1 AND picture_id IN (SELECT (jsonb_array_elements_text($2::jsonb))::bigint)
        RETURNING picture_id`,
      [userId, JSON.stringify(ids), groupId],
    );
    // All or nothing: the transaction rolls back.
    if (rows.length !== ids.length) throw notFound('pictureNotFound');
    return { moved: rows.length };
  });
}

// --- groups ---------------------------------------------------------------------------------------

export async function pictureGroups(db: Db, userId: string): Promise<ChatPictureGroups> {
  const [groups, counts] = await Promise.all([
    db.query<ChatPictureGroup>(
      `SELECT g.group_id AS "groupId", g.name, (SELECT count(*)::int FROM chat_picture p WHERE p.group_id = g.group_id) AS count
         FROM chat_picture_group g WHERE g.user_id = $1 ORDER BY g.group_id`,
      [userId],
    ),
    db.one<{ total: number; ungrouped: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE group_id IS NULL)::int AS ungrouped FROM chat_picture WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return { groups, ungrouped: counts?.ungrouped ?? 0, total: counts?.total ?? 0 };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export async function addGroup(db: Db, userId: string, name: string): Promise<ChatPictureGroup> {
  return db.tx(async (tx) => {
    await lockOwner(tx, userId);
    const count = await tx.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_picture_group WHERE user_id = $1`, [userId]);
    if ((count?.n ?? 0) >= CHAT_PICTURE_GROUPS_MAX) throw new ModuleError('chat', 'groupsFull');
    if (await tx.one(`SELECT 1 FROM chat_picture_group WHERE user_id = $1 AND lower(name) = lower($2)`, [userId, name]))
      throw nameField('groupExists');
    const row = await tx.one<ChatPictureGroup>(
      `INSERT INTO chat_picture_group (user_id, name) VALUES ($1, $2) RETURNING group_id AS "groupId", name, 0 AS count`,
      [userId, name],
    );
    return row!;
  });
}

export async function renameGroup(db: Db, userId: string, groupId: number, name: string): Promise<ChatPictureGroup> {
  return db.tx(async (tx) => {
    await lockOwner(tx, userId);
    const current = await tx.one<{ name: string }>(`SELECT name FROM chat_picture_group WHERE group_id = $1 AND user_id = $2`, [
      groupId,
      userId,
    ]);
    if (!current) throw notFound('groupNotFound');
    if (current.name === name) throw nameField('sameName');
    try {
      const row = await tx.one<ChatPictureGroup>(
        `UPDATE chat_picture_group g SET name = $3 WHERE group_id = $1 AND user_id = $2
         RETURNING group_id AS "groupId", name, (SELECT count(*)::int FROM chat_picture p WHERE p.group_id = g.group_id) AS count`,
        [groupId, userId, name],
      );
      return row!;
    } catch (err) {
      if (isUniqueViolation(err)) throw nameField('groupExists');
      throw err;
    }
  });
}

/** Deletes a group; its pictures stay, in no group. */
export async function deleteGroup(db: Db, userId: string, groupId: number): Promise<null> {
  const row = await db.one(`DELETE FROM chat_picture_group WHERE group_id = $1 AND user_id = $2 RETURNING group_id`, [groupId, userId]);
  if (!row) throw notFound('groupNotFound');
  return null;
}
