import { http } from '@firm/shared/runtime';

// A document's stored PDF (an invoice, a receipt): the call needs the bearer token, so it comes through the
// shared client as a blob, never as a plain link. Used by the admin's invoices and the client's My Invoices.

/** 'INV/2026-27/0001' → 'INV-2026-27-0001.pdf': a file name without the number's slashes. */
export const pdfFileName = (documentNumber: string) => `${documentNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;

async function fetchPdf(url: string): Promise<string> {
  const { data } = await http.get<Blob>(url, { responseType: 'blob' });
  return URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
}

const revokeLater = (objectUrl: string) => setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);

function saveAs(objectUrl: string, documentNumber: string) {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = pdfFileName(documentNumber);
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Opens the PDF in a new tab. The tab is opened before the download, inside the click, so no pop-up
 * blocker stops it, and closed again when the PDF cannot be had; where the browser refuses a tab anyway,
 * the PDF is saved instead. Rejects when the PDF is not available.
 */
export async function openPdf(url: string, documentNumber: string): Promise<void> {
  if (!url) throw new Error('No PDF');
  const tab = window.open('', '_blank');
  try {
    const objectUrl = await fetchPdf(url);
    if (tab) tab.location.href = objectUrl;
    else saveAs(objectUrl, documentNumber);
    revokeLater(objectUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the PDF under its document's number. Rejects when the PDF is not available. */
export async function downloadPdf(url: string, documentNumber: string): Promise<void> {
  if (!url) throw new Error('No PDF');
  const objectUrl = await fetchPdf(url);
  saveAs(objectUrl, documentNumber);
  revokeLater(objectUrl);
}
