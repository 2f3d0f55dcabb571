import { selectMaxLength } from '@/core/meta/meta.selectors';
import { metaSlice } from '@/core/meta/meta.slice';

/** Field lengths come from GET /manager/fields-meta; a missing entry only logs at debug level. */
const loaded = {
  meta: metaSlice.reducer(undefined, metaSlice.actions.fieldsMetaLoaded({ manager: { firstName: { maxLength: 64 } } })),
};

it('gives the server length of a mapped field', () => {
  expect(selectMaxLength(loaded, 'manager', 'firstName')).toBe(64);
});

it('gives no limit for a missing entry and only logs it at debug level', () => {
  const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error');
  expect(selectMaxLength(loaded, 'manager', 'nickname')).toBeUndefined();
  expect(debug).toHaveBeenCalledWith(expect.stringContaining('manager.nickname'));
  expect(error).not.toHaveBeenCalled();
});

it('does not log while the metadata has not arrived yet', () => {
  const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  const notLoaded = { meta: metaSlice.reducer(undefined, { type: 'init' }) };
  expect(selectMaxLength(notLoaded, 'manager', 'firstName')).toBeUndefined();
  expect(debug).not.toHaveBeenCalled();
});
