import EditNoteIcon from '@mui/icons-material/EditNote';
import { employeeProjectErrorMessage } from '@firm/shared/domain/project';
import { TEAM_PROJECT_MESSAGES } from './team-project-messages';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { lazyDialog } from '@firm/shared/ui';
import { EMPLOYEE_PROJECT_LIST_DEFAULTS } from '../api/project-list-prefetch';
import { TeamProjectsPage, type TeamProjectsPageProps } from './team-projects-page';

const UpdateProjectDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './update-project-dialog').then((m) => m.UpdateProjectDialog),
);

/** Spec 02 §2.6: the employee's own Projects, changed through Update Project (a status, a comment, or both). */
export const EMPLOYEE_PROJECTS: TeamProjectsPageProps = {
  title: 'My Projects',
  subtitle: 'View and update your assigned Projects',
  defaults: EMPLOYEE_PROJECT_LIST_DEFAULTS,
  cards: [
    { key: 'total', label: 'Total Projects' },
    { key: 'overdue', label: 'Overdue' },
    { key: 'in_progress', label: 'In Progress' },
    { key: 'pending_review', label: 'Pending Review' },
  ],
  dueWindows: ['overdue', '1', '3', '7', '14', '15', '20', '30', '31', '45'],
  showAssignee: false,
  emptyText: "No projects found matching the current filters. You don't have any assigned Projects yet.",
  detailFacts: ['client', 'status', 'name', 'description', 'due', 'created'],
  errorOf: (error) => employeeProjectErrorMessage(toHttpFailure(error)),
  detailErrorOf: () => TEAM_PROJECT_MESSAGES.invalidOpen,
  change: { title: 'Update Project', verb: 'Update', icon: EditNoteIcon, Dialog: UpdateProjectDialog },
};

/** /dashboard/employee/tasks: the role's Projects screen, loaded by its routes when first opened. */
export function MyProjectsPage() {
  return <TeamProjectsPage {...EMPLOYEE_PROJECTS} />;
}
