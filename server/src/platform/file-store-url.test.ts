import { loadConfig } from './config';

// FILE_STORE_URL, read by loadConfig: one variable chooses where uploaded files live.
const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), OTP_SECRET: 'o'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:2525' };
const store = (url: string | undefined, env: Record<string, string> = {}) => loadConfig({ ...env, FILE_STORE_URL: url }).fileStore;

describe('FILE_STORE_URL', () => {
  it('keeps files in the database when unset or empty', () => {
    expect(store(undefined)).toEqual({ kind: 'database' });
    expect(store('  ', production)).toEqual({ kind: 'database' });
  });

  it.each([
    [
      'AWS S3, region and virtual-hosted bucket from the host name, a secret with / and + encoded',
      's3://AKIAEXAMPLE:wJal%2FK7%2BMDENG@s3.ap-south-1.amazonaws.com/kapoor-iyer-files',
      { endpoint: 'https://s3.ap-south-1.amazonaws.com', bucket: 'kapoor-iyer-files', prefix: '', region: 'ap-south-1', pathStyle: false },
      'wJal/K7+MDENG',
    ],
    [
      'Cloudflare R2 (region auto, path-style), with a prefix',
      's3://r2key:r2secret@0123abcd.r2.cloudflarestorage.com/portal/uploads/files?region=auto',
      {
        endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
        bucket: 'portal',
        prefix: 'uploads/files/',
        region: 'auto',
        pathStyle: true,
      },
      'r2secret',
    ],
    [
      'DigitalOcean Spaces, virtual-hosted by choice',
      's3://DOKEY:dosecret@blr1.digitaloceanspaces.com/firm-files?region=blr1&style=virtual',
      { endpoint: 'https://blr1.digitaloceanspaces.com', bucket: 'firm-files', prefix: '', region: 'blr1', pathStyle: false },
      'dosecret',
    ],
    [
      'a MinIO on this machine over plain HTTP',
      's3+http://minio:minio-secret@127.0.0.1:9000/files',
      { endpoint: 'http://127.0.0.1:9000', bucket: 'files', prefix: '', region: 'us-east-1', pathStyle: true },
      'minio-secret',
    ],
  ])('reads %s', (_, url, expected, secret) => {
    expect(store(url, production)).toEqual({ kind: 's3', accessKeyId: expect.any(String), secretAccessKey: secret, ...expected });
  });

  it.each([
    ['https://key:secret@s3.amazonaws.com/bucket', 'must start with s3://'],
    ['s3://s3.ap-south-1.amazonaws.com/bucket', 'must carry the access key and secret'],
    ['s3://key@s3.ap-south-1.amazonaws.com/bucket', 'must carry the access key and secret'],
    ['s3://key:secret@s3.ap-south-1.amazonaws.com', 'must name a bucket'],
    ['s3://key:secret@minio.example.com/Bad_Bucket', 'must name a bucket'],
    ['s3+http://key:secret@minio.example.com/bucket', 's3+http:// (plain HTTP) is only for a loopback address'],
    ['s3://key:secret@minio.example.com/bucket?region=Mumbai!', 'region'],
    ['s3://key:secret@minio.example.com/bucket?style=sideways', 'style must be path or virtual'],
    ['s3://key:secret@minio.example.com/bucket?regoin=ap-south-1', 'unknown setting "regoin"'],
    ['not a url', 'must be a URL'],
  ])('stops the start on %s, naming the variable and never the secret', (url, message) => {
    for (const env of [{}, production]) {
      let thrown: Error | undefined;
      try {
        store(url, env);
      } catch (error) {
        thrown = error as Error;
      }
      expect(thrown?.message).toMatch(/^Invalid configuration:\n {2}FILE_STORE_URL: /);
      expect(thrown?.message).toContain(message);
      expect(thrown?.message).not.toContain('secret@');
    }
  });
});
