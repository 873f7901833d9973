import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { formatDate } from '@firm/shared/domain';
import { isProjectCompleted, statusLabel, type DashboardProject } from '../dashboard-summary';
import { EmptyState } from './empty-state';

export type ProjectListProps = {
  projects: DashboardProject[];
  emptyMessage: string;
};

export function ProjectList({ projects, emptyMessage }: ProjectListProps) {
  if (projects.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <List disablePadding>
      {projects.map((project, index) => (
        <ListItem
          key={project.id}
          disableGutters
          divider={index < projects.length - 1}
          sx={{ columnGap: 2 }}
        >
          <ListItemText
            primary={project.name}
            secondary={[project.description, `Due ${formatDate(project.dueDate)}`].filter(Boolean).join(' · ')}
            sx={{ flex: '1 1 auto', minWidth: 0 }}
          />
          <Chip
            size="small"
            variant="outlined"
            label={statusLabel(project.status)}
            color={isProjectCompleted(project) ? 'success' : 'info'}
            sx={{ flexShrink: 0 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
