import { configure } from '@testing-library/react';

// Every React package's Vitest project (vitest.config.ts at the root) runs this first: findBy* and
// waitFor wait longer than the 1 s default, because these machines run many suites at once.
configure({ asyncUtilTimeout: 10_000 });
