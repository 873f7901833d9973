// Tests only: jsdom has no URL.createObjectURL; screens that open or save a fetched file need one.

/**
 * Before each test, stands in for URL.createObjectURL (answering `blob:<prefix>-<n>`) and revokeObjectURL;
 * gives the list of the types of the blobs turned into addresses, emptied before each test.
 */
export function stubObjectUrls(prefix: string): string[] {
  const created: string[] = [];
  beforeEach(() => {
    created.length = 0;
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob.type);
        return `blob:${prefix}-${created.length}`;
      }),
      revokeObjectURL: jest.fn(),
    });
  });
  return created;
}
