import type { DemoCategory } from './types';

export const bowls: DemoCategory = {
  slug: 'bowls-salads',
  name: 'Bowls & Salads',
  description: 'Colourful, crunchy and filling: good food that happens to be good for you.',
  backdrop: { surface: 'marble', tone: '#7fa88f' },
  foods: [
    {
      name: 'Rainbow Buddha Bowl',
      description:
        'Lemon quinoa with roast chickpeas, avocado, red cabbage, carrot ribbons, cucumber and tahini.',
      sizes: [['Regular', 329]],
      tags: ['veg', 'vegan'],
      popularity: 480,
      art: {
        kind: 'bowl',
        base: 'quinoa',
        parts: ['chickpea', 'avocado', 'cabbage', 'carrot', 'cucumber', 'tomato'],
        glaze: '#2f6f73',
      },
    },
    {
      name: 'Teriyaki Tofu Poke Bowl',
      description:
        'Sticky teriyaki tofu on sushi rice with edamame, mango, cucumber and pickled cabbage.',
      sizes: [['Regular', 349, 299]],
      tags: ['veg', 'vegan'],
      popularity: 410,
      art: {
        kind: 'bowl',
        base: 'rice',
        parts: ['tofu', 'edamame', 'mango', 'cucumber', 'cabbage'],
        glaze: '#1f2f4a',
      },
    },
    {
      name: 'Grilled Chicken Caesar',
      description:
        'Chargrilled chicken, crisp romaine, a soft-boiled egg, cherry tomatoes and creamy Caesar dressing.',
      sizes: [['Regular', 319]],
      popularity: 520,
      art: { kind: 'bowl', base: 'greens', parts: ['chicken', 'tomato', 'egg'] },
    },
    {
      name: 'Thai Peanut Crunch Salad',
      description:
        'Shredded cabbage, carrot, edamame and mango tossed in a spicy peanut-lime dressing.',
      sizes: [['Regular', 299]],
      tags: ['veg', 'vegan', 'spicy', 'nuts'],
      popularity: 290,
      art: {
        kind: 'bowl',
        base: 'greens',
        parts: ['cabbage', 'carrot', 'edamame', 'mango'],
        glaze: '#c9643a',
      },
    },
    {
      name: 'Greek Paneer Salad',
      description:
        'Grilled paneer, cucumber, tomato and pomegranate over leaves with an oregano vinaigrette.',
      sizes: [['Regular', 279]],
      tags: ['veg'],
      popularity: 240,
      art: {
        kind: 'bowl',
        base: 'greens',
        parts: ['paneer', 'cucumber', 'tomato', 'pomegranate'],
        glaze: '#f2efe8',
      },
    },
  ],
};

export const curries: DemoCategory = {
  slug: 'curries',
  name: 'Curries',
  description: 'Slow-cooked gravies with hot naan or steamed basmati on the side.',
  backdrop: { surface: 'wood', tone: '#7a4a2a' },
  foods: [
    {
      name: 'Old Delhi Butter Chicken',
      description:
        'Tandoori chicken simmered in a silky tomato, butter and cashew makhani, finished with cream. Served with butter naan.',
      sizes: [
        ['Half', 299],
        ['Full', 449],
      ],
      tags: ['nuts'],
      special: true,
      popularity: 980,
      art: { kind: 'curry', gravy: '#d9702a', chunks: 'chicken', side: 'naan', cream: true },
    },
    {
      name: 'Paneer Butter Masala',
      description:
        'Soft paneer cubes in a rich, mildly sweet tomato and cashew gravy. Served with jeera rice.',
      sizes: [
        ['Half', 279, 249],
        ['Full', 419],
      ],
      tags: ['veg', 'nuts'],
      popularity: 810,
      art: { kind: 'curry', gravy: '#e07f2e', chunks: 'paneer', side: 'rice', cream: true },
    },
    {
      name: 'Palak Paneer',
      description: 'Fresh spinach purée with garlic, a little cream and golden paneer.',
      sizes: [
        ['Half', 269],
        ['Full', 399],
      ],
      tags: ['veg'],
      popularity: 560,
      art: { kind: 'curry', gravy: '#4f7f2c', chunks: 'paneer', side: 'naan', cream: true },
    },
    {
      name: 'Dal Makhani',
      description:
        'Black lentils slow-cooked overnight on the tandoor with butter and cream. Worth the wait.',
      sizes: [
        ['Half', 229],
        ['Full', 349],
      ],
      tags: ['veg'],
      special: true,
      popularity: 840,
      art: { kind: 'curry', gravy: '#6e3a1e', chunks: 'lentil', side: 'rice', cream: true },
    },
    {
      name: 'Kashmiri Mutton Rogan Josh',
      description:
        'Tender mutton braised with Kashmiri chilli, fennel and dried ginger in a deep red gravy.',
      sizes: [
        ['Half', 379],
        ['Full', 549, 499],
      ],
      tags: ['spicy'],
      popularity: 660,
      art: { kind: 'curry', gravy: '#8e2a18', chunks: 'mutton', side: 'naan' },
    },
    {
      name: 'Punjabi Chana Masala',
      description: 'Chickpeas in a tangy, spicy onion-tomato masala with a hit of amchur.',
      sizes: [
        ['Half', 219],
        ['Full', 329],
      ],
      tags: ['veg', 'vegan', 'spicy'],
      popularity: 430,
      art: { kind: 'curry', gravy: '#a9561f', chunks: 'chickpea', side: 'rice' },
    },
    {
      name: 'Navratan Vegetable Korma',
      description:
        'Nine vegetables in a gentle, fragrant cashew and cream korma. Served with butter naan.',
      sizes: [
        ['Half', 249],
        ['Full', 369],
      ],
      tags: ['veg', 'nuts'],
      popularity: 310,
      art: { kind: 'curry', gravy: '#e6c07e', chunks: 'potato', side: 'naan', cream: true },
    },
  ],
};
