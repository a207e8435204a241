import { SHELL_PROVIDED_FEDERATION_PACKAGES as GLOBALS } from '../federation/provided';

// The shell's build resolves these to the federation's own copies; here two stand-ins are enough.
vi.mock('@module-federation/sdk', () => ({ loadScript: () => 'sdk' }));
vi.mock('@module-federation/error-codes', () => ({ RUNTIME_001: 'RUNTIME-001' }));

describe("the shell's runtime plugin that hands the federation's SDK and error codes to the remote entries", () => {
  it('publishes both under the names the remote entries read, before any remote loads', async () => {
    const g = globalThis as Record<string, { loadScript?: () => string; RUNTIME_001?: string } | undefined>;
    delete g[GLOBALS['@module-federation/sdk']];
    const { default: provideFederationPackages } = await import('../federation/provide-packages-plugin');
    expect(provideFederationPackages().name).toBe('mall-provide-federation-packages');
    expect(g[GLOBALS['@module-federation/sdk']]?.loadScript?.()).toBe('sdk');
    expect(g[GLOBALS['@module-federation/error-codes']]?.RUNTIME_001).toBe('RUNTIME-001');
  });
});
