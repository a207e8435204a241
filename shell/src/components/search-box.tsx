import { highlightParts } from '@mall/shared';
import { Combobox, NativeSelect, toast } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { useLocalePath } from './locale-link';
import { useSearchSuggest, type SearchMode, type SearchSuggestion } from './use-search-suggest';

/**
 * Header search: products or suppliers; an empty query is refused (spec section 5). Suggestions
 * appear as the buyer types (the light kit's Combobox, also the search page's box: an ARIA
 * combobox with a listbox): up/down move through them, Enter or a click opens the results for
 * one, Escape closes the list.
 */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const [type, setType] = useState<SearchMode>(params.get('type') === 'supplier' ? 'supplier' : 'product');
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const { items, term } = useSearchSuggest(keyword, type);

  const go = (value: string) => {
    navigate(localePath(`/search?type=${type}&keyword=${encodeURIComponent(value)}`));
  };

  const choose = (s: SearchSuggestion) => {
    setKeyword(s.text);
    go(s.text);
  };

  const submit = async (value: string) => {
    // The shared schemas (zod) load on first use, not with every page's start-up.
    const { marketSearchKeywordSchema } = await import('@mall/shared/schemas');
    const parsed = marketSearchKeywordSchema.safeParse(value);
    if (!parsed.success) {
      toast.warning(t(parsed.error.issues[0].message, { ns: 'common' }));
      return;
    }
    go(parsed.data);
  };

  return (
    <div className="search-box-wrap" style={{ position: 'relative', width: '100%', maxWidth: 560 }}>
      <form
        className="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(keyword);
        }}
      >
        <NativeSelect
          className="search-type"
          value={type}
          onChange={(v) => setType(v as SearchMode)}
          aria-label={t('header.searchType')}
          options={[
            { value: 'product', label: t('header.products') },
            { value: 'supplier', label: t('header.suppliers') },
          ]}
        />
        <Combobox
          className="search-input"
          value={keyword}
          onChange={setKeyword}
          options={items.map((s, i) => ({
            key: `${s.type}-${s.id}-${i}`,
            type: s.type,
            label: (
              <>
                <span data-testid="suggestion-text" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {highlightParts(s.text, term).map((p, k) =>
                    p.hit ? (
                      <mark
                        key={k}
                        className="suggest-hit"
                        style={{ background: 'none', color: 'var(--ml-primary)', fontWeight: 600, padding: 0 }}
                      >
                        {p.text}
                      </mark>
                    ) : (
                      <span key={k}>{p.text}</span>
                    ),
                  )}
                </span>
                {s.type !== 'product' ? (
                  <span style={{ color: 'var(--ml-text-secondary)', fontSize: 12, whiteSpace: 'nowrap' }}>
                    {t(`header.suggestionKinds.${s.type}`)}
                  </span>
                ) : null}
              </>
            ),
          }))}
          onPick={(i) => choose(items[i]!)}
          onEnter={(v) => void submit(v)}
          placeholder={t('header.searchPlaceholder')}
          data-testid="header-search"
          aria-label={t('header.searchLabel')}
          listLabel={t('header.suggestions')}
          listTestId="search-suggestions"
          optionTestId="search-suggestion"
          countText={(count) => t('header.suggestionCount', { count })}
        />
        <button type="submit" className="search-submit">
          {t('header.search')}
        </button>
      </form>
    </div>
  );
}
