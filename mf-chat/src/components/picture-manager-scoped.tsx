import AntdScope from '@mall/shared/ui/antd-scope';
import { PictureManager, type PictureManagerProps } from './picture-manager';

/** The picture manager inside antd's theme and locale (it is loaded on demand by a light page). */
export default function ScopedPictureManager(props: PictureManagerProps) {
  return (
    <AntdScope>
      <PictureManager {...props} />
    </AntdScope>
  );
}
