import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitForState } from '../../test/hook-waits';
import { addFaults, engine, settled, useWorld } from '../../test/server';
import { useCaptcha } from './use-captcha';

/** The text of the captcha the world issued last (each load issues a new one). */
const issued = (world: string) => engine.world(world).state.captcha?.text ?? null;

describe('useCaptcha', () => {
  it('loads an image while enabled and a new one on reload (A-063)', async () => {
    const world = useWorld();
    const { result } = renderHook(() => useCaptcha(true));
    await waitForState(() => expect(result.current.image).toMatch(/^data:image\/png;base64,/));
    const first = { image: result.current.image, text: issued(world) };
    act(() => result.current.reload());
    // The old image stays until the new one replaces it.
    expect(result.current.image).toBe(first.image);
    await waitForState(() => expect(result.current.image).not.toBe(first.image));
    expect(issued(world)).not.toBe(first.text);
    expect(result.current.load.status).not.toBe('error');
  });

  it('asks for nothing while disabled, reload included (A-024)', async () => {
    const world = useWorld();
    const { result } = renderHook(() => useCaptcha(false));
    act(() => result.current.reload());
    await settled();
    expect(result.current).toMatchObject({ image: null, load: { status: 'idle' } });
    expect(issued(world)).toBeNull();
  });

  it('loads once it is enabled (a login that now needs the captcha, A-023)', async () => {
    useWorld();
    const { result, rerender } = renderHook(({ on }) => useCaptcha(on), { initialProps: { on: false } });
    rerender({ on: true });
    await waitForState(() => expect(result.current.image).not.toBeNull());
  });

  it('a failed load leaves no image and says so; reload recovers (A-157)', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'auth.captcha', times: 1, status: 500, code: 'unknown' }]);
    const { result } = renderHook(() => useCaptcha(true));
    await waitForState(() => expect(result.current.load.status).toBe('error'));
    expect(result.current.image).toBeNull();
    act(() => result.current.reload());
    expect(result.current.load.status).not.toBe('error');
    await waitForState(() => expect(result.current.image).not.toBeNull());
  });

  it('blankWhileLoading: the image is gone from the moment a reload starts (the login form)', async () => {
    useWorld();
    const { result } = renderHook(() => useCaptcha(true, { blankWhileLoading: true }));
    await waitForState(() => expect(result.current.image).not.toBeNull());
    const first = result.current.image;
    act(() => result.current.reload());
    expect(result.current.image).toBeNull();
    await waitForState(() => expect(result.current.image).not.toBeNull());
    expect(result.current.image).not.toBe(first);
  });
});
