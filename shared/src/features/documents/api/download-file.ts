import { http } from '@firm/shared/runtime';
import { saveBlob } from '@firm/shared/ui';

/** A stored file through the authorised client (the call needs the bearer token), saved under its own name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { data } = await http.get<Blob>(url, { responseType: 'blob' });
  saveBlob(data, fileName);
}
