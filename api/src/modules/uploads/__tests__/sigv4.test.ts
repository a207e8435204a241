import { presignUrl, signHeaders } from '../sigv4';

// The worked examples of the AWS S3 documentation (Signature Version 4).
const creds = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const at = new Date('2013-05-24T00:00:00Z');

describe('SigV4', () => {
  it('presigns a URL like the AWS query-auth example', () => {
    const url = presignUrl(creds, 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', 86400, at);
    expect(url).toContain('X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request');
    expect(url).toMatch(/X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404$/);
  });

  it('signs headers like the AWS GET Object example', () => {
    const h = signHeaders(creds, 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', { range: 'bytes=0-9' }, '', at);
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
