import { describe, expect, it } from 'vitest';
import { checkOptionChoice, optionsKey, type OptionGroupRule } from './dish-options';

const groups: OptionGroupRule[] = [
  {
    id: 'g1',
    name: 'Spice level',
    minPicks: 1,
    maxPicks: 1,
    options: [
      { id: 'mild', name: 'Mild', priceDeltaMinor: 0, available: true },
      { id: 'hot', name: 'Hot', priceDeltaMinor: 0, available: true },
    ],
  },
  {
    id: 'g2',
    name: 'Extras',
    minPicks: 0,
    maxPicks: 2,
    options: [
      { id: 'egg', name: 'Boiled egg', priceDeltaMinor: 3000, available: true },
      { id: 'raita', name: 'Extra raita', priceDeltaMinor: 2550, available: true },
      { id: 'salan', name: 'Salan', priceDeltaMinor: 4000, available: false },
    ],
  },
];

describe('checkOptionChoice', () => {
  it('prices a valid choice in menu order, whatever order the ids came in', () => {
    const choice = checkOptionChoice(groups, ['raita', 'egg', 'hot']);
    expect(choice).toEqual({
      ok: true,
      deltaMinor: 5550,
      key: 'egg,hot,raita',
      chosen: [
        { groupId: 'g1', group: 'Spice level', optionId: 'hot', name: 'Hot', priceDeltaMinor: 0 },
        {
          groupId: 'g2',
          group: 'Extras',
          optionId: 'egg',
          name: 'Boiled egg',
          priceDeltaMinor: 3000,
        },
        {
          groupId: 'g2',
          group: 'Extras',
          optionId: 'raita',
          name: 'Extra raita',
          priceDeltaMinor: 2550,
        },
      ],
    });
  });

  it.each([
    [[], 'Choose a Spice level'],
    [['mild', 'hot'], 'Choose only one Spice level'],
    [['mild', 'egg', 'raita', 'egg'], 'An option is chosen twice'],
    [['mild', 'salan'], 'Salan is not available right now'],
    [['mild', 'elsewhere'], 'One of the options chosen is not offered for this dish'],
  ])('refuses %j: %s', (ids, message) => {
    expect(checkOptionChoice(groups, ids)).toEqual({ ok: false, message });
  });

  it('counts picks against min and max of more than one', () => {
    const three: OptionGroupRule = { ...groups[1]!, minPicks: 2, maxPicks: 2 };
    expect(checkOptionChoice([three], ['egg'])).toEqual({
      ok: false,
      message: 'Choose at least 2 for Extras',
    });
    const extras = {
      ...groups[1]!,
      options: groups[1]!.options.map((o) => ({ ...o, available: true })),
    };
    expect(checkOptionChoice([extras], ['egg', 'raita', 'salan'])).toEqual({
      ok: false,
      message: 'Choose at most 2 for Extras',
    });
  });

  it('a dish without groups takes no options and adds nothing', () => {
    expect(checkOptionChoice([], [])).toEqual({ ok: true, chosen: [], deltaMinor: 0, key: '' });
    expect(checkOptionChoice([], ['x'])).toMatchObject({ ok: false });
  });

  it('keys a line by its sorted, distinct ids', () => {
    expect(optionsKey(['b', 'a', 'b'])).toBe('a,b');
    expect(optionsKey([])).toBe('');
  });
});
