import { useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http } from '@mall/shared';
import type { CompanyInput } from '@mall/shared/schemas';
import { FRESH, UC } from './keys';

/** The company profile (API module `userCenter`, contracts/user-center.ts: GET/PUT /p/user/company). */
export const companyKeys = { all: [UC, 'company'] as const };
export const useCompany = () => useQuery({ ...FRESH, queryKey: companyKeys.all, queryFn: () => http.data('GET /p/user/company') });
export const useSaveCompany = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) => http.data('PUT /p/user/company', { body }),
    onSuccess: (saved) => qc.setQueryData(companyKeys.all, saved),
  });
};
