import { Box } from '@mui/material';
import { BRAND } from '@firm/shared/ui';

export type SkipLinkProps = { targetId: string };

/** The first stop of the keyboard: jumps past the sidebar and the app bar to the page. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus, not only scroll: the next Tab then starts in the page. The page's h1 says where one is.
        event.preventDefault();
        const target = document.getElementById(targetId);
        const heading = target?.querySelector<HTMLElement>('h1');
        if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        (heading ?? target)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 12,
        top: -80,
        zIndex: (theme) => theme.zIndex.modal + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1.5,
        bgcolor: BRAND.navy,
        color: '#fff',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 12, outline: `3px solid ${BRAND.gold}`, outlineOffset: 2 },
      }}
    >
      Skip to main content
    </Box>
  );
}
