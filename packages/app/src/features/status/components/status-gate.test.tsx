import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSettings } from '../../../shared/api/get-settings';
import { LOCAL_KEYS } from '../../../shared/storage-keys';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { renderApp } from '../../../test/render-app';
import { addFaults, control, useWorld } from '../../../test/server';

describe('system status on load (A-152, A-153)', () => {
  it('status 0 renders the site', async () => {
    useWorld('default');
    renderApp('/m/home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'System maintenance' })).not.toBeInTheDocument();
  });

  it('status 1 renders the maintenance page with a contact-support link to the chat (G-007, A-155)', async () => {
    useWorld('maintenance');
    const settings = await getSettings();
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/We are upgrading the platform/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      settings.info.customerService.chatUrl,
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('status 2 renders the IP-restricted page with the visitor IP and a contact-service link (A-155)', async () => {
    useWorld('region-restricted');
    const settings = await getSettings();
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(await screen.findByText(`Your IP: ${settings.location.ip}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', settings.info.customerService.chatUrl);
  });

  it('maintenance wins when both maintenance and region restriction apply', async () => {
    useWorld('maintenance-and-region');
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access restricted' })).not.toBeInTheDocument();
  });

  it('the fresh status call overrides cached settings that said the site was open', async () => {
    useWorld('default');
    const open = await getSettings();
    window.localStorage.setItem(LOCAL_KEYS.settings, JSON.stringify(open));
    useWorld('maintenance');
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
  });
});

describe('settings cache (A-009)', () => {
  it('a cache that fails to parse still loads the site, and is replaced by fresh settings', async () => {
    useWorld('default');
    window.localStorage.setItem(LOCAL_KEYS.settings, '{"info": broken');
    renderApp('/m/home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(() => JSON.parse(window.localStorage.getItem(LOCAL_KEYS.settings) ?? '')).not.toThrow());
  });

  it('renders with the cached settings first and then with the refreshed ones', async () => {
    useWorld('default');
    const fresh = await getSettings();
    const cached = { ...fresh, info: { ...fresh.info, register: { ...fresh.info.register, minAge: fresh.info.register.minAge + 3 } } };
    window.localStorage.setItem(LOCAL_KEYS.settings, JSON.stringify(cached));
    renderApp('/m/home');
    expect(await screen.findByText(`You must be at least ${cached.info.register.minAge} years old to use this site.`)).toBeInTheDocument();
    expect(await screen.findByText(`You must be at least ${fresh.info.register.minAge} years old to use this site.`)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.settings) ?? '{}')).toEqual(fresh);
  });
});

describe('first load failing (A-157, A-158)', () => {
  it("shows 'Loading failed, click to retry' with nothing cached, and retrying loads the site", async () => {
    const world = useWorld('default');
    await addFaults(world, [{ endpoint: 'system.settings', code: 'unknown', times: 1 }]);
    renderApp('/m/home');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the network message when the connection drops', async () => {
    const world = useWorld('default');
    await addFaults(world, [{ endpoint: 'system.settings', drop: true, times: 1 }]);
    renderApp('/m/home');
    expect(await screen.findByText('The network is slow or offline. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading failed, click to retry' })).toBeInTheDocument();
  });
});

describe('contact links from settings', () => {
  it('a javascript: chat URL from the server is not linked', async () => {
    const worldId = useWorld('maintenance');
    await control.patchState(worldId, { settings: { info: { customerService: { chatUrl: 'javascript:alert(document.cookie)' } } } });
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    // The heading can show before the settings (and so the link) arrive: wait for the settings
    // carrying that URL, then the page has had its chance to link it.
    await waitFor(() =>
      expect(useSettingsStore.getState().settings?.info.customerService.chatUrl).toBe('javascript:alert(document.cookie)'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).not.toBeInTheDocument();
  });
});
