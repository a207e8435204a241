import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { getUserInfo, http, useLocale, useSessionStore, type Locale } from '@mall/shared';
import type { ApiRoutes, InputOf, UserInfo } from '@mall/shared/contracts';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { getConfig } from '@mall/shared';
import { FRESH, UC } from './keys';
import { overviewKeys } from './overview';

/**
 * The account page and password page: profile (accounts API, /p/user/userInfo, setUserInfo;
 * contracts/accounts.ts), avatar, bindings and store account (API module `userCenter`), password
 * change (accounts). Passwords travel encrypted like /login.
 */
export const accountKeys = {
  profile: [UC, 'profile'] as const,
  bindings: (locale: Locale) => [UC, 'bindings', locale] as const,
  storeAccount: [UC, 'storeAccount'] as const,
};

/** The signed-in buyer's profile (contracts/accounts.ts). */
export type Profile = UserInfo;
/** The profile fields the account page changes. */
export type ProfilePatch = InputOf<ApiRoutes['PUT /p/user/setUserInfo']>['body'];

export const encrypt = (password: string) => encryptLoginPassword(password, getConfig().passwordKey, Date.now());

/** The header reads the session's user info: refresh it after a change. */
async function refreshSessionUser(): Promise<void> {
  useSessionStore.getState().setUserInfo(await getUserInfo());
}

export const profileQuery = () =>
  queryOptions({ ...FRESH, queryKey: accountKeys.profile, queryFn: () => http.data('GET /p/user/userInfo') });
export const useProfile = () => useQuery(profileQuery());

function useProfileChanged() {
  const qc = useQueryClient();
  return async () => {
    await refreshSessionUser();
    await qc.invalidateQueries({ queryKey: accountKeys.profile });
    await qc.invalidateQueries({ queryKey: overviewKeys.all });
  };
}

export const useSaveProfile = () => {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => http.data('PUT /p/user/setUserInfo', { body: patch }),
    onSuccess: changed,
  });
};
export const useSetAvatar = () => {
  const changed = useProfileChanged();
  return useMutation({ mutationFn: (fileKey: string) => http.data('PUT /p/user/avatar', { body: { fileKey } }), onSuccess: changed });
};

export const useBindings = () => {
  const locale = useLocale();
  return useQuery({ ...FRESH, queryKey: accountKeys.bindings(locale), queryFn: () => http.data('GET /p/user/bindings') });
};
function useBindingsChanged() {
  const qc = useQueryClient();
  const changed = useProfileChanged();
  return async () => {
    await qc.invalidateQueries({ queryKey: [UC, 'bindings'] });
    await changed();
  };
}
export const sendBindCode = (channel: 'mail' | 'mobile', target: string) =>
  http.data('POST /p/user/sendBindCode', { body: { channel, target } });
export const useBindMail = () => {
  const changed = useBindingsChanged();
  return useMutation({
    mutationFn: (b: { mail: string; code: string }) => http.data('PUT /p/user/bindMail', { body: b }),
    onSuccess: changed,
  });
};
export const useBindMobile = () => {
  const changed = useBindingsChanged();
  return useMutation({
    mutationFn: (b: { mobile: string; code: string }) => http.data('PUT /p/user/bindMobile', { body: b }),
    onSuccess: changed,
  });
};
export const useUnbindMail = () => {
  const changed = useBindingsChanged();
  return useMutation({
    mutationFn: (password: string) => http.data('PUT /p/user/unbindMail', { body: { passWord: encrypt(password) } }),
    onSuccess: changed,
  });
};
export const useUnbindSocial = () => {
  const changed = useBindingsChanged();
  return useMutation({
    mutationFn: (provider: string) => http.data('DELETE /p/user/social/:provider', { params: { provider } }),
    onSuccess: changed,
  });
};

/** Change password: with the current password or a code e-mailed to the account's address. */
export const sendPasswordCode = () => http.data('POST /p/sms/sendUpdatePwdCode');
export const changePassword = (input: { current?: string; code?: string; next: string }) =>
  http.data('PUT /p/user/updatePwd', {
    body: {
      ...(input.current ? { passWord: encrypt(input.current) } : { code: input.code }),
      newPassWord: encrypt(input.next),
    },
  });

export const useStoreAccount = () =>
  useQuery({ ...FRESH, queryKey: accountKeys.storeAccount, queryFn: () => http.data('GET /p/user/storeAccount') });
export const useSaveStoreAccount = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { account: string; password: string }) =>
      http.data('PUT /p/user/storeAccount', { body: { account: b.account, passWord: encrypt(b.password) } }),
    onSuccess: (saved) => qc.setQueryData(accountKeys.storeAccount, saved),
  });
};
