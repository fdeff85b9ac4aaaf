import type { DemoCategory, DemoOptionGroup } from './types';

const SPICE_LEVEL: DemoOptionGroup = {
  name: 'Spice level',
  min: 1,
  max: 1,
  options: [
    ['Mild', 0],
    ['Medium', 0],
    ['Hot', 0],
  ],
};
const BIRYANI_EXTRAS: DemoOptionGroup = {
  name: 'Extras',
  min: 0,
  max: 3,
  options: [
    ['Boiled egg', 30],
    ['Extra raita', 25],
    ['Mirchi ka salan', 40],
  ],
};
const PREFERENCES: DemoOptionGroup = {
  name: 'Preferences',
  min: 0,
  max: 1,
  options: [['No onion', 0]],
};

export const noodlesRice: DemoCategory = {
  slug: 'noodles-rice',
  name: 'Noodles & Rice',
  description: 'Wok-tossed noodles, fragrant biryanis and bowls of comfort.',
  backdrop: { surface: 'slate', tone: '#2f3b3a' },
  foods: [
    {
      name: 'Hyderabadi Chicken Dum Biryani',
      description:
        'Saffron basmati layered with marinated chicken, fried onions and mint, sealed and slow-cooked. With raita.',
      sizes: [
        ['Half', 299],
        ['Full', 449, 399],
      ],
      tags: ['spicy'],
      options: [SPICE_LEVEL, BIRYANI_EXTRAS, PREFERENCES],
      special: true,
      popularity: 950,
      art: { kind: 'rice', style: 'biryani' },
    },
    {
      name: 'Subz Dum Biryani',
      description: 'Seasonal vegetables and paneer layered with aromatic basmati and saffron.',
      sizes: [
        ['Half', 249],
        ['Full', 379],
      ],
      tags: ['veg'],
      options: [SPICE_LEVEL, PREFERENCES],
      popularity: 500,
      art: { kind: 'rice', style: 'veg-biryani' },
    },
    {
      name: 'Veg Hakka Noodles',
      description: 'Wok-tossed noodles with cabbage, carrot, spring onion and a splash of soy.',
      sizes: [['Regular', 219, 189]],
      tags: ['veg', 'vegan'],
      popularity: 690,
      art: { kind: 'noodles', noodle: '#e8c15a', toppings: ['scallion', 'tofu'] },
    },
    {
      name: 'Spicy Miso Chicken Ramen',
      description:
        'A rich miso and chilli broth with springy noodles, chicken, a jammy egg and spring onion.',
      sizes: [['Regular', 349]],
      tags: ['spicy'],
      popularity: 470,
      art: {
        kind: 'noodles',
        noodle: '#f0d27a',
        broth: '#d98a3a',
        toppings: ['egg', 'chicken', 'scallion', 'chili'],
      },
    },
    {
      name: 'Prawn Pad Thai',
      description:
        'Rice noodles with prawns, tamarind, bean sprouts and crushed peanuts, with lime on the side.',
      sizes: [['Regular', 329]],
      tags: ['nuts'],
      popularity: 380,
      art: { kind: 'noodles', noodle: '#f1e3c2', toppings: ['prawn', 'scallion', 'chili'] },
    },
    {
      name: 'Egg Fried Rice',
      description: 'Smoky wok-fried rice with scrambled egg, peas, carrot and spring onion.',
      sizes: [
        ['Regular', 199],
        ['Large', 279],
      ],
      popularity: 540,
      art: { kind: 'rice', style: 'fried' },
    },
    {
      name: 'Jeera Pulao',
      description: 'Fluffy basmati tempered with cumin, bay leaf and a little ghee.',
      sizes: [['Regular', 179]],
      tags: ['veg'],
      popularity: 220,
      art: { kind: 'rice', style: 'pulao' },
    },
  ],
};

export const wraps: DemoCategory = {
  slug: 'wraps-sandwiches',
  name: 'Wraps & Sandwiches',
  description: 'Rolls, wraps and toasties for eating on the go.',
  backdrop: { surface: 'linen', tone: '#3f8f7a' },
  foods: [
    {
      name: 'Chicken Tikka Kathi Roll',
      description:
        'Charred chicken tikka, pickled onions and green chutney rolled in a flaky egg paratha.',
      sizes: [
        ['Single', 199, 179],
        ['Double', 299],
      ],
      tags: ['spicy'],
      popularity: 770,
      art: { kind: 'wrap', fillings: ['#6cb33e', '#b8682c', '#b25aa5', '#b8682c'] },
    },
    {
      name: 'Paneer Tikka Wrap',
      description: 'Tandoori paneer, crunchy salad and mint yoghurt in a wholewheat wrap.',
      sizes: [['Regular', 189]],
      tags: ['veg', 'spicy'],
      popularity: 520,
      art: { kind: 'wrap', fillings: ['#6cb33e', '#fbf1da', '#e0552c', '#fbf1da'] },
    },
    {
      name: 'Falafel Hummus Wrap',
      description: 'Crisp herby falafel, hummus, pickled veg and tahini in a soft flatbread.',
      sizes: [['Regular', 209]],
      tags: ['veg', 'vegan'],
      popularity: 330,
      art: { kind: 'wrap', fillings: ['#7aa53a', '#8a5a2a', '#d8342a', '#f0e2b8'] },
    },
    {
      name: 'Triple-Decker Club Sandwich',
      description:
        'Toasted white bread stacked with roast chicken, fried egg, cheese, lettuce and tomato.',
      sizes: [['Regular', 249]],
      popularity: 610,
      art: { kind: 'sandwich', fillings: ['#6cb33e', '#d8342a', '#f3c33a', '#c89060', '#fdfbf4'] },
    },
    {
      name: 'Bombay Masala Toastie',
      description:
        'The Mumbai street classic: spiced potato, beetroot, onion and green chutney, grilled with butter.',
      sizes: [['Regular', 159, 139]],
      tags: ['veg', 'spicy'],
      popularity: 450,
      art: {
        kind: 'sandwich',
        fillings: ['#4f9a35', '#f2c14a', '#a0203a', '#f2c14a'],
        bread: '#d9a55e',
      },
    },
  ],
};
