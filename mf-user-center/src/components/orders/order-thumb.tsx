import { Picture } from '@mall/shared/ui/lite';

/** A product's 48 px picture in an order line (My Orders, the overview's latest orders). */
export function OrderThumb({ src }: { src: string | null | undefined }) {
  return (
    <Picture src={src} width={48} height={48} sizes="48px" maxWidth={48} alt="" style={{ flex: 'none', width: 48, borderRadius: 4 }} />
  );
}
