import { searchKeywordSchema } from '@mall/shared/schemas';
import { NativeSelect, toast } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from './locale-link';

/** Header search: products or suppliers; an empty query is refused (spec section 5). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const [type, setType] = useState(params.get('type') === 'supplier' ? 'supplier' : 'product');
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');

  const submit = (value: string) => {
    const parsed = searchKeywordSchema.safeParse(value);
    if (!parsed.success) {
      toast.warning(t(parsed.error.issues[0].message, { ns: 'common' }));
      return;
    }
    navigate(localePath(`/search?type=${type}&keyword=${encodeURIComponent(parsed.data)}`));
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit(keyword);
      }}
    >
      <NativeSelect
        className="search-type"
        value={type}
        onChange={setType}
        aria-label={t('header.searchType')}
        options={[
          { value: 'product', label: t('header.products') },
          { value: 'supplier', label: t('header.suppliers') },
        ]}
      />
      <input
        className="search-input"
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        data-testid="header-search"
      />
      <button type="submit" className="search-submit">
        {t('header.search')}
      </button>
    </form>
  );
}
