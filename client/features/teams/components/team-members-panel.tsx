import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { UserType } from '@shared/constants';
import { RemoveMemberButton } from './remove-member-button';
import { type Person, personDetail, personName, USER_TYPE_TABS } from './team-user-types';
import { VirtualList } from './virtual-list';

/** A team member row is 60 px high (spec section 9). */
const MEMBER_ROW_HEIGHT = 60;

export interface MemberRow {
  person: Person;
  isLead: boolean;
  /** The server's AllowedToRemove for a saved member (false for the team's only lead); true for one just added. */
  removable: boolean;
}

interface TeamMembersPanelProps {
  members: MemberRow[];
  onToggleLead: (userId: string) => void;
  onRemove: (userId: string) => void;
}

/** The users in the team, per type; staffers carry a Team Lead checkbox, everyone a remove icon (off for the only lead). */
export function TeamMembersPanel({ members, onToggleLead, onRemove }: TeamMembersPanelProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState(0);
  const current = USER_TYPE_TABS[tab]!;
  const ofType = (typeId: number) => members.filter((member) => member.person.UserTypeId === typeId);
  const visible = ofType(current.typeId);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${idPrefix}-title`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={`${idPrefix}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Users In Team ({members.length})
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="Team members by type"
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
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {members.length === 0 ? (
          <Typography sx={{ py: 2, px: 1 }}>There are no team members.</Typography>
        ) : (
          <VirtualList
            items={visible}
            rowHeight={MEMBER_ROW_HEIGHT}
            getKey={(member) => member.person.Id}
            label={`${current.plural} in the team`}
            emptyMessage={current.emptyMessage}
            renderRow={(member) => {
              const name = personName(member.person);
              return (
                <Stack direction="row" sx={{ alignItems: 'center', width: '100%', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography noWrap>{name}</Typography>
                    <Typography
                      variant="body2"
                      noWrap
                      title={personDetail(member.person)}
                      sx={{ color: 'text.secondary', lineHeight: 1.3 }}
                    >
                      {personDetail(member.person)}
                    </Typography>
                  </Box>
                  {member.person.UserTypeId === UserType.Staffer && (
                    <FormControlLabel
                      sx={{ m: 0 }}
                      control={
                        <Checkbox
                          checked={member.isLead}
                          onChange={() => onToggleLead(member.person.Id)}
                          slotProps={{ input: { 'aria-label': `Team Lead: ${name}` } }}
                        />
                      }
                      label="Team Lead"
                    />
                  )}
                  <RemoveMemberButton
                    label={`Remove ${name} from the team`}
                    allowed={member.removable}
                    onRemove={() => onRemove(member.person.Id)}
                  />
                </Stack>
              );
            }}
          />
        )}
      </div>
    </Paper>
  );
}
