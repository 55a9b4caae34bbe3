// Every configuration variable is in the README's configuration tables and in .env.example (where
// a new admin looks first); .env.example sets nothing until a line is uncommented.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../../src/config.js';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const README = read('README.md');
const CONFIGURATION = README.slice(README.indexOf('## Configuration'), README.indexOf('## The CLI'));
const EXAMPLE = read('.env.example');

it.each(CONFIG_VARIABLES.map((v) => v.name))('%s is in the README configuration and .env.example', (name) => {
  expect(CONFIGURATION).toContain(`\`${name}\``);
  expect(EXAMPLE).toMatch(new RegExp(`^# ${name}=`, 'm'));
});

it('.env.example is all comments: copying it changes nothing', () => {
  expect(parseEnv(EXAMPLE)).toEqual({});
});
