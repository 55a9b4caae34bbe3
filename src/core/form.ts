// A command's form as data (fields, choices, current values), for platforms that draw forms
// (Slack's modal). Each field chosen becomes the command's typed words (`args` + the value), run
// through the pipeline like typed text, so access and answers are the command's own.
import type { Settings } from '../settings/schema.js';

export interface FormChoice {
  label: string;
  value: string;
}

export interface FormField {
  /** unique in the form (a platform's block id) */
  id: string;
  label: string;
  hint?: string;
  choices: FormChoice[];
  /** the value in force (undefined: none of the choices) */
  current?: string;
  /** the command's words before the chosen value: `me language` + ` ta` */
  args: string;
  /** a change of this field is the member's own (their home view shows it) */
  personal?: boolean;
  /** the language the member reads (the web chat's "reads" box sets it with this field's words) */
  reads?: boolean;
}

export interface FormSection {
  title: string;
  fields: FormField[];
}

export interface Form {
  title: string;
  submit: string;
  cancel: string;
  /** what an empty field shows: left as it is */
  keep: string;
  sections: FormSection[];
}

/** What a form is drawn from: the settings in force for the member, and for the channel. */
export interface FormInput {
  member: Settings;
  channel: Settings;
  /** the reader's language */
  lang: string;
}

/** The typed words each changed field becomes (a field left at its value changes nothing). */
export function submittedArgs(
  fields: readonly Pick<FormField, 'id' | 'args' | 'current'>[],
  chosen: Record<string, string | undefined>,
): string[] {
  const lines: string[] = [];
  for (const f of fields) {
    const v = chosen[f.id];
    // Only a choice's own word: a value is one word (`ta`, `on`, `members`).
    if (v && v !== f.current && /^[\w,-]+$/.test(v)) lines.push(`${f.args} ${v}`);
  }
  return lines;
}
