import { lazyDialog, lazyScreen } from '@firm/shared/ui';

// The documents' door: the admin's Document Reminders screen, the Documents tab of every staff role's Project
// dialogs and the client's document requests; each loads when first shown (its own chunk).

export const DocumentRemindersPage = /* @__PURE__ */ lazyScreen(() =>
  import('./reminders/document-reminders-page').then((m) => m.DocumentRemindersPage),
);

/**
 * The tabs this capability adds to every Project dialog of a staff role (the routes hand them to the projects
 * door's `ProjectExtraTabsProvider`): the Documents tab, loaded when first opened.
 */
export const PROJECT_TABS = [
  { label: 'Documents', Panel: /* @__PURE__ */ lazyDialog(() => import('./staff/project-documents').then((m) => m.ProjectDocuments)) },
] as const;

/** The documents the firm asked a client for, which the client's My Projects shows above its list. */
export const loadClientDocuments = () => import('./client/client-documents').then((m) => m.ClientDocuments);
