import type { RouteDef } from '@mall/shared';

/** Standalone dev view of a remote: its route table (the shell renders the real pages). */
export function DevRouteList({ remote, routes }: { remote: string; routes: readonly RouteDef[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1 style={{ fontSize: 20 }}>
        {remote}: {routes.length} routes
      </h1>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {['path', 'page', 'layout', 'login', 'en', 'zh_CN'].map((h) => (
              <th key={h} style={{ textAlign: 'left', padding: '4px 12px', borderBottom: '1px solid #ddd' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {routes.map((r) => (
            <tr key={r.path}>
              <td style={{ padding: '4px 12px' }}>
                <code>{r.path}</code>
              </td>
              <td style={{ padding: '4px 12px' }}>{r.pageKey ?? `-> ${r.redirect}`}</td>
              <td style={{ padding: '4px 12px' }}>{r.layout}</td>
              <td style={{ padding: '4px 12px' }}>{r.login ? 'yes' : ''}</td>
              <td style={{ padding: '4px 12px' }}>{r.title.en}</td>
              <td style={{ padding: '4px 12px' }}>{r.title.zh_CN}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
