import type { ItemChange } from '../shared/stream/item-changes';
import type { CountChange } from '../storage/site-counts';
import { countsOfChange, StreamCounts } from './stream-counts';

/** What each item change on the content table's stream does to the dashboard's counts (docs/data-model.md, D4). */
const at = '2026-05-01T09:00:00.000Z';
const later = '2026-05-02T09:00:00.000Z';
const post = (status: string, createdAt = at) => ({ id: 'p', status, createdAt, boardId: 'b' });
const comment = (deleted: boolean) => ({ id: 'c', deleted, createdAt: at });
const postChange = (before?: object, after?: object): ItemChange => ({
  pk: 'POST#p',
  sk: 'META',
  before: before as ItemChange['before'],
  after: after as ItemChange['after'],
  sequenceNumber: '1',
});
const commentChange = (before?: object, after?: object): ItemChange => ({
  ...postChange(before, after),
  sk: 'COMMENT#2026-05-01T09:00:00.000Z#c',
});

describe('countsOfChange', () => {
  it.each<[string, ItemChange, CountChange[]]>([
    ['a published post counts', postChange(undefined, post('published')), [{ name: 'posts', delta: 1, at }]],
    ['a draft never counts', postChange(undefined, post('draft')), []],
    [
      'publishing a draft counts it, on the day it is published (its createdAt then)',
      postChange(post('draft'), post('published', later)),
      [{ name: 'posts', delta: 1, at: later }],
    ],
    ['an edit or a move changes nothing', postChange(post('published'), post('published')), []],
    [
      'the trash uncounts it, on the day it was created',
      postChange(post('published'), post('trashed')),
      [{ name: 'posts', delta: -1, at }],
    ],
    [
      'a restore counts it again',
      postChange(post('trashed'), post('published')),
      [{ name: 'posts', delta: 1, at }],
    ],
    ['a purge of a trashed post changes nothing', postChange(post('trashed'), undefined), []],
    ['a deleted draft changes nothing', postChange(post('draft'), undefined), []],
    ['a comment counts', commentChange(undefined, comment(false)), [{ name: 'comments', delta: 1, at }]],
    [
      'a deleted comment is uncounted',
      commentChange(comment(false), comment(true)),
      [{ name: 'comments', delta: -1, at }],
    ],
    [
      'a restored comment counts again',
      commentChange(comment(true), comment(false)),
      [{ name: 'comments', delta: 1, at }],
    ],
    [
      'a purge removes each live comment from the count',
      commentChange(comment(false), undefined),
      [{ name: 'comments', delta: -1, at }],
    ],
    ['a purge of a deleted comment changes nothing', commentChange(comment(true), undefined), []],
    ['a body item changes nothing', { ...postChange(undefined, { body: 'x' }), sk: 'BODY' }, []],
    [
      'a vote in the post partition changes nothing',
      { ...postChange(undefined, { up: true }), sk: 'VOTE#u' },
      [],
    ],
    ['a board record changes nothing', { ...postChange(undefined, post('published')), pk: 'BOARD#b' }, []],
  ])('%s', (_name, change, expected) => {
    expect(countsOfChange(change)).toEqual(expected);
  });
});

describe('StreamCounts', () => {
  it('adds what a change counts and lets a failure through, so the stream hands the change again', async () => {
    const added: CountChange[][] = [];
    const counts = { add: async (changes: readonly CountChange[]) => void added.push([...changes]) };
    const consumer = new StreamCounts(counts);
    await consumer.consume(postChange(undefined, post('published')));
    await consumer.consume(postChange(post('published'), post('published')));
    expect(added).toEqual([[{ name: 'posts', delta: 1, at }]]);
    const failing = new StreamCounts({
      add: async () => {
        throw new Error('throttled');
      },
    });
    await expect(failing.consume(postChange(undefined, post('published')))).rejects.toThrow('throttled');
  });
});
