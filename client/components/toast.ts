import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's toasts in the theme's colours, which keep white text at AA contrast. */
export const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900] },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
}));

export const toastComponents = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};
