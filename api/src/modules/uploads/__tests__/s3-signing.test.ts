import { presignUrl, signHeaders } from '../storage';

// The worked examples of the AWS S3 documentation (Signature Version 4), signed through aws4fetch.
const creds = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const at = new Date('2013-05-24T00:00:00Z');

describe('SigV4 (AWS published examples)', () => {
  it('presigns a URL like the AWS query-auth example', async () => {
    const url = await presignUrl(creds, 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', 86400, at);
    expect(url).toContain('X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request');
    expect(url).toMatch(/X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404$/);
  });

  it('signs headers like the AWS GET Object example', async () => {
    const h = await signHeaders(creds, 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', { range: 'bytes=0-9' }, '', at);
    expect(h.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs a PUT with its payload like the AWS PUT Object example', async () => {
    const body = 'Welcome to Amazon S3.';
    const h = await signHeaders(
      creds,
      'PUT',
      'https://examplebucket.s3.amazonaws.com/test$file.text',
      { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      body,
      at,
    );
    expect(h.get('x-amz-content-sha256')).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(h.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
