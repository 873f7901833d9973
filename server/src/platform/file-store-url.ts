import { isLoopbackAddress } from './loopback';
import type { S3FileStoreTarget } from './file-store-s3';

// FILE_STORE_URL: where uploaded files live. Unset: the database. Else one URL names an
// S3-compatible bucket, its credentials and how to reach it, so that one variable switches the store:
//
//   s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=ap-south-1&style=path
//
// https always, except `s3+http://` to a loopback address (a MinIO on the same machine, the tests).
// `region` defaults to the one in an AWS host name (s3.ap-south-1.amazonaws.com), else us-east-1
// (MinIO's; R2 takes `auto`). `style`: `virtual` (bucket.host) for amazonaws.com hosts, `path`
// (host/bucket) elsewhere, since MinIO needs it and R2 and Spaces accept it. Characters of the secret
// that mean something in a URL (`/`, `+`, `@`, `:`) are percent-encoded (`%2F`...).

export type FileStoreSetting = { kind: 'database' } | ({ kind: 's3' } & S3FileStoreTarget);

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
export const FILE_STORE_URL_SHAPE = 's3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=REGION[&style=path|virtual]';

/** The store a FILE_STORE_URL names; throws an Error whose message says what is wrong (never echoing the secret). */
export function parseFileStoreUrl(value: string | undefined): FileStoreSetting {
  if (value === undefined || value.trim() === '') return { kind: 'database' };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`must be a URL of the form ${FILE_STORE_URL_SHAPE}`);
  }
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:') throw new Error(`must start with s3:// (the form is ${FILE_STORE_URL_SHAPE})`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new Error('must name the object store host');
  if (url.protocol === 's3+http:' && host !== 'localhost' && !isLoopbackAddress(host)) {
    throw new Error('s3+http:// (plain HTTP) is only for a loopback address; use s3:// (HTTPS)');
  }
  if (!url.username || !url.password) throw new Error('must carry the access key and secret (s3://ACCESS_KEY:SECRET@host/bucket)');
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  if (!BUCKET.test(bucket)) throw new Error('must name a bucket after the host (3 to 63 lower-case letters, digits, dots or hyphens)');
  const prefix = rest.filter(Boolean).map(decodeURIComponent).join('/');
  for (const name of url.searchParams.keys()) {
    if (name !== 'region' && name !== 'style') throw new Error(`has an unknown setting "${name}" (only region and style)`);
  }
  const aws = /(^|\.)amazonaws\.com$/.test(host);
  const region = url.searchParams.get('region') ?? host.match(/^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/)?.[1] ?? 'us-east-1';
  if (!REGION.test(region)) throw new Error('has a region that is not a region name (ap-south-1, auto...)');
  const style = url.searchParams.get('style') ?? (aws ? 'virtual' : 'path');
  if (style !== 'path' && style !== 'virtual') throw new Error('style must be path or virtual');
  return {
    kind: 's3',
    endpoint: `${url.protocol === 's3+http:' ? 'http' : 'https'}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    pathStyle: style === 'path',
  };
}
