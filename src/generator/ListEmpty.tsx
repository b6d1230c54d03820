/**
 * A list with no record at all (and no filter set): the declared sentence ("Noch keine Einträge
 * im Telefonbuch", resources.<path>.empty) or react-admin's general one, and for users who may
 * create, the invitation with the create link. As react-admin's Empty page.
 */
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'ra-core';
import { CreateLink } from './CreateLink';

export function ListEmpty({ mayCreate }: { mayCreate: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const getResourceLabel = useGetResourceLabel();
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 0, _: getResourceLabel(resource, 0) });
  return (
    <Box sx={{ textAlign: 'center', mt: 6, px: 2 }}>
      {/* Muted as react-admin's Empty page, but with text contrast at WCAG AA. */}
      <Box sx={{ color: 'text.secondary' }}>
        <InboxIcon sx={{ width: '9em', height: '9em', color: 'action.disabled' }} aria-hidden />
        <Typography variant="h4" component="p" sx={{ mb: 2 }}>
          {translate(`resources.${resource}.empty`, { _: translate('ra.page.empty', { name }) })}
        </Typography>
        {mayCreate && <Typography variant="body1">{translate(`resources.${resource}.invite`, { _: translate('ra.page.invite') })}</Typography>}
      </Box>
      {mayCreate && (
        <Box sx={{ mt: 2 }}>
          <CreateLink variant="contained" />
        </Box>
      )}
    </Box>
  );
}
