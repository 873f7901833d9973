import { useMemo } from 'react';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDateTime } from '@firm/shared/domain/format';
import type { TaskLogEntry } from '@firm/shared/domain/project';

export type ProjectActivityLogProps = { entries: readonly TaskLogEntry[] };

/** The Project's running log, newest first: what changed, who did it and when. */
export function ProjectActivityLog({ entries }: ProjectActivityLogProps) {
  const newestFirst = useMemo(
    () => [...entries].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.log_id - a.log_id),
    [entries],
  );
  if (newestFirst.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No activity recorded yet.</Typography>;
  return (
    <List dense aria-label="Activity log" disablePadding>
      {newestFirst.map((entry) => (
        <ListItem key={entry.log_id} divider disableGutters>
          <ListItemText primary={entry.description} secondary={`${entry.user_name} · ${formatDateTime(entry.timestamp)}`} />
        </ListItem>
      ))}
    </List>
  );
}
