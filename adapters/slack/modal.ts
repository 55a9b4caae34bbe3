// A command's form (its data: fields, choices, values in force; commands/*.ts `form`) drawn as a
// modal. `/dubash <command>` with nothing after it opens it for a command that has one. Each field
// left empty or at its value keeps it; each one changed becomes the command's typed words
// (`me language ta`), run through the core (so access and answers are the command's), answered
// through the slash command's response_url (kept in private_metadata): only the member sees them.
import type { types } from '@slack/bolt';
import type { Form, FormField } from '../../src/core/form.js';

type View = types.ModalView;

export const FORM_MODAL = 'dubash_form';

const text = (s: string) => ({ type: 'plain_text' as const, text: s });
const option = (label: string, value: string) => ({ text: text(label), value });

function select(field: FormField, keep: string) {
  const chosen = field.choices.find((o) => o.value === field.current);
  return {
    type: 'input' as const,
    block_id: field.id,
    optional: true,
    label: text(field.label),
    ...(field.hint ? { hint: text(field.hint) } : {}),
    element: {
      type: 'static_select' as const,
      action_id: 'value',
      placeholder: text(keep),
      options: field.choices.map((o) => option(o.label, o.value)),
      // The value in force (Slack needs the very option object); none: "Keep as it is".
      ...(chosen ? { initial_option: option(chosen.label, chosen.value) } : {}),
    },
  };
}

/** What a submission needs to become typed words (Slack keeps it in private_metadata, 3,000 chars). */
export interface ModalMeta {
  team: string;
  channel: string;
  responseUrl?: string;
  command: string;
  /** each field: its id, its words, the value it opened with (a field left at it changes nothing) */
  fields: Pick<FormField, 'id' | 'args' | 'current' | 'personal'>[];
}

export function formModal(form: Form, meta: Omit<ModalMeta, 'fields'>): View {
  const fields = form.sections.flatMap((s) => s.fields);
  const full: ModalMeta = {
    ...meta,
    fields: fields.map((f) => ({
      id: f.id,
      args: f.args,
      ...(f.current !== undefined ? { current: f.current } : {}),
      ...(f.personal ? { personal: true } : {}),
    })),
  };
  return {
    type: 'modal',
    callback_id: FORM_MODAL,
    private_metadata: JSON.stringify(full),
    title: text(form.title.slice(0, 24)),
    submit: text(form.submit),
    close: text(form.cancel),
    blocks: form.sections.flatMap((s) => [
      { type: 'header' as const, text: text(s.title) },
      ...s.fields.map((f) => select(f, form.keep)),
    ]),
  };
}

/** The chosen value of each field of a submitted modal (block id → option value). */
export function chosenValues(
  values: Record<string, Record<string, { selected_option?: { value?: string } | null }>>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([block, v]) => [block, v.value?.selected_option?.value ?? undefined]),
  );
}
