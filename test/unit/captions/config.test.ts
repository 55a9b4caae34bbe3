// CAPTIONS_MAX_MINUTES: the longest one voice channel is captioned in one go.
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadBotConfig } from '../../../src/config.js';

describe('CAPTIONS_MAX_MINUTES', () => {
  it('is 120 by default, and documented', () => {
    expect(loadBotConfig({}).captionsMaxMinutes).toBe(120);
    expect(CONFIG_VARIABLES.find((v) => v.name === 'CAPTIONS_MAX_MINUTES')?.default).toBe('120');
  });

  it('takes a whole number of minutes', () => {
    expect(loadBotConfig({ CAPTIONS_MAX_MINUTES: '45' }).captionsMaxMinutes).toBe(45);
  });

  it('refuses nonsense with a sentence naming the variable', () => {
    for (const bad of ['0', '-5', '1.5', 'two hours', '100000']) {
      const run = () => loadBotConfig({ CAPTIONS_MAX_MINUTES: bad });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(/CAPTIONS_MAX_MINUTES.*a whole number of minutes from 1 to 1440/);
    }
  });
});
