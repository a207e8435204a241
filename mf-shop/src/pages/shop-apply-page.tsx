import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@mall/shared/ui';
import { ShopPage } from '../components/shop-page';
import { NAMESPACE } from '../namespace';

/** Free shop opening application. */
export default function ShopApplicationPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShopPage pageKey="shopApply">
      <Typography.Paragraph>{t('apply.intro')}</Typography.Paragraph>
      <UnderConstruction />
    </ShopPage>
  );
}
