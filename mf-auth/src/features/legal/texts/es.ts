import type { LegalTexts } from '../legal-types';

export const es: LegalTexts = {
  privacyPolicy: {
    title: 'Política de privacidad',
    intro:
      'Esta Política de privacidad explica cómo el operador de «{{app}}» («nosotros», «el Operador») recoge, utiliza, conserva y protege los datos personales de los socios y visitantes del sitio web y del gabinete personal («la Plataforma»). Al registrarte o utilizar la Plataforma confirmas que has leído esta Política.',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          'El Operador de la Plataforma es el responsable del tratamiento de los datos personales descritos en esta Política. Las preguntas sobre tus datos y las solicitudes para ejercer tus derechos pueden enviarse a {{contact}}.',
        ],
      },
      {
        heading: '2. Qué datos recogemos',
        paragraphs: [
          'Datos de registro: nombre y apellido en letras latinas, dirección de correo electrónico, usuario, número de teléfono y el código de socio de quien te invitó (tu patrocinador).',
          'Datos de perfil que decides añadir: fecha de nacimiento, país y código de país, perfiles en redes sociales, una imagen de avatar y los datos que facilitas en los formularios de participación en promociones.',
          'Datos financieros: tus saldos y operaciones en GTC y USDT, importes de depósitos y hashes de transacciones, direcciones de monederos para retiros, paquetes de inversión comprados y bonos acreditados.',
          'Datos técnicos y de seguridad: dirección IP, información del navegador y del dispositivo, hora de los inicios de sesión y de los eventos de seguridad, configuración de la autenticación en dos pasos y un registro de las acciones realizadas en tu cuenta. Nunca guardamos tu contraseña en forma legible, solo un hash irreversible de ella.',
        ],
      },
      {
        heading: '3. Para qué usamos tus datos',
        paragraphs: [
          'Para crear y gestionar tu cuenta, identificarte al iniciar sesión y enviarte correos de servicio, como el enlace para establecer o restablecer tu contraseña.',
          'Para prestar los servicios de la Plataforma: paquetes de inversión y sus acreditaciones, el programa de socios con sus bonos lineales, binarios y de carrera, depósitos, transferencias y retiros.',
          'Para mantener la seguridad de la Plataforma: prevenir fraudes, abusos y accesos no autorizados, limitar los intentos fallidos de inicio de sesión, realizar la verificación captcha e investigar incidentes.',
          'Para cumplir obligaciones legales, como la contabilidad, los controles contra el blanqueo de capitales y las respuestas a requerimientos legítimos de las autoridades.',
          'Tratamos los datos sobre la base del contrato contigo (la oferta pública), nuestro interés legítimo en un servicio seguro y operativo, tu consentimiento cuando lo solicitamos y nuestras obligaciones legales.',
        ],
      },
      {
        heading: '4. Quién ve tus datos',
        paragraphs: [
          'Tu patrocinador y los socios que están por encima de ti en la estructura ven solo los datos que necesita el programa de socios: tu usuario, nombre, fecha de registro, estado y el volumen de tus paquetes. No ven tus datos de contacto, saldos, direcciones de monederos ni configuración de seguridad.',
          'Los administradores de la Plataforma ven tus datos solo en la medida en que su función lo requiere; cada acción administrativa queda registrada.',
          'Proveedores de servicios que trabajan para nosotros con obligación de confidencialidad: alojamiento y almacenamiento de datos, envío de correo y Google reCAPTCHA, que recibe datos técnicos de tu navegador para distinguir personas de bots (su uso se rige por la Política de privacidad y las Condiciones de servicio de Google).',
          'Las autoridades, cuando la ley lo exige. No vendemos tus datos personales ni los compartimos con fines publicitarios.',
        ],
      },
      {
        heading: '5. Cookies y almacenamiento local',
        paragraphs: [
          'La Plataforma utiliza una cookie para recordar el idioma que elegiste y el almacenamiento local del navegador para mantener tu sesión (el token de acceso) en tu dispositivo. Ambos son necesarios para que la Plataforma funcione. No utilizamos cookies publicitarias ni de seguimiento.',
          'El servicio de captcha puede establecer sus propias cookies cuando se muestra el captcha.',
        ],
      },
      {
        heading: '6. Cuánto tiempo conservamos los datos',
        paragraphs: [
          'Conservamos los datos de tu cuenta mientras exista. Tras su cierre conservamos los registros financieros y los registros de actividad durante el tiempo que exija la ley o la resolución de disputas, normalmente hasta cinco años, y eliminamos o anonimizamos todo lo demás.',
        ],
      },
      {
        heading: '7. Cómo protegemos tus datos',
        paragraphs: [
          'Los datos se transmiten por conexiones cifradas. Las contraseñas se guardan como hashes irreversibles robustos, los tokens de acceso se guardan cifrados mediante hash y pueden revocarse, y el número de intentos de inicio de sesión está limitado. Puedes activar la autenticación en dos pasos, que es obligatoria para los retiros.',
          'Ningún sistema es completamente seguro. Mantén en secreto tu contraseña y tus códigos de recuperación, y avísanos de inmediato si sospechas un acceso no autorizado a tu cuenta.',
        ],
      },
      {
        heading: '8. Tus derechos',
        paragraphs: [
          'Puedes solicitar el acceso a tus datos, la rectificación de los datos inexactos, la supresión de los datos que ya no necesitamos, la limitación del tratamiento y una copia de tus datos en un formato común. Puedes retirar tu consentimiento en cualquier momento, sin que ello afecte al tratamiento anterior.',
          'Envía tu solicitud a {{contact}} desde la dirección de correo de tu cuenta. Respondemos en un plazo de 30 días. También puedes presentar una reclamación ante la autoridad de protección de datos de tu país.',
        ],
      },
      {
        heading: '9. Transferencias internacionales',
        paragraphs: [
          'Nuestros proveedores pueden tratar datos en otros países. En ese caso nos aseguramos de que los datos mantengan un nivel de protección adecuado, por ejemplo mediante cláusulas contractuales tipo.',
        ],
      },
      {
        heading: '10. Restricción de edad',
        paragraphs: [
          'La Plataforma está destinada únicamente a personas mayores de edad. No recogemos a sabiendas datos de menores de 18 años y eliminamos dichos datos en cuanto tenemos conocimiento de ellos.',
        ],
      },
      {
        heading: '11. Cambios en esta Política',
        paragraphs: [
          'Podemos actualizar esta Política. La versión vigente está siempre disponible en esta página con su fecha de entrada en vigor; te informamos de los cambios importantes por correo electrónico o en el gabinete.',
        ],
      },
    ],
  },
  publicOffer: {
    title: 'Oferta pública',
    intro:
      'Este documento es una oferta pública del operador de «{{app}}» («el Operador») para celebrar un contrato de uso de la Plataforma y sus servicios en las condiciones siguientes. Aceptas la oferta cuando te registras en la Plataforma o compras un paquete de inversión y confirmas tu consentimiento a esta oferta y a la Política de privacidad; tu consentimiento queda registrado con su fecha y hora.',
    sections: [
      {
        heading: '1. Definiciones',
        paragraphs: [
          '«Plataforma»: el sitio web y el gabinete personal de «{{app}}» con todos sus servicios. «Socio»: una persona mayor de edad que se ha registrado en la Plataforma y ha aceptado esta oferta. «Patrocinador»: el socio que invitó a otro socio; el patrocinador se fija en el registro y no cambia nunca.',
          '«GTC»: la unidad de cuenta interna de la Plataforma. «USDT»: la stablecoin Tether en la red TRON (TRC20) utilizada para depósitos y retiros. «Paquete de inversión»: un producto comprado con GTC que genera ganancias diarias durante un periodo de funcionamiento fijo.',
        ],
      },
      {
        heading: '2. Objeto del contrato',
        paragraphs: [
          'El Operador da al Socio acceso a la Plataforma: el gabinete personal, los paquetes de inversión, el programa de socios y las operaciones de depósito, transferencia y retiro. El Socio los utiliza conforme a esta oferta y a las reglas publicadas en el gabinete. Las reglas de cada programa, el catálogo de paquetes y las comisiones, límites y tipos de cambio mostrados en el gabinete forman parte de esta oferta.',
        ],
      },
      {
        heading: '3. Registro y cuenta',
        paragraphs: [
          'El registro solo es posible por invitación de un socio activo, mediante un enlace personal o un código de socio. Un socio activo es el que tiene al menos un paquete de inversión activo.',
          'El Socio facilita datos veraces, los mantiene actualizados y solo puede tener una cuenta. Establece su contraseña mediante el enlace enviado al correo de registro, mantiene en secreto la contraseña, los códigos de recuperación y el acceso a ese correo, y es responsable de todas las acciones realizadas en su cuenta.',
          'La autenticación en dos pasos es obligatoria para retiros, transferencias y algunas otras operaciones.',
        ],
      },
      {
        heading: '4. Paquetes de inversión',
        paragraphs: [
          'Los paquetes se compran con GTC del saldo del Socio. Antes de la compra, el gabinete muestra el precio, la tasa de ganancia diaria, el periodo de funcionamiento, los días adicionales y la ganancia total del paquete. La compra requiere el consentimiento a esta oferta y a la Política de privacidad.',
          'Las ganancias se acreditan diariamente. La primera acreditación se realiza no antes de 24 horas después de la activación del paquete y luego cada 24 horas hasta el final del periodo de funcionamiento, tras lo cual el paquete pasa a estar inactivo.',
          'Un paquete activo puede mejorarse a uno más caro pagando la diferencia de precio. Las ganancias ya obtenidas se conservan; el calendario del nuevo paquete empieza en el momento de la mejora.',
        ],
      },
      {
        heading: '5. Programa de socios',
        paragraphs: [
          'El Socio puede invitar a nuevos socios y recibir bonos de los programas lineal, binario y de carrera. Las condiciones, porcentajes, niveles, límites y estados de cada programa están publicados en las secciones correspondientes del gabinete.',
          'Los bonos se pagan solo por compras reales de paquetes de los socios invitados. El bono binario está limitado por el límite diario de recompensa del paquete del Socio, y el importe que supera el límite no se acredita. La recompensa de carrera se paga una vez por cada estado.',
        ],
      },
      {
        heading: '6. Depósitos, transferencias y retiros',
        paragraphs: [
          'El depósito se realiza en USDT (TRC20) al monedero indicado en el gabinete dentro del plazo de pago que allí se muestra. Tras la confirmación, el importe se acredita en GTC al tipo vigente en el momento de la acreditación, normalmente en menos de una hora.',
          'El Socio puede transferir GTC a otro socio mediante su ID de socio. Una transferencia completada es definitiva.',
          'El retiro en USDT (TRC20) o GTC puede solicitarse los días 5, 15 y 25 de cada mes, de 00:00 a 23:59 hora del servidor. La comisión y el importe a recibir se muestran antes de confirmar. La solicitud se procesa en un máximo de 72 horas y puede cancelarse mientras está pendiente. Los importes mínimos y los límites se indican en el gabinete.',
          'El Socio es responsable de la exactitud de las direcciones de monedero y de las redes. Los fondos enviados a una dirección o red equivocada no pueden devolverse.',
        ],
      },
      {
        heading: '7. Advertencia de riesgos',
        paragraphs: [
          'La participación en la Plataforma conlleva riesgo financiero. Los criptoactivos son volátiles y su valor y disponibilidad pueden cambiar por acontecimientos de mercado, técnicos o regulatorios. Las ganancias pasadas no garantizan ganancias futuras.',
          'El Socio toma sus decisiones de forma independiente, utiliza solo fondos cuya pérdida puede permitirse y no considera la información de la Plataforma como asesoramiento de inversión, fiscal o jurídico.',
        ],
      },
      {
        heading: '8. Obligaciones y conductas prohibidas',
        paragraphs: [
          'El Socio no debe crear varias cuentas, registrar a otras personas sin su conocimiento, facilitar datos falsos, utilizar la Plataforma para el blanqueo de capitales ni para otros fines ilícitos, interferir en su funcionamiento ni engañar a otras personas sobre la Plataforma y sus ganancias.',
          'El Socio paga los impuestos que correspondan a sus ingresos según la ley de su país.',
        ],
      },
      {
        heading: '9. Suspensión y terminación',
        paragraphs: [
          'El Operador puede suspender el acceso a la cuenta o a determinadas operaciones mientras verifica una sospecha de incumplimiento de esta oferta, fraude o acceso no autorizado, y puede cerrar la cuenta por un incumplimiento grave.',
          'El Socio puede cerrar su cuenta en cualquier momento escribiendo al soporte; los saldos de una cuenta cerrada se liquidan según las reglas vigentes.',
        ],
      },
      {
        heading: '10. Responsabilidad',
        paragraphs: [
          'El Operador responde del correcto funcionamiento de la Plataforma dentro de su ámbito de control. No responde de las pérdidas causadas por actos del Socio o de terceros, por fallos de redes blockchain, servicios de pago o proveedores de internet, ni por circunstancias fuera de su control razonable. La responsabilidad del Operador se limita al daño directo y documentado.',
          'El mantenimiento técnico se anuncia con antelación siempre que sea posible; durante el mantenimiento algunos servicios pueden no estar disponibles.',
        ],
      },
      {
        heading: '11. Cambios en la oferta',
        paragraphs: [
          'El Operador puede modificar esta oferta y las reglas publicadas en el gabinete. Los cambios entran en vigor con su publicación en la Plataforma con una nueva fecha de vigencia. Seguir utilizando la Plataforma después implica aceptarlos; los paquetes comprados antes conservan sus condiciones.',
        ],
      },
      {
        heading: '12. Disputas y contacto',
        paragraphs: [
          'Las disputas se resuelven primero mediante negociación: escribe a {{contact}}; las reclamaciones se responden en un plazo de 30 días. Si no se llega a un acuerdo, la disputa se resuelve conforme a la ley del país donde está registrado el Operador, ante el tribunal competente de su domicilio, salvo que la normativa imperativa de protección de los consumidores disponga otra cosa.',
          'Preguntas sobre esta oferta, los servicios de la Plataforma y tu cuenta: {{contact}}.',
        ],
      },
    ],
  },
};
