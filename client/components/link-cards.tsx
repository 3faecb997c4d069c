import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

export interface LinkCard {
  to: string;
  title: string;
  description: string;
  Icon: typeof SvgIcon;
}

/**
 * A list of screens to open, each a card that is one link: its title names the link and its description
 * describes it, so a screen reader reads a short name, then the detail. One column on a phone.
 */
export function LinkCards({ label, cards }: { label: string; cards: readonly LinkCard[] }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <LinkCardItem key={card.to} card={card} />
      ))}
    </Box>
  );
}

function LinkCardItem({ card: { to, title, description, Icon } }: { card: LinkCard }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Paper component="li" variant="outlined" sx={{ display: 'flex' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2, borderRadius: 1 }}
      >
        <Icon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary', alignSelf: 'center' }} />
      </CardActionArea>
    </Paper>
  );
}
