import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { isOpenForClient } from '@firm/shared/domain/document-request';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { LoadState } from '@firm/shared/ui';
import { clientDocumentQueries } from '../api/client-documents';
import { documentErrorMessage } from '../document-errors';
import { ClientRequestCard } from './client-request-card';

/**
 * My Projects' documents: each of the client's Projects that the firm asked documents for, with
 * the requests and their state; the ones still owed first. Nothing shows while nothing was ever asked.
 */
export function ClientDocuments() {
  const query = useQuery(clientDocumentQueries.list());
  if (!query.data) {
    return (
      <LoadState
        error={
          query.isError
            ? documentErrorMessage(toHttpFailure(query.error), 'Unable to load the documents asked of you. Please try again.')
            : null
        }
        onRetry={() => void query.refetch()}
        loadingLabel="Loading documents"
        retryLabel="Try Again"
      />
    );
  }
  const projects = query.data;
  if (projects.length === 0) return null;
  const owed = projects.reduce((n, p) => n + p.requests.filter((r) => isOpenForClient(r.state)).length, 0);
  return (
    <Box component="section" aria-labelledby="client-documents-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="client-documents-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Documents requested
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {owed === 0 ? 'Nothing is waiting on you.' : `${owed} ${owed === 1 ? 'document is' : 'documents are'} waiting on you.`}
        </Typography>
      </Box>
      {projects.map((project) => (
        <Paper
          key={project.task_id}
          component="section"
          aria-label={project.task_name}
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {project.task_name}
          </Typography>
          {[...project.requests]
            .sort((a, b) => Number(isOpenForClient(b.state)) - Number(isOpenForClient(a.state)))
            .map((request) => (
              <ClientRequestCard key={request.request_id} request={request} />
            ))}
        </Paper>
      ))}
    </Box>
  );
}
