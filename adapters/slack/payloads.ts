// The shapes of Slack's interactive payloads dubash reads (view_submission, message_action,
// block_actions): only the fields used, so a payload with more (Slack adds fields) still fits.
import type { SlackFile } from './normalize.js';

export interface SubmittedView {
  id?: string;
  hash?: string;
  private_metadata?: string;
  state?: { values?: Record<string, Record<string, { selected_option?: { value?: string } | null }>> };
}

export interface MessageShortcut {
  callback_id: string;
  trigger_id: string;
  response_url?: string;
  message_ts?: string;
  team?: { id?: string };
  channel?: { id?: string };
  user?: { id?: string; name?: string; team_id?: string };
  message?: { ts?: string; thread_ts?: string; text?: string; files?: SlackFile[]; user?: string };
}

export interface BlockActions {
  trigger_id?: string;
  response_url?: string;
  team?: { id?: string };
  user?: { id?: string; name?: string; team_id?: string };
  channel?: { id?: string };
  container?: { channel_id?: string; message_ts?: string; is_ephemeral?: boolean };
  message?: { ts?: string; thread_ts?: string };
}
