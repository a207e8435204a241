import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, uploadFor } from '@mall/shared';

/**
 * The picture manager (spec section 2: upload, rename, delete, group; pick one when sending). API
 * module `chat`, contracts/chat.ts; the bytes go through the one upload flow (purpose chat-image).
 */

export const CHAT_IMAGE_PURPOSE = 'chat-image';
/** `groupId` filter: undefined every picture, 0 the ones in no group. */
export type GroupFilter = number | undefined;

export const pictureKeys = {
  all: ['chat', 'pictures'] as const,
  groups: () => [...pictureKeys.all, 'groups'] as const,
  page: (groupId: GroupFilter, current: number) => [...pictureKeys.all, 'page', groupId ?? 'all', current] as const,
};
const PAGE = 24;

export const getPictureGroups = () => http.data('GET /p/chat/pictureGroups');
export const getPictures = (groupId: GroupFilter, current: number) =>
  http.data('GET /p/chat/pictures', { query: { groupId, current, size: PAGE } });

export const pictureGroupsQuery = () => queryOptions({ queryKey: pictureKeys.groups(), queryFn: getPictureGroups });
export const picturesQuery = (groupId: GroupFilter, current: number) =>
  queryOptions({
    queryKey: pictureKeys.page(groupId, current),
    queryFn: () => getPictures(groupId, current),
    placeholderData: keepPreviousData,
  });

export const usePictureGroups = () => useQuery(pictureGroupsQuery());
export const usePictures = (groupId: GroupFilter, current: number) => useQuery(picturesQuery(groupId, current));

/** Uploads a file (progress in percent, 0..100) and adds it to the manager. */
export async function uploadPicture(file: File, groupId: number | null, onProgress?: (percent: number) => void) {
  const fileKey = await uploadFor(file, CHAT_IMAGE_PURPOSE, { onProgress });
  return http.data('POST /p/chat/pictures', { body: { fileKey, groupId } });
}

/** Every change to the manager refreshes its lists and counts. */
function usePictureMutation<A>(fn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: pictureKeys.all }) });
}

export const useUploadPicture = () =>
  usePictureMutation((a: { file: File; groupId: number | null; onProgress?: (percent: number) => void }) =>
    uploadPicture(a.file, a.groupId, a.onProgress),
  );
export const useRenamePicture = () =>
  usePictureMutation((a: { pictureId: number; name: string }) =>
    http.data('PUT /p/chat/pictures/:pictureId', { params: { pictureId: a.pictureId }, body: { name: a.name } }),
  );
export const useDeletePicture = () =>
  usePictureMutation((pictureId: number) => http.data('DELETE /p/chat/pictures/:pictureId', { params: { pictureId } }));
export const useMovePictures = () =>
  usePictureMutation((a: { pictureIds: number[]; groupId: number | null }) => http.data('POST /p/chat/pictures/move', { body: a }));
export const useAddGroup = () => usePictureMutation((name: string) => http.data('POST /p/chat/pictureGroups', { body: { name } }));
export const useRenameGroup = () =>
  usePictureMutation((a: { groupId: number; name: string }) =>
    http.data('PUT /p/chat/pictureGroups/:groupId', { params: { groupId: a.groupId }, body: { name: a.name } }),
  );
export const useDeleteGroup = () =>
  usePictureMutation((groupId: number) => http.data('DELETE /p/chat/pictureGroups/:groupId', { params: { groupId } }));
