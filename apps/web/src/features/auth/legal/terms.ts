/**
 * Terms and conditions and personal-data policy shown in the sign-up terms modal
 * (docs/product/1-account.md §1: Colombian Law 1581 of 2012, in force since 1 January 2021, users of 18 or
 * more, authorization for personal-data use, 30-day window for deletion requests, and
 * the legal notice about the financial statements).
 */
export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };

export const TERMS_TITLE = 'Términos y condiciones de uso y política de tratamiento de datos personales';
export const TERMS_EFFECTIVE = 'Vigente desde el 1 de enero de 2021';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: '1. Objeto',
    paragraphs: [
      'Cuentas Claras (en adelante, "la Plataforma") es una aplicación web que permite a emprendedores, tenderos y pequeños comerciantes registrar sus activos, pasivos, presupuestos, inventario, ingresos por ventas, compras y gastos, y consultar informes y gráficas sobre su negocio.',
      'Estos términos y condiciones regulan el acceso y el uso de la Plataforma. Al marcar la casilla de aceptación durante el registro, el usuario declara que los ha leído, que los entiende y que los acepta en su totalidad, junto con la política de tratamiento de datos personales incluida en este documento.',
    ],
  },
  {
    heading: '2. Requisitos para ser usuario',
    paragraphs: ['Para registrarse y usar la Plataforma el usuario debe:'],
    items: [
      'Ser mayor de dieciocho (18) años y tener plena capacidad legal para obligarse.',
      'Suministrar información veraz, completa y actualizada sobre su identidad, su comercio y sus datos de contacto.',
      'Custodiar su correo electrónico y su contraseña, que son personales e intransferibles. Toda actividad realizada con sus credenciales se entenderá hecha por el usuario.',
      'Usar la Plataforma únicamente para fines lícitos relacionados con la administración de su negocio o de sus finanzas.',
    ],
  },
  {
    heading: '3. Suscripción, prueba gratuita y pagos',
    paragraphs: [
      'El acceso a las funciones de la Plataforma requiere una suscripción activa. Al registrarse, el usuario recibe un periodo de prueba gratuita; terminado ese periodo, podrá elegir uno de los planes vigentes.',
      'Los pagos con tarjeta y otros medios se procesan a través de una pasarela de pagos autorizada en Colombia. Cuentas Claras no almacena los datos de las tarjetas del usuario. La suscripción se activa únicamente cuando la pasarela confirma que la transacción fue aprobada.',
      'La Plataforma notificará al usuario cuando falten quince (15) días o menos para el vencimiento de su suscripción.',
    ],
  },
  {
    heading: '4. Aviso legal sobre la información financiera',
    paragraphs: [
      'Los estados financieros, informes, indicadores y gráficas que genera la Plataforma se construyen exclusivamente a partir de la información que el usuario registra. Cuentas Claras no verifica, audita ni certifica dicha información, y no responde por errores u omisiones en los datos suministrados.',
      'Los reportes de la Plataforma son una herramienta de apoyo para la gestión del negocio. Solo tienen carácter oficial los estados financieros certificados por el usuario y por su contador público, de acuerdo con las normas contables vigentes en Colombia. La información de la Plataforma no reemplaza la asesoría contable, tributaria ni legal profesional.',
    ],
  },
  {
    heading: '5. Propiedad intelectual',
    paragraphs: [
      'El software, los diseños, los textos, los logotipos y demás contenidos de la Plataforma pertenecen a Cuentas Claras o a sus licenciantes. El usuario recibe una licencia de uso personal, limitada, no exclusiva e intransferible mientras su suscripción esté vigente. La información que el usuario registra sobre su negocio le pertenece a él.',
    ],
  },
  {
    heading: '6. Responsabilidad',
    paragraphs: [
      'Cuentas Claras procura que la Plataforma esté disponible de forma continua y segura, pero no garantiza que funcione sin interrupciones por mantenimiento, fallas de terceros o casos de fuerza mayor. El usuario es responsable de la veracidad de la información que registra y de las decisiones que tome con base en ella.',
      'Cuentas Claras podrá suspender o cancelar la cuenta de quien use la Plataforma de forma fraudulenta, ilícita o contraria a estos términos.',
    ],
  },
  {
    heading: '7. Política de tratamiento de datos personales',
    paragraphs: [
      'Esta política se adopta en cumplimiento de la Ley Estatutaria 1581 de 2012, "por la cual se dictan disposiciones generales para la protección de datos personales", y de sus decretos reglamentarios (Decreto 1377 de 2013, compilado en el Decreto Único Reglamentario 1074 de 2015). Cuentas Claras actúa como responsable del tratamiento de los datos personales que recolecta a través de la Plataforma.',
    ],
  },
  {
    heading: '7.1 Datos que se recolectan',
    paragraphs: ['Para prestar el servicio, la Plataforma recolecta:'],
    items: [
      'Datos de identificación: nombres, apellidos, tipo y número de documento.',
      'Datos de contacto: correo electrónico, teléfono, celular, dirección, departamento y municipio.',
      'Datos del comercio: nombre comercial, actividad económica y logo.',
      'Datos financieros del negocio que el usuario registra: activos, pasivos, presupuestos, inventario, ventas, compras, gastos, clientes y proveedores.',
      'Datos técnicos necesarios para la seguridad del servicio, como registros de acceso.',
    ],
  },
  {
    heading: '7.2 Finalidades',
    paragraphs: ['Los datos personales se tratan para las siguientes finalidades:'],
    items: [
      'Crear y administrar la cuenta del usuario y autenticarlo en la Plataforma.',
      'Prestar las funciones contratadas: registros contables, inventario, informes y recordatorios.',
      'Gestionar la suscripción, los pagos y la facturación del servicio.',
      'Enviar comunicaciones relacionadas con el servicio, como la recuperación de contraseña, los recordatorios de pago y los avisos de vencimiento de la suscripción.',
      'Atender consultas, reclamos y solicitudes de los titulares.',
      'Cumplir las obligaciones legales y atender los requerimientos de las autoridades competentes.',
    ],
  },
  {
    heading: '7.3 Autorización',
    paragraphs: [
      'El tratamiento de datos personales requiere la autorización previa, expresa e informada del titular. Al marcar la casilla de aceptación en el registro, el usuario autoriza a Cuentas Claras a tratar sus datos para las finalidades descritas. Cuentas Claras conservará prueba de esta autorización.',
      'La Plataforma no solicita datos sensibles. Si el usuario decidiera registrarlos, no está obligado a hacerlo.',
    ],
  },
  {
    heading: '7.4 Derechos de los titulares',
    paragraphs: [
      'De acuerdo con el artículo 8 de la Ley 1581 de 2012, el titular de los datos tiene derecho a:',
    ],
    items: [
      'Conocer, actualizar y rectificar sus datos personales.',
      'Solicitar prueba de la autorización otorgada.',
      'Ser informado sobre el uso que se ha dado a sus datos.',
      'Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley.',
      'Revocar la autorización y solicitar la supresión de sus datos cuando no exista un deber legal o contractual de conservarlos.',
      'Acceder gratuitamente a sus datos personales.',
    ],
  },
  {
    heading: '7.5 Consultas, reclamos y supresión de datos',
    paragraphs: [
      'El titular puede ejercer sus derechos a través de los canales de atención publicados en la Plataforma, indicando su nombre, su número de identificación, su correo electrónico registrado y la descripción de su solicitud.',
      'Las consultas se atenderán en un término máximo de diez (10) días hábiles y los reclamos en un término máximo de quince (15) días hábiles, según los artículos 14 y 15 de la Ley 1581 de 2012.',
      'Las solicitudes de supresión de datos se atenderán en un plazo máximo de treinta (30) días contados desde su recepción. La supresión no procede cuando el titular tenga un deber legal o contractual de permanecer en la base de datos, por ejemplo, respecto de la información contable que deba conservarse.',
    ],
  },
  {
    heading: '7.6 Seguridad y encargados',
    paragraphs: [
      'Cuentas Claras aplica medidas técnicas y administrativas para proteger los datos contra pérdida, consulta, uso o acceso no autorizado: las contraseñas se guardan cifradas, las comunicaciones viajan por conexiones seguras y cada usuario solo accede a su propia información.',
      'Los datos podrán ser tratados por encargados que prestan servicios a Cuentas Claras, como alojamiento, envío de correos y procesamiento de pagos, quienes están obligados a cumplir esta política. Cuentas Claras no vende ni cede los datos personales de sus usuarios.',
    ],
  },
  {
    heading: '7.7 Menores de edad',
    paragraphs: [
      'La Plataforma está dirigida exclusivamente a personas mayores de dieciocho (18) años. Cuentas Claras no recolecta de manera intencional datos de menores de edad.',
    ],
  },
  {
    heading: '8. Vigencia y modificaciones',
    paragraphs: [
      'Estos términos y la política de tratamiento de datos personales rigen a partir del 1 de enero de 2021. Los datos se conservarán mientras la cuenta esté activa y durante el tiempo que exijan las normas legales y contables aplicables.',
      'Cuentas Claras podrá modificar este documento. Los cambios sustanciales se informarán al usuario por correo electrónico o dentro de la Plataforma antes de su entrada en vigor.',
    ],
  },
  {
    heading: '9. Ley aplicable',
    paragraphs: [
      'Estos términos se rigen por las leyes de la República de Colombia. Cualquier controversia se resolverá ante las autoridades colombianas competentes.',
    ],
  },
];
