import { incompatibilities, packageOf, type ShellShared } from '../compatibility';

/** Does a shell providing `version` of react run a remote that requires `range`? */
const satisfies = (version: string, range: string) => {
  const shell: ShellShared = { shared: { react: version }, checked: ['react'], source: 'shell-manifest.json' };
  return incompatibilities({ react: range }, shell).length === 0;
};

describe('the promotion check reads ranges as npm does (the ranges manifests and package.json use)', () => {
  it.each([
    ['19.2.1', '^19.0.0', true],
    ['19.2.1', '^18.2.0', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['7.18.5', '>=7.0.0 <8', true],
    ['8.0.0', '>=7.0.0 <8', false],
    ['6.6.8', '6.x', true],
    ['5.9.0', '5.x || 6.x', true],
    ['4.0.0', '5.x || 6.x', false],
    ['2.0.0', '1.2 - 2', true],
    ['2.1.0', '1.2 - 2', true],
    ['3.0.0', '1.2 - 2', false],
    ['1.0.0', '*', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '=1.0.0', false],
    ['19.0.0-rc.1', '^19.0.0', false],
    ['19.0.0-rc.2', '>=19.0.0-rc.1', true],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  // semver 2.0.0 §11: 1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-alpha.beta < 1.0.0-beta < 1.0.0-beta.2
  // < 1.0.0-beta.11 < 1.0.0-rc.1 < 1.0.0. Numeric identifiers compare as numbers, alphanumeric ones
  // in ASCII order (so a10 < a9 and RC < rc), and a longer list wins when the rest are equal.
  it.each([
    ['1.0.0-alpha.1', '>1.0.0-alpha', true],
    ['1.0.0-alpha.beta', '>1.0.0-alpha.1', true],
    ['1.0.0-beta', '>1.0.0-alpha.beta', true],
    ['1.0.0-beta.2', '>1.0.0-beta', true],
    ['1.0.0-beta.11', '>1.0.0-beta.2', true],
    ['1.0.0-rc.1', '>1.0.0-beta.11', true],
    ['1.0.0-rc.1', '<1.0.0', false], // a pre-release matches only a comparator naming its own major.minor.patch
    ['1.0.0-rc.1', '>=1.0.0-rc.1 <1.0.0', true],
    ['1.0.0-a10', '>1.0.0-a9', false],
    ['1.0.0-alpha-10', '>1.0.0-alpha-2', false],
    ['1.0.0-RC.1', '<1.0.0-rc.1', true],
    ['1.0.0-2', '<1.0.0-10', true],
    ['1.0.0-alpha', '>1.0.0-1', true], // numeric identifiers rank below alphanumeric ones
    ['1.0.0+build.5', '=1.0.0', true], // build metadata does not count
    ['19.1.0-rc.1', '^19.0.0', false],
    ['19.1.0-rc.1', '^19.1.0-rc.0', true],
  ])('pre-release %s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('compatibility with the live shell', () => {
  const shell = {
    shared: { react: '19.2.1', '@mall/shared': '1.0.0' },
    checked: ['react', 'react-dom', '@mall/shared'],
    source: 'shell-manifest.json' as const,
  };

  it('maps deep imports to their package', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('react/')).toBe('react');
    expect(packageOf('@mall/shared/ui')).toBe('@mall/shared');
  });

  it('reports each unmet package once and ignores unchecked or unshared ones', () => {
    expect(incompatibilities({ react: '^18.0.0', 'react/jsx-runtime': '^18.0.0', dayjs: '^2.0.0', 'react-dom': '^18.0.0' }, shell)).toEqual(
      [{ package: 'react', required: '^18.0.0', provided: '19.2.1' }],
    );
    expect(incompatibilities({ react: '^19.1.0', '@mall/shared': '^1.0.0' }, shell)).toEqual([]);
  });

  it('refuses a remote that shares react-router itself when the shell shares it only through @mall/shared/router', () => {
    // Built before the router facade: it would bring its own react-router, outside the shell's router.
    expect(incompatibilities({ 'react-router': '^7.0.0', react: '^19.0.0' }, shell)).toEqual([
      { package: 'react-router', required: '^7.0.0', provided: null },
    ]);
    expect(incompatibilities({ '@mall/shared/router': '^1.0.0' }, shell)).toEqual([]);
  });

  it('refuses a remote that shares react-i18next or TanStack Query itself: its copy would have no i18next instance or QueryClient', () => {
    // Built before the facades (@mall/shared/react-i18n, /react-query): its pages would show keys or throw.
    expect(incompatibilities({ 'react-i18next': '^17.1.12', '@tanstack/react-query': '^5.90.0', react: '^19.0.0' }, shell)).toEqual([
      { package: 'react-i18next', required: '^17.1.12', provided: null },
      { package: '@tanstack/react-query', required: '^5.90.0', provided: null },
    ]);
    // One built now takes them through @mall/shared, checked as @mall/shared.
    expect(incompatibilities({ '@mall/shared/react-i18n': '^1.0.0', '@mall/shared/react-query': '^1.0.0' }, shell)).toEqual([]);
    expect(incompatibilities({ '@mall/shared/react-i18n': '^2.0.0' }, shell)).toEqual([
      { package: '@mall/shared', required: '^2.0.0', provided: shell.shared['@mall/shared'] },
    ]);
  });

  it("needs the shell's federation runtime for a remote built to run on it, even from a shell that predates the check", () => {
    const needs = { '@module-federation/runtime': '~2.9.2' };
    expect(incompatibilities(needs, shell)).toEqual([{ package: '@module-federation/runtime', required: '~2.9.2', provided: null }]);
    const providing = { ...shell, shared: { ...shell.shared, '@module-federation/runtime': '2.9.4' } };
    expect(incompatibilities(needs, providing)).toEqual([]);
    const newer = { ...shell, shared: { ...shell.shared, '@module-federation/runtime': '2.10.0' } };
    expect(incompatibilities(needs, newer)).toEqual([{ package: '@module-federation/runtime', required: '~2.9.2', provided: '2.10.0' }]);
  });

  it('refuses a webpack container of the former hand-written loader (it asks for the hand-over no shell provides now)', () => {
    const needs = { '@mall/federation-handover': '^3.0.0' };
    expect(incompatibilities(needs, shell)).toEqual([{ package: '@mall/federation-handover', required: '^3.0.0', provided: null }]);
  });

  it('checks the bus contract on its own, not as @mall/shared', () => {
    const withBus = { ...shell, shared: { ...shell.shared, '@mall/shared/bus': '1.1.0' } };
    expect(incompatibilities({ '@mall/shared/bus': '^1.1.0' }, withBus)).toEqual([]);
    expect(incompatibilities({ '@mall/shared/bus': '^1.2.0' }, withBus)).toEqual([
      { package: '@mall/shared/bus', required: '^1.2.0', provided: '1.1.0' },
    ]);
    // A shell built before the bus was versioned provides none: a remote that needs it is refused.
    expect(incompatibilities({ '@mall/shared/bus': '^1.1.0' }, shell)).toEqual([
      { package: '@mall/shared/bus', required: '^1.1.0', provided: null },
    ]);
  });
});
