import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Tabs another capability adds to every Project dialog (the documents feature's Documents tab). A feature never
// imports another, so the role's routes compose them: they wrap the role's screens in this provider, and
// the Project dialogs of every screen (Projects, the compliance board) show the tabs after their own.

export type ProjectExtraTabPanelProps = {
  taskId: number;
  /** The tab changed the Project (its activity log, its marks on the lists): refresh what shows it. */
  onChanged: () => void;
};

export type ProjectExtraTab = { label: string; Panel: ComponentType<ProjectExtraTabPanelProps> };

const ProjectExtraTabsContext = createContext<readonly ProjectExtraTab[]>([]);

export type ProjectExtraTabsProviderProps = { tabs: readonly ProjectExtraTab[]; children: ReactNode };

export function ProjectExtraTabsProvider({ tabs, children }: ProjectExtraTabsProviderProps) {
  return <ProjectExtraTabsContext.Provider value={tabs}>{children}</ProjectExtraTabsContext.Provider>;
}

export const useProjectExtraTabs = () => useContext(ProjectExtraTabsContext);
