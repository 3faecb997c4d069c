import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import type { DataTableSort } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import type { TaskListPage, TaskListSource, TaskListStatus } from '../api/get-task-list';
import { TaskList } from './task-list';

export interface TaskListTab {
  list: TaskListStatus;
  label: string;
  /** The next step from this tab's empty list. */
  emptyAction?: PageAction;
}

interface TaskListTabsProps {
  source: TaskListSource;
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: [TaskListTab, TaskListTab];
  /** The lists' first order (by assigned date unless given). */
  firstSort?: DataTableSort;
  /** Told each page either list receives (see TaskList). */
  onPage?: (page: TaskListPage) => void;
}

/** The two tabs of a goal's, a team's or a meeting's tasks: still to do and completed. */
export function TaskListTabs({ source, label, tabs, firstSort, onPage }: TaskListTabsProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState(0);
  const current = tabs[tab] ?? tabs[0];
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label={label}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((entry, index) => (
          <Tab
            key={entry.list}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel`}
            label={entry.label}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        <TaskList
          key={current.list}
          source={source}
          list={current.list}
          caption={current.label}
          emptyAction={current.emptyAction}
          firstSort={firstSort}
          onPage={onPage}
        />
      </Box>
    </Box>
  );
}
