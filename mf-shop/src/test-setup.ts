import { configure } from '@testing-library/react';

// findBy*/waitFor wait longer than the 1 s default: CI machines here run many suites at once.
configure({ asyncUtilTimeout: 10_000 });
