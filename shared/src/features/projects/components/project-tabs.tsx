import { useId, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { TaskDetail } from '@firm/shared/domain/project';
import { ProjectActivityLog } from './project-activity-log';
import { ProjectClarification } from './project-clarification';
import { ProjectComments } from './project-comments';
import { useProjectExtraTabs } from './project-extra-tabs';
import { projectQueries } from '../api/projects';

export type ProjectTabsProps = {
  task: TaskDetail;
  /** The caller may add comments (with files) to this Project. */
  canComment: boolean;
  /** The caller may turn the clarification flag on or off and choose the advisor (admin, supervisor). */
  canClarify: boolean;
};

const TABS = ['Comments', 'Activity Logs', 'Clarifications'] as const;
const OWN = TABS.length;

/**
 * Spec 02 §2.1, §2.5, §2.6: the Task Details tabs every role's Projects screen shows under the Project's
 * fields, then the tabs the role's routes add (Documents). What the role may do comes in as props; the
 * server enforces it anyway.
 */
export function ProjectTabs({ task, canComment, canClarify }: ProjectTabsProps) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const extra = useProjectExtraTabs();
  const queryClient = useQueryClient();
  const handleChanged = () => {
    void queryClient.invalidateQueries({ queryKey: projectQueries.detail(task.task_id).queryKey });
    void queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
  };
  const labels = [...TABS, ...extra.map((t) => t.label)];
  const Extra = tab >= OWN ? extra[tab - OWN]?.Panel : undefined;
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        aria-label="Project history"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {labels.map((label, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 0 ? <ProjectComments task={task} canComment={canComment} /> : null}
        {tab === 1 ? <ProjectActivityLog entries={task.running_log} /> : null}
        {tab === 2 ? <ProjectClarification task={task} canClarify={canClarify} /> : null}
        {Extra ? <Extra taskId={task.task_id} onChanged={handleChanged} /> : null}
      </Box>
    </Box>
  );
}
