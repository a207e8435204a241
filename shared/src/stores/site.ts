import { createPageStore } from './page-store';
import type { LangItem, WebConfig } from '../request/endpoints';
import { pageSingleton } from '../singleton';
import type { UnitDictEntry } from '../units';

/** Site-wide configuration the shell loads (spec section 2, App shell) and every remote reads. */
interface SiteState {
  webConfig: WebConfig | null;
  units: UnitDictEntry[];
  /** Languages offered (entries flagged hide are dropped). */
  languages: LangItem[];
  hideSales: boolean;
  set(patch: Partial<Omit<SiteState, 'set'>>): void;
}

export const useSiteStore = pageSingleton('site-store', () =>
  createPageStore<SiteState>((set) => ({
    webConfig: null,
    units: [],
    languages: [],
    hideSales: false,
    set: (patch) => set(patch),
  })),
);

/** The languages a buyer may pick: hidden entries are not offered. */
export const visibleLanguages = (list: readonly LangItem[]): LangItem[] => list.filter((l) => !l.hide);
