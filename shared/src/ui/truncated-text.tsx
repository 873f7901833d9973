import { Box, Tooltip } from '@mui/material';

export type TruncatedTextProps = {
  text: string;
  maxWidth: number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;
};

/**
 * One line cut with an ellipsis, the whole text in a tooltip (pointer and keyboard) and for screen
 * readers: a long e-mail in a table gives the room back to the column that names the row.
 */
export function TruncatedText({ text, maxWidth }: TruncatedTextProps) {
  return (
    <Tooltip title={text} placement="bottom-start" describeChild>
      <Box
        component="span"
        tabIndex={0}
        sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', borderRadius: 0.5 }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}
