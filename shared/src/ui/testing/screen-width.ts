// Tests only: jsdom has no layout and no matchMedia. This answers media queries (MUI's useMediaQuery, the
// breakpoints) as a screen of the given width would; `restoreScreenWidth` puts jsdom's own back.

const jsdomMatchMedia = typeof window === 'undefined' ? undefined : window.matchMedia;

export function screenWidth(px: number): void {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || px <= Number(max[1])) && (!min || px >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

export function restoreScreenWidth(): void {
  window.matchMedia = jsdomMatchMedia as typeof window.matchMedia;
}
