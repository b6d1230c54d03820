/** One figure of the live overview: label, value, a detail line, its rule in a tooltip, a way in. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, IconButton, Link as MuiLink, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Link } from 'react-router-dom';
import { LazyTooltip } from '../../ui/LazyTooltip';

export interface FigureCardProps {
  id: string;
  label: string;
  /** The shown value (e.g. "87 %") and the raw number behind it (data-value, for tests and tools). */
  value: string;
  raw: number | null;
  detail: string;
  rule: string;
  ruleLabel: string;
  link?: { to: string; text: string };
  tone?: 'default' | 'warning' | 'error';
  children?: ReactNode;
}

const TONES = { default: 'text.primary', warning: '#8A4B00', error: '#B71C1C' } as const;

export function FigureCard({ id, label, value, raw, detail, rule, ruleLabel, link, tone = 'default' }: FigureCardProps) {
  const headingId = `live-figure-${id}-label`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid={`live-figure-${id}`} data-value={raw ?? ''}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary">
            {label}
          </Typography>
          {/* The tooltip's code (with Popper.js, 11 KB gzip) loads at the first interaction, as the shell's. */}
          <LazyTooltip title={rule} describeChild>
            <IconButton size="small" aria-label={ruleLabel} sx={{ my: -0.5 }}>
              <InfoOutlined fontSize="small" />
            </IconButton>
          </LazyTooltip>
        </Box>
        <Typography component="p" variant="h4" sx={{ fontWeight: 600, color: TONES[tone], my: 0.5 }} data-testid={`live-value-${id}`}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
        {link ? (
          <MuiLink component={Link} to={link.to} underline="hover" variant="body2" sx={{ display: 'inline-block', mt: 0.5 }}>
            {link.text}
          </MuiLink>
        ) : null}
      </CardContent>
    </Card>
  );
}
