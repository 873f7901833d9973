// The Content-Disposition of a download (attachments, CSV exports): a UTF-8 name with an ASCII fallback.

/** RFC 5987 encoding for filename*: every byte outside attr-char is percent-encoded. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** The plain filename="" for old clients: ASCII only, no quote or backslash. */
const asciiFallback = (value: string) => value.replace(/[^\x20-\x7e]|["\\]/g, '_');

export const contentDisposition = (name: string) => `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
