import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  it('saves the file under its name through a link it removes, and lets the URL go afterwards', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:report');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveBlob(new Blob(['a,b']), 'projects-2026-05-04.csv');

    expect(clicked).toEqual([{ href: 'blob:report', download: 'projects-2026-05-04.csv' }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
    click.mockRestore();
    jest.useRealTimers();
  });
});
