import { Card, Col, Row, Space, Typography } from 'antd';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { TAP_TARGET } from '@mall/shared/ui/tokens';
import { useCategoryTree } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { CatalogPage } from '../components/catalog-page';

/** All categories: the three levels at a glance. */
export default function CategoriesPage() {
  const tree = useCategoryTree();
  return (
    <CatalogPage pageKey="categories">
      <QueryStatus query={tree} rows={8}>
        <Row gutter={[16, 16]} data-testid="category-tree">
          {(tree.data ?? []).map((top) => (
            <Col key={top.categoryId} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={
                  <Space>
                    <CatalogImage
                      src={top.pic}
                      alt=""
                      width={120}
                      height={120}
                      shownWidth={28}
                      sizes="28px"
                      style={{ width: 28, borderRadius: 4 }}
                    />
                    <LocaleLink to={`/categories/secondary?categoryId=${top.categoryId}`} data-testid="top-category">
                      {top.categoryName}
                    </LocaleLink>
                  </Space>
                }
              >
                {top.children.map((second) => (
                  <div key={second.categoryId} style={{ marginBottom: 8 }}>
                    <Typography.Text strong>
                      <LocaleLink to={`/categories/secondary?categoryId=${second.categoryId}`} style={TAP_TARGET}>
                        {second.categoryName}
                      </LocaleLink>
                    </Typography.Text>
                    <div>
                      <Space wrap size={[12, 4]}>
                        {second.children.map((third) => (
                          <LocaleLink
                            key={third.categoryId}
                            to={`/categories/secondary?categoryId=${third.categoryId}`}
                            style={{ color: '#595959', ...TAP_TARGET }}
                          >
                            {third.categoryName}
                          </LocaleLink>
                        ))}
                      </Space>
                    </div>
                  </div>
                ))}
              </Card>
            </Col>
          ))}
        </Row>
      </QueryStatus>
    </CatalogPage>
  );
}
