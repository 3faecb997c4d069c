import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { UserTypeId } from '@shared/constants';
import { matchesFilter, type Person, personDetail, personName, USER_TYPE_TABS } from './team-user-types';
import { VirtualList } from './virtual-list';

/** An add-user row is 50 px high (spec section 9). */
const ADD_ROW_HEIGHT = 50;

interface AddUsersPanelProps {
  /** The users not yet in the team. */
  available: Person[];
  onAdd: (userIds: string[]) => void;
}

/** Users to add, per type: filter, Show All, checkboxes with select-all, add selected and add all. */
export function AddUsersPanel({ available, onAdd }: AddUsersPanelProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState(0);
  const [filters, setFilters] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const current = USER_TYPE_TABS[tab]!;
  const filter = filters[current.typeId] ?? '';

  const byType = useMemo(() => {
    const groups = new Map<number, Person[]>();
    for (const person of available) {
      const group = groups.get(person.UserTypeId) ?? [];
      group.push(person);
      groups.set(person.UserTypeId, group);
    }
    return groups;
  }, [available]);

  const ofType = (typeId: UserTypeId) => byType.get(typeId) ?? [];
  const visible = useMemo(
    () => (byType.get(current.typeId) ?? []).filter((person) => matchesFilter(person, filter)),
    [byType, current.typeId, filter],
  );
  const visibleSelected = visible.filter((person) => selected.has(person.Id)).length;
  const allVisibleSelected = visible.length > 0 && visibleSelected === visible.length;

  const setFilter = (value: string) => setFilters((previous) => ({ ...previous, [current.typeId]: value }));

  const toggle = (userId: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });

  const toggleAllVisible = () =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const person of visible) {
        if (allVisibleSelected) next.delete(person.Id);
        else next.add(person.Id);
      }
      return next;
    });

  const add = (userIds: string[]) => {
    onAdd(userIds);
    setSelected((previous) => {
      const next = new Set(previous);
      for (const userId of userIds) next.delete(userId);
      return next;
    });
  };

  const selectedInTab = ofType(current.typeId).filter((person) => selected.has(person.Id));
  const filterId = `${idPrefix}-filter`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${idPrefix}-title`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={`${idPrefix}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Add Users
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="User types to add"
      >
        {USER_TYPE_TABS.map((type, index) => (
          <Tab
            key={type.typeId}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel`}
            label={`${type.label} (${ofType(type.typeId).length})`}
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <Stack
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        spacing={1.5}
        sx={{ pt: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            id={filterId}
            label={`Filter ${current.plural.toLowerCase()}`}
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button onClick={() => setFilter('')} disabled={!filter}>
            Show All
          </Button>
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={allVisibleSelected}
                indeterminate={visibleSelected > 0 && !allVisibleSelected}
                onChange={toggleAllVisible}
                disabled={visible.length === 0}
              />
            }
            label={`Select all ${current.plural.toLowerCase()}`}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              size="small"
              disabled={selectedInTab.length === 0}
              onClick={() => add(selectedInTab.map((person) => person.Id))}
            >
              Add Selected ({selectedInTab.length})
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={ofType(current.typeId).length === 0}
              onClick={() => add(ofType(current.typeId).map((person) => person.Id))}
            >
              Add All {current.plural}
            </Button>
          </Stack>
        </Stack>
        <VirtualList
          items={visible}
          rowHeight={ADD_ROW_HEIGHT}
          getKey={(person) => person.Id}
          label={`${current.plural} to add`}
          emptyMessage={current.emptyMessage}
          renderRow={(person) => (
            <FormControlLabel
              sx={{ m: 0, width: '100%', minWidth: 0, '& .MuiFormControlLabel-label': { minWidth: 0 } }}
              control={<Checkbox checked={selected.has(person.Id)} onChange={() => toggle(person.Id)} />}
              label={
                <>
                  <Typography noWrap>{personName(person)}</Typography>
                  {/* One line in the 50 px row: a long address ends in an ellipsis (the full text is read out). */}
                  <Typography
                    variant="body2"
                    noWrap
                    title={personDetail(person)}
                    sx={{ color: 'text.secondary', lineHeight: 1.3 }}
                  >
                    {personDetail(person)}
                  </Typography>
                </>
              }
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
