/** What a neighbourhood shop in Medellín sells, buys and who it deals with (demo data). */
export const CATALOGUE = [
  { category: 'PRODUCTO COMPRADO', sku: 'ARZ500', name: 'Arroz 500 g', cost: 2_000, price: 3_000 },
  {
    category: 'PRODUCTO COMPRADO',
    sku: 'FRJ500',
    name: 'Fríjol cargamanto 500 g',
    cost: 5_200,
    price: 7_500,
  },
  { category: 'PRODUCTO COMPRADO', sku: 'ACE1000', name: 'Aceite 1000 ml', cost: 8_900, price: 12_500 },
  { category: 'PRODUCTO COMPRADO', sku: 'AZU1000', name: 'Azúcar 1 kg', cost: 3_900, price: 5_200 },
  { category: 'PRODUCTO COMPRADO', sku: 'CAF250', name: 'Café molido 250 g', cost: 7_400, price: 10_500 },
  { category: 'PRODUCTO COMPRADO', sku: 'PAN400', name: 'Panela 400 g', cost: 1_800, price: 2_800 },
  { category: 'PRODUCTO COMPRADO', sku: 'LEC1100', name: 'Leche entera 1100 ml', cost: 3_600, price: 4_900 },
  { category: 'PRODUCTO COMPRADO', sku: 'HUE30', name: 'Huevos AA x 30', cost: 15_500, price: 19_900 },
  { category: 'PRODUCTO COMPRADO', sku: 'JAB300', name: 'Jabón en barra 300 g', cost: 2_900, price: 4_200 },
  { category: 'PRODUCTO COMPRADO', sku: 'PAP4', name: 'Papel higiénico x 4', cost: 5_100, price: 7_300 },
  { category: 'PRODUCTO COMPRADO', sku: 'GAS1500', name: 'Gaseosa 1500 ml', cost: 3_300, price: 5_000 },
  {
    category: 'PRODUCTO FABRICADO',
    sku: 'AREP10',
    name: 'Arepas de la casa x 10',
    cost: 2_500,
    price: 4_500,
  },
  { category: 'SERVICIO', sku: 'DOM', name: 'Domicilio', cost: 0, price: 3_000 },
  { category: 'SERVICIO', sku: 'REC', name: 'Recarga de celular', cost: 0, price: 2_000 },
] as const;

const CC = 13;
const NIT = 31;

/** DIAN's convention for a buyer who gives no name: 'Consumidor final', 222222222222. */
export const WALK_IN = { name: 'Consumidor final', doc_type: CC, doc_number: '222222222222' };

export const CLIENTS = [
  'Juan Pérez',
  'Luz Marina Restrepo',
  'Carlos Andrés Gómez',
  'Doña Rosa Zapata',
  'Jhon Fredy Arango',
  'Paula Andrea Muñoz',
  'Héctor Cardona',
  'Gloria Inés Vélez',
  'Restaurante El Fogón',
  'Ferretería La 80',
].map((name, i) => ({ name, doc_type: CC, doc_number: String(1_020_304_050 + i * 7_919) }));

export const PROVIDERS = [
  { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
  { name: 'Mayorista del Valle de Aburrá', doc_type: NIT, doc_number: '900654321' },
  { name: 'Lácteos La Montaña', doc_type: NIT, doc_number: '811987654' },
];
