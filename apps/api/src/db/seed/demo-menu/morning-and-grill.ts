import type { DemoCategory } from './types';

export const breakfast: DemoCategory = {
  slug: 'breakfast',
  name: 'Breakfast',
  description: 'From 9 sharp: crisp dosas, fluffy stacks and proper fry-ups.',
  backdrop: { surface: 'linen', tone: '#e8a33d' },
  foods: [
    {
      name: 'Ghee Roast Masala Dosa',
      description:
        'A paper-thin rice and lentil crêpe roasted in ghee, folded around spiced potato masala, with coconut chutney and tangy sambar.',
      sizes: [['Regular', 149]],
      tags: ['veg'],
      special: true,
      popularity: 870,
      art: { kind: 'south-indian', style: 'dosa' },
    },
    {
      name: 'Idli Sambar Platter',
      description:
        'Three cloud-soft steamed idlis with a bowl of drumstick sambar and two fresh chutneys.',
      sizes: [['Regular', 129, 109]],
      tags: ['veg', 'vegan'],
      popularity: 610,
      art: { kind: 'south-indian', style: 'idli' },
    },
    {
      name: 'Onion Tomato Uttapam',
      description:
        'A thick, golden rice pancake studded with onion, tomato, green chilli and coriander.',
      sizes: [['Regular', 159]],
      tags: ['veg', 'vegan', 'spicy'],
      popularity: 340,
      art: { kind: 'south-indian', style: 'uttapam' },
    },
    {
      name: 'Full English Fry-Up',
      description:
        'Two sunny-side eggs, chicken sausages, baked beans, grilled tomato and buttered sourdough toast.',
      sizes: [['Regular', 329]],
      popularity: 420,
      art: { kind: 'fry-up', items: ['sausage', 'beans', 'toast', 'tomato', 'eggs'] },
    },
    {
      name: 'Buttermilk Pancake Stack',
      description:
        'Fluffy buttermilk pancakes with whipped butter, maple syrup and a handful of fresh berries.',
      sizes: [
        ['3 pancakes', 229],
        ['5 pancakes', 299, 269],
      ],
      tags: ['veg'],
      popularity: 530,
      art: { kind: 'pancakes', topping: 'berries' },
    },
    {
      name: 'Smashed Avocado Toast & Eggs',
      description:
        'Chilli-lime smashed avocado on toasted sourdough with two fried eggs and roast mushrooms.',
      sizes: [['Regular', 279]],
      tags: ['veg'],
      popularity: 390,
      art: { kind: 'fry-up', items: ['avocado', 'toast', 'mushroom', 'eggs'] },
    },
  ],
};

export const burgers: DemoCategory = {
  slug: 'burgers',
  name: 'Burgers',
  description: 'Toasted brioche, juicy patties and all the good sauces.',
  backdrop: { surface: 'wood', tone: '#a0693a' },
  foods: [
    {
      name: 'Classic Crispy Chicken Burger',
      description:
        'Buttermilk-fried chicken thigh, cheddar, crunchy lettuce and our smoky house mayo in a sesame brioche, with fries.',
      sizes: [
        ['Single', 229],
        ['Double', 319, 289],
      ],
      special: true,
      popularity: 920,
      art: { kind: 'burger', patty: 'chicken', cheese: true, fries: true },
    },
    {
      name: 'Smoky Lamb Smash Burger',
      description:
        'Two smashed lamb patties with caramelised onions, melted cheese and pickles on a toasted bun.',
      sizes: [['Regular', 349]],
      popularity: 610,
      art: { kind: 'burger', patty: 'lamb', cheese: true, extra: 'onion' },
    },
    {
      name: 'Paneer Tikka Burger',
      description: 'A chargrilled paneer tikka slab with mint mayo, pickled onion and jalapeños.',
      sizes: [['Regular', 219, 189]],
      tags: ['veg', 'spicy'],
      popularity: 700,
      art: { kind: 'burger', patty: 'paneer', extra: 'jalapeno' },
    },
    {
      name: 'Garden Veggie Burger',
      description:
        'A crisp patty of peas, carrot and potato with tomato, lettuce and vegan chipotle mayo.',
      sizes: [['Regular', 199]],
      tags: ['veg', 'vegan'],
      popularity: 450,
      art: { kind: 'burger', patty: 'veg', fries: true },
    },
    {
      name: 'Portobello Mushroom Burger',
      description: 'A whole roasted portobello cap with garlic butter, Swiss cheese and rocket.',
      sizes: [['Regular', 249]],
      tags: ['veg'],
      popularity: 260,
      art: { kind: 'burger', patty: 'mushroom', cheese: true },
    },
    {
      name: 'Fiery Jalapeño Chicken Burger',
      description:
        'Spicy fried chicken, pepper jack, charred jalapeños and sriracha slaw. Not for the faint-hearted.',
      sizes: [
        ['Single', 259],
        ['Double', 349],
      ],
      tags: ['spicy'],
      popularity: 580,
      art: { kind: 'burger', patty: 'chicken', cheese: true, extra: 'jalapeno', fries: true },
    },
  ],
};

export const pizza: DemoCategory = {
  slug: 'pizza',
  name: 'Pizza',
  description: 'Hand-stretched, slow-proved dough, blistered in a very hot oven.',
  backdrop: { surface: 'slate', tone: '#3b3f45' },
  foods: [
    {
      name: 'Margherita',
      description: 'San Marzano tomato, fior di latte, fresh basil and a glug of olive oil.',
      sizes: [
        ['Regular 7"', 249],
        ['Medium 10"', 399],
        ['Large 13"', 549],
      ],
      tags: ['veg'],
      popularity: 760,
      art: { kind: 'pizza', sauce: 'tomato', toppings: ['basil'] },
    },
    {
      name: 'Pepperoni Feast',
      description: 'Loaded edge to edge with crisp-cupped pepperoni, mozzarella and black olives.',
      sizes: [
        ['Regular 7"', 329],
        ['Medium 10"', 499, 449],
        ['Large 13"', 649],
      ],
      special: true,
      popularity: 890,
      art: { kind: 'pizza', sauce: 'tomato', toppings: ['pepperoni', 'olive'] },
    },
    {
      name: 'Paneer Makhani Pizza',
      description:
        'Makhani sauce base with tandoori paneer, red onion, capsicum and a swirl of cream.',
      sizes: [
        ['Regular 7"', 299],
        ['Medium 10"', 449],
        ['Large 13"', 599],
      ],
      tags: ['veg'],
      popularity: 640,
      art: { kind: 'pizza', sauce: 'tomato', toppings: ['paneer', 'onion', 'pepper'] },
    },
    {
      name: 'Pesto Garden Pizza',
      description: 'Basil and pine-nut pesto with roast mushrooms, peppers, sweetcorn and olives.',
      sizes: [
        ['Regular 7"', 319],
        ['Medium 10"', 479],
        ['Large 13"', 629],
      ],
      tags: ['veg', 'nuts'],
      popularity: 300,
      art: { kind: 'pizza', sauce: 'pesto', toppings: ['mushroom', 'pepper', 'corn', 'olive'] },
    },
    {
      name: 'Tandoori Chicken Pizza',
      description:
        'Smoky tandoori chicken tikka, onions and green chillies on a spiced tomato base.',
      sizes: [
        ['Regular 7"', 329],
        ['Medium 10"', 499],
        ['Large 13"', 649, 579],
      ],
      tags: ['spicy'],
      popularity: 720,
      art: { kind: 'pizza', sauce: 'tomato', toppings: ['chicken', 'onion', 'chili'] },
    },
    {
      name: 'Four Cheese Bianca',
      description: 'No tomato, all cheese: mozzarella, gorgonzola, parmesan and smoked provolone.',
      sizes: [
        ['Regular 7"', 299, 269],
        ['Medium 10"', 459],
      ],
      tags: ['veg'],
      popularity: 350,
      art: { kind: 'pizza', sauce: 'white', toppings: ['basil', 'mushroom'] },
    },
  ],
};
