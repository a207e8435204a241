// Standalone dev mount (`rsbuild dev`): lists this remote's routes. The shell never loads it.
import { createRoot } from 'react-dom/client';
import { DevRouteList } from '@mall/shared/ui';
import { routes } from './route-table';

createRoot(document.getElementById('root')!).render(<DevRouteList remote="mf-catalog" routes={routes} />);
