import { fireEvent, render, screen, within } from '@testing-library/react';
import { ServiceLinks } from './service-links';

const MORE_SERVICES_LABEL = 'More ways to listen';

const links = ['Apple Podcasts', 'Spotify', 'Podbean', 'YouTube'].map((serviceName) => ({
  serviceName,
  serviceLink: `https://listen.example/${serviceName.replace(' ', '-').toLowerCase()}`,
  icon: serviceName.toLowerCase(),
}));

describe('service links', () => {
  test('[S1-PODCAST-07] two services: both shown directly, no menu', () => {
    render(<ServiceLinks links={links.slice(0, 2)} />);
    const nav = screen.getByRole('navigation', { name: 'Listen on' });
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: MORE_SERVICES_LABEL })).not.toBeInTheDocument();
  });

  test('[S1-PODCAST-07] [S1-PODCAST-08] four services: 2 links shown directly, 2 in an accessible menu', () => {
    render(<ServiceLinks links={links} />);
    const direct = screen.getAllByRole('link');
    expect(direct).toHaveLength(2);
    expect(direct[0]).toHaveAccessibleName('Apple Podcasts (opens in a new tab)');
    expect(direct[1]).toHaveAccessibleName('Spotify (opens in a new tab)');
    const button = screen.getByRole('button', { name: MORE_SERVICES_LABEL });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: MORE_SERVICES_LABEL });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      'https://listen.example/podbean',
      'https://listen.example/youtube',
    ]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items[0]).toHaveFocus();
  });

  test('[S1-PODCAST-08] the menu works from the keyboard: arrows move, Escape closes and returns focus', () => {
    render(<ServiceLinks links={links} />);
    const button = screen.getByRole('button', { name: MORE_SERVICES_LABEL });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
