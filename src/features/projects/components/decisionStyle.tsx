import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ThumbDownOffAltOutlined from '@mui/icons-material/ThumbDownOffAltOutlined';
import ThumbUpOffAltOutlined from '@mui/icons-material/ThumbUpOffAltOutlined';
import type { ReactElement } from 'react';

import type { CandidateDecision } from '@/contract/projects';

/** Each mark in colour, with an icon and its words beside it (never colour alone). */
export const DECISION_COLOUR: Record<CandidateDecision, 'success' | 'default' | 'primary'> = {
  interested: 'success',
  notAFit: 'default',
  interview: 'primary',
};

export const DECISION_ICON: Record<CandidateDecision, ReactElement> = {
  interested: <ThumbUpOffAltOutlined />,
  notAFit: <ThumbDownOffAltOutlined />,
  interview: <EventAvailableOutlined />,
};
