import type { ApiConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { s3Storage, type StorageAdapter } from '../storage';
import { claimUpload, createUploadUrl, readPublic, type UploadService } from '../uploads-service';
import { tinyPng } from '../../../test/fixtures';

const settings = {
  endpoint: 'https://s3.example.test',
  bucket: 'mall',
  region: 'us-east-1',
  accessKeyId: 'AKID',
  secretAccessKey: 'SECRET',
};

describe('S3-compatible storage adapter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('presigns the browser PUT on the bucket path, short-lived', async () => {
    const url = new URL(await s3Storage(settings).uploadUrl('comment/0f8fad5b-d9cb-469f-a165-70867728950e', 'unused', 'http://x', 600));
    expect(url.origin + url.pathname).toBe('https://s3.example.test/mall/comment/0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
  });

  it('reads the first bytes and the total size with a signed ranged GET', async () => {
    const fetchMock = vi.fn(
      async () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 206, headers: { 'content-range': 'bytes 0-3/12345' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const found = await s3Storage(settings).head('comment/0f8fad5b-d9cb-469f-a165-70867728950e', 16);
    expect(found).toMatchObject({ size: 12345 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('range')).toBe('bytes=0-15');
    expect(headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=[a-f0-9]{64}$/,
    );
  });
});

describe('upload checks when the bytes go straight to the bucket', () => {
  let t: TestApp;
  const objects = new Map<string, Buffer>();
  const fake: StorageAdapter = {
    kind: 's3',
    uploadUrl: async (key) => `https://s3.example.test/mall/${key}?X-Amz-Signature=x`,
    put: async (key, bytes) => void objects.set(key, bytes),
    get: async (key) => objects.get(key) ?? null,
    head: async (key, n) => (objects.has(key) ? { head: objects.get(key)!.subarray(0, n), size: objects.get(key)!.length } : null),
    remove: async (key) => void objects.delete(key),
  };
  let svc: UploadService;
  const owner = '00000000-0000-4000-8000-000000000001';
  beforeAll(async () => {
    t = await createTestApp({ catalogProducts: 40, catalogShops: 10 } as Partial<ApiConfig>);
    svc = { storage: fake, db: t.db };
  });
  afterAll(() => t.close());

  const put = async (bytes: Buffer) => {
    const { fileKey } = await createUploadUrl(
      svc,
      owner,
      { fileName: 'a.png', contentType: 'image/png', size: 100, purpose: 'comment' },
      'http://x',
    );
    objects.set(fileKey, bytes); // the browser's PUT to the bucket
    return fileKey;
  };

  it('checks the object when it is claimed: an image passes and is then served', async () => {
    const key = await put(tinyPng());
    await expect(claimUpload(svc, { fileKey: key, ownerId: owner, purpose: 'comment', ref: 'c:1' })).resolves.toBe(key);
    expect((await readPublic(svc, key))?.contentType).toBe('image/png');
  });

  it('refuses and deletes a renamed non-image or an oversize image at claim', async () => {
    const renamed = await put(Buffer.from('plain text, renamed'));
    await expect(claimUpload(svc, { fileKey: renamed, ownerId: owner, purpose: 'comment', ref: 'c:2' })).rejects.toMatchObject({
      key: 'validation.fileFormat',
    });
    expect(objects.has(renamed)).toBe(false);
    const big = await put(tinyPng([1, 2, 3], 2 * 1024 * 1024 + 1));
    await expect(claimUpload(svc, { fileKey: big, ownerId: owner, purpose: 'comment', ref: 'c:3' })).rejects.toMatchObject({
      key: 'validation.fileTooLarge',
    });
  });

  it('refuses a claim when nothing was uploaded', async () => {
    const { fileKey } = await createUploadUrl(
      svc,
      owner,
      { fileName: 'a.png', contentType: 'image/png', size: 100, purpose: 'comment' },
      'http://x',
    );
    await expect(claimUpload(svc, { fileKey, ownerId: owner, purpose: 'comment', ref: 'c:4' })).rejects.toMatchObject({
      key: 'fileMissing',
    });
  });
});
