import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ThumbDownOffAltOutlined from '@mui/icons-material/ThumbDownOffAltOutlined';
import ThumbUpOffAltOutlined from '@mui/icons-material/ThumbUpOffAltOutlined';
import type { ReactElement } from 'react';

import { toneOf, type ToneColours } from '@/components/status/statusTones';
import type { CandidateDecision } from '@/contract/projects';

/** Each mark in its tone's colour, with an icon and its words beside it (never colour alone). */
export const DECISION_COLOUR: Record<CandidateDecision, ToneColours['mui']> = {
  interested: toneOf('decision', 'interested').mui,
  notAFit: toneOf('decision', 'notAFit').mui,
  interview: toneOf('decision', 'interview').mui,
};

export const DECISION_ICON: Record<CandidateDecision, ReactElement> = {
  interested: <ThumbUpOffAltOutlined />,
  notAFit: <ThumbDownOffAltOutlined />,
  interview: <EventAvailableOutlined />,
};
