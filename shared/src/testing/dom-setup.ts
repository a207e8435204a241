import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every React package's Vitest project (vitest.config.ts at the root) runs this first: findBy* and
// waitFor wait longer than the 1 s default, because these machines run many suites at once.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library's own unmount is off (RTL_SKIP_AUTO_CLEANUP in vitest.config.ts): after each test
// the answers and timers still under way settle inside act(), then the page unmounts, before the
// test file's own after-each hooks (registered later; hooks run in order) reset its language or session.
afterEach(async () => {
  // A test on fake timers restores them in its own hooks, after this one: only promises settle then.
  await act(() => (vi.isFakeTimers() ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0))));
  cleanup();
});
