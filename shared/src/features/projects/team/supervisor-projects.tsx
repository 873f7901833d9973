import EditIcon from '@mui/icons-material/Edit';
import { supervisorLoadErrorMessage, TEAM_TASK_STATUSES } from '@firm/shared/domain/project';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { lazyDialog } from '@firm/shared/ui';
import { SUPERVISOR_PROJECT_LIST_DEFAULTS } from '../api/project-list-prefetch';
import { TeamProjectsPage, type TeamProjectsPageProps } from './team-projects-page';

const EditProjectDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './edit-project-dialog').then((m) => m.EditProjectDialog));

/** Spec 02 §2.5: the supervisor's Project Management, the team's Projects, edited through Edit Task. */
export const SUPERVISOR_PROJECTS: TeamProjectsPageProps = {
  title: 'Project Management',
  subtitle: 'Manage team Projects and assignments',
  filtersTitle: 'Projects Overview',
  defaults: SUPERVISOR_PROJECT_LIST_DEFAULTS,
  cards: [
    { key: 'unassigned', label: 'Unassigned' },
    { key: 'overdue', label: 'Overdue' },
    { key: 'in_progress', label: 'In Progress' },
    { key: 'pending_review', label: 'Pending Review' },
  ],
  dueWindows: ['overdue', '7', '15', '21', '30', '45'],
  statusFilter: TEAM_TASK_STATUSES,
  showAssignee: true,
  emptyText: "No projects found matching the current filters. You don't have any assigned Projects yet.",
  detailFacts: ['client', 'status', 'name', 'description', 'assignee', 'due', 'created'],
  errorOf: (error, what) => supervisorLoadErrorMessage(toHttpFailure(error), what),
  detailErrorOf: (error) => supervisorLoadErrorMessage(toHttpFailure(error), 'tasks'),
  change: { title: 'Edit', verb: 'Edit', icon: EditIcon, Dialog: EditProjectDialog },
};

/** /dashboard/supervisor/tasks: the role's Projects screen, loaded by its routes when first opened. */
export function SupervisorProjectsPage() {
  return <TeamProjectsPage {...SUPERVISOR_PROJECTS} />;
}
