import { useParams } from '@mall/shared/router';

/** The numeric shop id of a /shop/{shopId}/* page (the route rules already refused anything else). */
export function useShopId(): number {
  const { shopId } = useParams();
  const n = Number(shopId);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
