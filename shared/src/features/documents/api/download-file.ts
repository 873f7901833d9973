import { http } from '@firm/shared/runtime';

/** A stored file through the authorised client (the call needs the bearer token), saved under its own name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { data } = await http.get<Blob>(url, { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
