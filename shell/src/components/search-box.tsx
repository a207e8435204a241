import { searchKeywordSchema } from '@mall/shared/schemas';
import { App, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from './locale-link';

/** Header search: products or suppliers; an empty query is refused (spec section 5). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const [type, setType] = useState(params.get('type') === 'supplier' ? 'supplier' : 'product');
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');

  const submit = (value: string) => {
    const parsed = searchKeywordSchema.safeParse(value);
    if (!parsed.success) {
      message.warning(t(parsed.error.issues[0].message, { ns: 'common' }));
      return;
    }
    navigate(localePath(`/search?type=${type}&keyword=${encodeURIComponent(parsed.data)}`));
  };

  return (
    <Space.Compact className="search-box" style={{ width: '100%', maxWidth: 560 }}>
      <Select
        value={type}
        onChange={setType}
        style={{ width: 120 }}
        aria-label={t('header.search')}
        options={[
          { value: 'product', label: t('header.products') },
          { value: 'supplier', label: t('header.suppliers') },
        ]}
      />
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        enterButton={t('header.search')}
        onSearch={submit}
        data-testid="header-search"
      />
    </Space.Compact>
  );
}
