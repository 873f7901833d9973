import crypto from 'node:crypto';
import { signRequest, uriEncode, EMPTY_SHA256 } from './s3-client';

// The signer against the examples of AWS's Signature Version 4 documentation for S3 ("Examples of
// signature calculations": GET Object, PUT Object, GET Bucket list): a real S3 would accept these.
const EXAMPLE = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const now = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) => headers.authorization!.split('Signature=')[1];

describe('the S3 request signer', () => {
  it("reproduces AWS's GET Object example", () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');
    const headers = signRequest(EXAMPLE, { method: 'GET', url, headers: { range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256, now });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it("reproduces AWS's PUT Object example (a key with $ and a signed body)", () => {
    const url = new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text', true)}`);
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest(EXAMPLE, {
      method: 'PUT',
      url,
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: crypto.createHash('sha256').update(body).digest('hex'),
      now,
    });
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it("reproduces AWS's GET Bucket example (a sorted query)", () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J');
    expect(signatureOf(signRequest(EXAMPLE, { method: 'GET', url, payloadHash: EMPTY_SHA256, now }))).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('encodes a key the way S3 does: every byte but unreserved ones, slashes kept in a path', () => {
    expect(uriEncode("a b/ü!'()*~.-_.pdf", true)).toBe('a%20b/%C3%BC%21%27%28%29%2A~.-_.pdf');
    expect(uriEncode('a/b')).toBe('a%2Fb');
  });
});
