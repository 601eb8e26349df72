import {lazyOptional} from '../../src/lib/lazyOptional';

const Part = () => null;

describe('lazyOptional', () => {
  it('loads the code once and tells that it came', async () => {
    const importer = jest.fn(async () => ({default: Part}));
    const {load} = lazyOptional('Part', importer);
    expect(importer).not.toHaveBeenCalled();
    await expect(load()).resolves.toBe(true);
    await expect(load()).resolves.toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load, tells that the code did not come and tries again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Loading chunk 42 failed.');
    const importer = jest
      .fn<Promise<{default: typeof Part}>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({default: Part});
    const {load} = lazyOptional('The part', importer);
    await expect(load()).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      'The part could not be loaded:',
      failure,
    );
    await expect(load()).resolves.toBe(true);
    await expect(load()).resolves.toBe(true);
    expect(importer).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
