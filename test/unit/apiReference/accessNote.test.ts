import path from 'path';
import { splitAccessNote } from '../../../src/apiReference/core/accessNote';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { loadApiModel } from '../../../src/apiReference/core';
import { loadFixtureDoc } from './helpers';

describe('splitAccessNote', () => {
  it('moves the **Access:** paragraph out of the description, capitalised and without its label', () => {
    expect(splitAccessNote('Lists users.\n\n**Access:** administrators only (`x-required-role: admin`).\n\nPaginated.')).toEqual({
      description: 'Lists users.\n\nPaginated.',
      access: 'Administrators only (`x-required-role: admin`).',
    });
  });

  it('leaves a description without the paragraph alone, and empties one that held only the note', () => {
    expect(splitAccessNote('Lists users. Access: see below.')).toEqual({ description: 'Lists users. Access: see below.', access: null });
    expect(splitAccessNote('**Access:** public, no authentication required.')).toEqual({ description: null, access: 'Public, no authentication required.' });
    expect(splitAccessNote(undefined)).toEqual({ description: undefined, access: null });
  });
});

describe('operations and responses in the model', () => {
  it('have the note in auth and a summary per response (pocket-id-mini.yaml)', async () => {
    const model = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'));
    for (const op of model.operations) {
      expect(op.auth).toHaveProperty('noteHtml');
      for (const response of op.responses) expect(response.summary === null || !/[<>\n]/.test(response.summary)).toBe(true);
    }
  });

  it('say who may call an operation once: in Authentication, never in the description (the Pocket ID spec)', async () => {
    const model = await loadApiModel(path.resolve(__dirname, '../../../openapi/pocket-id.yaml'));
    const withNote = model.operations.filter(op => op.auth.noteHtml !== null);
    expect(withNote.length).toBeGreaterThan(100);
    for (const op of model.operations) expect([op.slug, op.descriptionHtml ?? '']).not.toEqual([op.slug, expect.stringContaining('Access:')]);
    const listUsers = model.operations.find(op => op.slug === 'list-users')!;
    expect(listUsers.auth.noteHtml).toMatch(/^<p>Administrators only/);
  });
});
