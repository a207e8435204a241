import { NativeSelect, toast } from '@mall/shared/ui/lite';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { useLocalePath } from './locale-link';
import { highlightParts, useSearchSuggest, type SearchMode, type SearchSuggestion } from './use-search-suggest';

/**
 * Header search: products or suppliers; an empty query is refused (spec section 5). Suggestions
 * appear as the buyer types (an ARIA combobox with a listbox): up/down move through them, Enter or
 * a click opens the results for one, Escape closes the list.
 */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const [type, setType] = useState<SearchMode>(params.get('type') === 'supplier' ? 'supplier' : 'product');
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const { items, term } = useSearchSuggest(keyword, type);
  const shown = open && items.length > 0 && keyword.trim() !== '';

  const go = (value: string) => {
    setOpen(false);
    setActive(-1);
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

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    // Enter opens the highlighted suggestion, or searches the typed text.
    if (e.key === 'Enter') {
      e.preventDefault();
      if (shown && active >= 0 && items[active]) choose(items[active]);
      else void submit(keyword);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return;
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : items.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Wraps around, through 'nothing highlighted' (-1) back to the typed text.
      setActive((i) => ((i + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
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
          onChange={(v) => {
            setType(v as SearchMode);
            setActive(-1);
          }}
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
          onChange={(e) => {
            setKeyword(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          placeholder={t('header.searchPlaceholder')}
          data-testid="header-search"
          role="combobox"
          aria-label={t('header.searchLabel')}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
        />
        <button type="submit" className="search-submit">
          {t('header.search')}
        </button>
      </form>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('header.suggestions')}
        data-testid="search-suggestions"
        hidden={!shown}
        style={{
          position: 'absolute',
          zIndex: 1050,
          top: '100%',
          left: 0,
          right: 0,
          margin: '4px 0 0',
          padding: 4,
          listStyle: 'none',
          background: '#fff',
          borderRadius: 8,
          boxShadow: '0 6px 16px rgba(0,0,0,.12)',
          maxHeight: 360,
          overflowY: 'auto',
        }}
      >
        {shown
          ? items.map((s, i) => (
              <li
                key={`${s.type}-${s.id}-${i}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                data-testid="search-suggestion"
                data-type={s.type}
                // Keeps the focus in the input, so the click lands before the list closes.
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(s)}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 8,
                  padding: '6px 12px',
                  borderRadius: 4,
                  cursor: 'pointer',
                  background: i === active ? '#fff1f0' : undefined,
                }}
              >
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
              </li>
            ))
          : null}
      </ul>
      <span aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {shown ? t('header.suggestionCount', { count: items.length }) : ''}
      </span>
    </div>
  );
}
