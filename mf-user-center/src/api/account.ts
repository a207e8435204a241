import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUserInfo, http, unwrap, useLocale, useSessionStore, type Locale } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { getConfig } from '@mall/shared';
import { FRESH, UC } from './keys';
import { overviewKeys } from './overview';

/**
 * The account page and password page: profile (accounts API, /p/user/userInfo, setUserInfo, not
 * on the contract yet), avatar, bindings and store account (API module `userCenter`), password
 * change (accounts). Passwords travel encrypted like /login.
 */
export const accountKeys = {
  profile: [UC, 'profile'] as const,
  bindings: (locale: Locale) => [UC, 'bindings', locale] as const,
  storeAccount: [UC, 'storeAccount'] as const,
};

/** The signed-in buyer's profile as the accounts API answers it. */
// wire-types: not a wire type (the accounts module's /p/user/userInfo, not on the contract yet)
export interface Profile {
  userId: string;
  userName: string;
  nickName: string;
  pic: string | null;
  userMail: string | null;
  userMobile: string | null;
  sex: 'M' | 'F' | null;
  birthDate: string | null;
  level: number;
  growth: number;
  score: number;
  balance: number;
}
export interface ProfilePatch {
  nickName?: string;
  sex?: 'M' | 'F' | null;
  birthDate?: string | null;
}

export const encrypt = (password: string) => encryptLoginPassword(password, getConfig().passwordKey, Date.now());

/** The header reads the session's user info: refresh it after a change. */
async function refreshSessionUser(): Promise<void> {
  useSessionStore.getState().setUserInfo(await getUserInfo());
}

export const profileQuery = () =>
  queryOptions({ ...FRESH, queryKey: accountKeys.profile, queryFn: async () => unwrap(await http.get<Profile>('/p/user/userInfo')) });
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
    mutationFn: async (patch: ProfilePatch) => unwrap(await http.put<null>('/p/user/setUserInfo', patch)),
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
export const sendPasswordCode = async () => unwrap(await http.post<null>('/p/sms/sendUpdatePwdCode'));
export const changePassword = async (input: { current?: string; code?: string; next: string }) =>
  unwrap(
    await http.put<null>('/p/user/updatePwd', {
      ...(input.current ? { passWord: encrypt(input.current) } : { code: input.code }),
      newPassWord: encrypt(input.next),
    }),
  );

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
