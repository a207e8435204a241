import { Pagination } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { useVideos } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { VideoGrid } from '../components/video-grid';

export default function VideoPage() {
  const [params, setParams] = useSearchParams();
  const current = Number(params.get('current') ?? 1) || 1;
  const videos = useVideos(current);
  return (
    <CatalogPage pageKey="video">
      <QueryStatus query={videos} rows={6}>
        <VideoGrid videos={videos.data?.records ?? []} />
        {videos.data ? (
          <Pagination
            style={{ marginTop: 24, textAlign: 'center' }}
            current={videos.data.current}
            pageSize={videos.data.size}
            total={videos.data.total}
            showSizeChanger={false}
            onChange={(c) => setParams({ current: String(c) })}
          />
        ) : null}
      </QueryStatus>
    </CatalogPage>
  );
}
