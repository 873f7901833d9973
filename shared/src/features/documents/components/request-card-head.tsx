import { Box, Chip, Typography } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import { documentRequestTexts as T, type DocumentRequest } from '@firm/shared/domain/document-request';
import { DocumentStateChip } from './document-state-chip';

export type RequestCardHeadProps = {
  request: Pick<DocumentRequest, 'title' | 'required' | 'state' | 'due_date' | 'note'>;
  /** The title's heading level, one under the section the card stands in. */
  heading: 'h3' | 'h4';
};

/** The top of a document request's card, for the client and for staff: title, required or not, state, due date and the firm's note. */
export function RequestCardHead({ request, heading }: RequestCardHeadProps) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 700, mr: 'auto', overflowWrap: 'anywhere' }}>
          {request.title}
        </Typography>
        <Chip size="small" variant="outlined" label={request.required ? T.required : T.optional} />
        <DocumentStateChip state={request.state} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {`${T.dueDate}: ${formatDate(request.due_date)}`}
      </Typography>
      {request.note ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {request.note}
        </Typography>
      ) : null}
    </>
  );
}
