import type { DemoCategory } from './types';

export const desserts: DemoCategory = {
  slug: 'desserts',
  name: 'Desserts',
  description: 'Something sweet to finish: Indian classics and chocolatey favourites.',
  backdrop: { surface: 'marble', tone: '#c98a9a' },
  foods: [
    {
      name: 'Warm Gulab Jamun',
      description: 'Soft milk dumplings soaked in cardamom and rose syrup, topped with pistachio.',
      sizes: [
        ['2 pieces', 99],
        ['4 pieces', 179, 159],
      ],
      tags: ['veg', 'nuts'],
      special: true,
      popularity: 860,
      art: { kind: 'syrup-balls', ball: '#7a2e10', syrup: '#e2a23c' },
    },
    {
      name: 'Saffron Rasmalai',
      description:
        'Delicate cottage-cheese discs in chilled saffron milk with almonds and pistachio.',
      sizes: [['2 pieces', 149]],
      tags: ['veg', 'nuts'],
      popularity: 520,
      art: { kind: 'syrup-balls', ball: '#f4e6c4', syrup: '#f2d98f' },
    },
    {
      name: 'Chocolate Fudge Cake',
      description: 'Three layers of dark chocolate sponge with fudge frosting and chocolate curls.',
      sizes: [
        ['Slice', 179],
        ['Whole (1 kg)', 899],
      ],
      tags: ['veg'],
      popularity: 690,
      art: { kind: 'cake', sponge: '#5a2e17', frosting: '#3b1d0e', top: 'chocolate' },
    },
    {
      name: 'Red Velvet Slice',
      description: 'Cocoa-kissed red velvet sponge with cream cheese frosting and fresh berries.',
      sizes: [['Slice', 199, 169]],
      tags: ['veg'],
      popularity: 470,
      art: { kind: 'cake', sponge: '#a3202c', frosting: '#f7efe4', top: 'berry' },
    },
    {
      name: 'Walnut Brownie à la Mode',
      description:
        'A gooey walnut brownie, warm from the oven, with vanilla ice cream and fudge sauce.',
      sizes: [['Regular', 189]],
      tags: ['veg', 'nuts'],
      popularity: 610,
      art: { kind: 'brownie' },
    },
    {
      name: 'Kesar Pista Kulfi Sundae',
      description: 'Saffron and pistachio kulfi scoops with falooda, rose syrup and crushed nuts.',
      sizes: [['Regular', 169]],
      tags: ['veg', 'nuts'],
      popularity: 380,
      art: { kind: 'sundae', scoops: ['#f3d27a', '#b8d98a', '#f7e3a0'], sauce: '#c8506a' },
    },
  ],
};

export const drinks: DemoCategory = {
  slug: 'drinks',
  name: 'Drinks',
  description: 'Chai, coffee, lassi and coolers, from the first cup to the last order.',
  backdrop: { surface: 'linen', tone: '#d9643a' },
  foods: [
    {
      name: 'Masala Chai',
      description:
        'Strong Assam tea brewed with milk, ginger, cardamom and cloves, served in a kulhad.',
      sizes: [
        ['Cutting', 49],
        ['Large', 89],
      ],
      tags: ['veg'],
      popularity: 940,
      art: { kind: 'cup', drink: 'chai' },
    },
    {
      name: 'Filter Coffee',
      description: 'South Indian decoction with frothy hot milk and just enough sugar.',
      sizes: [['Regular', 79]],
      tags: ['veg'],
      popularity: 620,
      art: { kind: 'cup', drink: 'coffee' },
    },
    {
      name: 'Alphonso Mango Lassi',
      description:
        'Thick, chilled yoghurt blended with Alphonso mango pulp and a pinch of cardamom.',
      sizes: [
        ['Regular', 129],
        ['Large', 179, 159],
      ],
      tags: ['veg'],
      popularity: 800,
      art: { kind: 'glass', liquid: '#f4a321', garnish: 'mint', cream: true },
    },
    {
      name: 'Fresh Lime Soda',
      description: 'Squeezed-to-order lime with soda, sweet, salted or both.',
      sizes: [['Regular', 89]],
      tags: ['veg', 'vegan'],
      popularity: 510,
      art: { kind: 'glass', liquid: '#d6ea8c', garnish: 'lemon', ice: true },
    },
    {
      name: 'Cold Coffee Frappé',
      description: 'Blended espresso, milk and ice with a scoop of vanilla ice cream on top.',
      sizes: [
        ['Regular', 149],
        ['Large', 199],
      ],
      tags: ['veg'],
      special: true,
      popularity: 730,
      art: { kind: 'glass', liquid: '#9b6a43', garnish: 'none', ice: true, cream: true },
    },
    {
      name: 'Watermelon Mint Cooler',
      description: 'Freshly pressed watermelon with mint, lime and a little black salt.',
      sizes: [['Regular', 119, 99]],
      tags: ['veg', 'vegan'],
      popularity: 360,
      art: { kind: 'glass', liquid: '#ec4f5c', garnish: 'mint', ice: true },
    },
    {
      name: 'Sugarcane Lime Cooler',
      description:
        'Pressed sugarcane juice with ginger and lime. Back when the cane season returns.',
      sizes: [['Regular', 99]],
      tags: ['veg', 'vegan'],
      unavailable: true,
      popularity: 150,
      art: { kind: 'glass', liquid: '#c6d36a', garnish: 'lemon', ice: true },
    },
    {
      name: 'Rose Falooda',
      description: 'Rose syrup, chilled milk, basil seeds and vermicelli with a scoop of kulfi.',
      sizes: [['Regular', 169]],
      tags: ['veg', 'nuts'],
      popularity: 280,
      art: { kind: 'glass', liquid: '#f3a4b8', garnish: 'none', cream: true },
    },
  ],
};
