/**
 * Everyday words for the CIIU activities (issue 30 item 3): a shopkeeper signing up types
 * 'tienda' or 'droguería', words the DANE descriptions never use ('Comercio al por menor en
 * establecimientos no especializados…'). Each row: the words people say, then the CIIU Rev. 4
 * A.C. codes they mean, the likeliest first (that order is the order of the results). Codes are
 * those of apps/api/src/db/seed/reference-data/economic-activities.json; a test checks every one
 * is seeded (apps/api/test/reference.test.ts). Words are written as people spell them; the search
 * ignores case and accents and reads a plural of a word as the word.
 */
export const ACTIVITY_SYNONYMS: readonly (readonly [words: string, codes: readonly string[]])[] = [
  // Food and everyday goods.
  [
    'tienda minimercado abarrotes miscelánea minorista supermercado mercado granero autoservicio víveres',
    ['4711', '4719'],
  ],
  ['cacharrería variedades bazar', ['4719', '4755']],
  ['mayorista distribuidora', ['4690', '4631', '4632']],
  ['fruver frutería verdulería plaza', ['4721']],
  ['carnicería fama famas pescadería pollería salsamentaria charcutería', ['4723']],
  ['lácteos quesera huevos', ['4722']],
  ['panadería pastelería repostería tortas', ['1081', '4729']],
  ['licorera licores cigarrería estanco', ['4724']],
  ['bar taberna discoteca gastrobar cantina', ['5630']],
  // Eating out.
  ['restaurante almuerzos corrientazo asadero piqueteadero pizzería asados', ['5611', '5619', '5612']],
  ['comida comidas rápidas hamburguesas empanadas arepas', ['5619', '5612', '5611', '1084']],
  ['cafetería heladería juguería', ['5613']],
  ['catering banquetes', ['5621']],
  // Health and beauty.
  ['droguería farmacia drogas', ['4773', '4645']],
  ['cosméticos perfumería maquillaje', ['4773', '4645']],
  ['peluquería barbería belleza manicure uñas estética spa', ['9602']],
  ['consultorio médico', ['8621']],
  ['odontología odontólogo dentista', ['8622']],
  ['óptica', ['4774']],
  ['veterinaria', ['7500']],
  ['mascotas', ['4774', '7500']],
  // Clothes and shoes.
  ['ropa boutique prendas', ['4771', '1410', '4642']],
  ['confecciones confección modistería modista costura sastrería', ['1410']],
  ['zapatería zapatos calzado tenis', ['4772', '1521', '9523']],
  ['remontadora', ['9523']],
  ['lavandería tintorería', ['9601']],
  // Phones, computers, electronics.
  ['celulares celular teléfonos telefonía', ['4741', '4652', '9512']],
  ['computadores computadoras portátiles tecnología informática', ['4741', '4651', '9511']],
  ['electrodomésticos', ['4754', '9522']],
  ['internet', ['4791', '6190']],
  ['virtual online', ['4791']],
  ['catálogo', ['4792']],
  ['software programación', ['6201']],
  // Home, building and repairs.
  ['ferretería', ['4752', '4663']],
  ['pinturas', ['4752']],
  ['mueblería muebles', ['4754', '3110']],
  ['carpintería ebanistería', ['1630', '3110']],
  ['construcción obras', ['4111', '4330']],
  ['electricista', ['4321']],
  ['plomería plomero', ['4322']],
  ['tapicería', ['9524']],
  // Vehicles.
  ['taller mecánica mecánico', ['4520', '4542']],
  ['lavadero montallantas', ['4520']],
  ['repuestos autopartes', ['4530', '4541']],
  ['motos motocicletas', ['4541', '4542']],
  ['gasolinera', ['4731']],
  ['parqueadero', ['5221']],
  // Other shops and services.
  ['papelería librería útiles', ['4761']],
  ['fotocopias', ['8219']],
  ['juguetería juguetes', ['4769', '3240']],
  ['joyería bisutería', ['4774', '3210']],
  ['floristería', ['4774']],
  ['ambulante puesto chaza carreta', ['4781', '4789']],
  ['hotel hostal residencias', ['5511', '5519']],
  ['transporte taxi acarreos trasteos mudanzas', ['4921', '4923']],
  ['domicilios mensajería', ['5320']],
  ['gimnasio', ['9311']],
  ['guardería', ['8891']],
  ['academia cursos', ['8551']],
  ['eventos', ['5621', '8230']],
  ['funeraria', ['9603']],
  ['billar', ['9329']],
  ['contador contabilidad', ['6920']],
  ['abogado', ['6910']],
  ['publicidad', ['7310']],
  ['fotografía', ['7420']],
  ['arriendos inmobiliaria', ['6810', '6820']],
];

/**
 * Words that say 'a shop' and little more: 'tienda de ropa' means the clothes shop, not the
 * grocery 'tienda' alone means. With other words that find something, these are left out.
 */
export const ACTIVITY_SHOP_WORDS = 'tienda tiendas almacén almacenes negocio local venta ventas';
