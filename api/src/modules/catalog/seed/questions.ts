/**
 * The condition questions of each category, as the market asks them, and the answers as the
 * market grades them. Every answer has a defined effect on the price (see pricing.ts):
 *   factor  multiplies the base price (0.93 = 7 % less),
 *   adjust  adds or subtracts a fixed amount in EUR (a missing charger: -25),
 *   reject  means we cannot buy the device, for the reason given (an activation lock),
 *   none    changes nothing.
 * A question with `requires` is asked only after that answer (a phone that does not switch on
 * has no battery reading); unasked questions have no effect.
 */
import type { CategoryId, Localized } from './types';

export const REJECT_REASONS = ['activation_lock', 'fungus', 'broken_panel', 'defective_monitor'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export type AnswerEffect =
  | { kind: 'none' }
  | { kind: 'factor'; value: number }
  | { kind: 'adjust'; amount: number }
  | { kind: 'reject'; reason: RejectReason };

export interface AnswerSeed {
  code: string;
  text: Localized;
  effect: AnswerEffect;
}

export interface QuestionSeed {
  code: string;
  question: Localized;
  description: Localized;
  answers: AnswerSeed[];
  requires?: { question: string; answer: string };
}

const none: AnswerEffect = { kind: 'none' };
const factor = (value: number): AnswerEffect => ({ kind: 'factor', value });
const adjust = (amount: number): AnswerEffect => ({ kind: 'adjust', amount });
const reject = (reason: RejectReason): AnswerEffect => ({ kind: 'reject', reason });
const whenOn = { question: 'powers_on', answer: 'yes' };

const YES: Localized = { de: 'Ja', es: 'Sí', fr: 'Oui', it: 'Sì' };
const NO: Localized = { de: 'Nein', es: 'No', fr: 'Non', it: 'No' };
const DONT_KNOW: Localized = { de: 'Weiß ich nicht', es: 'No lo sé', fr: 'Je ne sais pas', it: 'Non lo so' };

function powersOn(whenOff: AnswerEffect): QuestionSeed {
  return {
    code: 'powers_on',
    question: {
      de: 'Lässt sich das Gerät einschalten und funktioniert es?',
      es: '¿Se enciende el dispositivo y funciona?',
      fr: 'L’appareil s’allume-t-il et fonctionne-t-il ?',
      it: 'Il dispositivo si accende e funziona?',
    },
    description: {
      de: 'Es startet normal, reagiert auf Eingaben und bleibt an.',
      es: 'Arranca con normalidad, responde y no se apaga solo.',
      fr: 'Il démarre normalement, réagit et ne s’éteint pas tout seul.',
      it: 'Si avvia normalmente, risponde ai comandi e non si spegne da solo.',
    },
    answers: [
      {
        code: 'yes',
        text: {
          de: 'Ja, es startet und funktioniert',
          es: 'Sí, se enciende y funciona',
          fr: 'Oui, il s’allume et fonctionne',
          it: 'Sì, si accende e funziona',
        },
        effect: none,
      },
      {
        code: 'no',
        text: {
          de: 'Nein, es bleibt aus oder stürzt ab',
          es: 'No, no se enciende o se bloquea',
          fr: 'Non, il ne s’allume pas ou plante',
          it: 'No, non si accende o si blocca',
        },
        effect: whenOff,
      },
    ],
  };
}

const activationLock: QuestionSeed = {
  code: 'activation_lock',
  question: {
    de: 'Sind Aktivierungssperre und Konten entfernt?',
    es: '¿Has desactivado el bloqueo de activación y eliminado tus cuentas?',
    fr: 'Le verrouillage d’activation et vos comptes sont-ils supprimés ?',
    it: 'Hai disattivato il blocco attivazione e rimosso i tuoi account?',
  },
  description: {
    de: 'iPhone und iPad: „Wo ist?“ ausschalten und von der Apple-ID abmelden. Android: Google-Konto entfernen. Gesperrte Geräte können wir nicht annehmen.',
    es: 'iPhone y iPad: desactiva «Buscar» y cierra sesión en tu Apple ID. Android: elimina la cuenta de Google. No podemos aceptar dispositivos bloqueados.',
    fr: 'iPhone et iPad : désactivez « Localiser » et déconnectez votre identifiant Apple. Android : supprimez le compte Google. Nous ne pouvons pas accepter d’appareil verrouillé.',
    it: 'iPhone e iPad: disattiva «Dov’è» ed esci dall’ID Apple. Android: rimuovi l’account Google. Non possiamo accettare dispositivi bloccati.',
  },
  answers: [
    {
      code: 'removed',
      text: {
        de: 'Ja, alles entfernt',
        es: 'Sí, todo desactivado',
        fr: 'Oui, tout est supprimé',
        it: 'Sì, tutto rimosso',
      },
      effect: none,
    },
    {
      code: 'active',
      text: { de: 'Nein, noch aktiv', es: 'No, sigue activo', fr: 'Non, toujours actif', it: 'No, è ancora attivo' },
      effect: reject('activation_lock'),
    },
  ],
};

const laptopLock: QuestionSeed = {
  code: 'activation_lock',
  question: {
    de: 'Sind Aktivierungssperre, Konten und Firmware-Passwort entfernt?',
    es: '¿Has quitado el bloqueo de activación, las cuentas y la contraseña de firmware?',
    fr: 'Le verrouillage d’activation, vos comptes et le mot de passe du firmware sont-ils supprimés ?',
    it: 'Hai rimosso blocco attivazione, account e password del firmware?',
  },
  description: {
    de: 'Mac: „Wo ist?“ ausschalten und von der Apple-ID abmelden. Windows-Laptops: BIOS- bzw. UEFI-Passwort entfernen. Gesperrte Geräte können wir nicht annehmen.',
    es: 'Mac: desactiva «Buscar» y cierra sesión en tu Apple ID. Portátiles Windows: elimina la contraseña de BIOS/UEFI. No podemos aceptar equipos bloqueados.',
    fr: 'Mac : désactivez « Localiser » et déconnectez votre identifiant Apple. PC portables : supprimez le mot de passe BIOS/UEFI. Nous ne pouvons pas accepter d’appareil verrouillé.',
    it: 'Mac: disattiva «Dov’è» ed esci dall’ID Apple. Notebook Windows: rimuovi la password del BIOS/UEFI. Non possiamo accettare dispositivi bloccati.',
  },
  answers: activationLock.answers,
};

function display(broken: number): QuestionSeed {
  return {
    code: 'display',
    question: {
      de: 'Wie sieht das Display aus?',
      es: '¿En qué estado está la pantalla?',
      fr: 'Dans quel état est l’écran ?',
      it: 'In che condizioni è lo schermo?',
    },
    description: {
      de: 'Sehen Sie es sich im ausgeschalteten Zustand unter einer hellen Lampe an.',
      es: 'Mírala apagada bajo una luz intensa.',
      fr: 'Regardez-le éteint, sous une lumière vive.',
      it: 'Guardalo a dispositivo spento sotto una luce intensa.',
    },
    answers: [
      {
        code: 'flawless',
        text: {
          de: 'Makellos – keine Kratzer',
          es: 'Impecable, sin arañazos',
          fr: 'Impeccable, aucune rayure',
          it: 'Perfetto, nessun graffio',
        },
        effect: factor(1),
      },
      {
        code: 'light_scratches',
        text: {
          de: 'Leichte Kratzer, kaum sichtbar',
          es: 'Arañazos leves, apenas visibles',
          fr: 'Rayures légères, à peine visibles',
          it: 'Graffi leggeri, appena visibili',
        },
        effect: factor(0.93),
      },
      {
        code: 'heavy_scratches',
        text: { de: 'Deutliche Kratzer', es: 'Arañazos visibles', fr: 'Rayures visibles', it: 'Graffi evidenti' },
        effect: factor(0.8),
      },
      {
        code: 'broken',
        text: {
          de: 'Gesprungen, Pixelfehler oder Flecken',
          es: 'Rota, con píxeles muertos o manchas',
          fr: 'Fissuré, pixels morts ou taches',
          it: 'Rotto, pixel bruciati o macchie',
        },
        effect: factor(broken),
      },
    ],
  };
}

function housing(description: Localized): QuestionSeed {
  return {
    code: 'housing',
    question: {
      de: 'Wie ist der Zustand des Gehäuses?',
      es: '¿En qué estado está la carcasa?',
      fr: 'Dans quel état est l’extérieur de l’appareil ?',
      it: 'In che condizioni è la scocca?',
    },
    description,
    answers: [
      {
        code: 'like_new',
        text: { de: 'Wie neu', es: 'Como nueva', fr: 'Comme neuf', it: 'Come nuova' },
        effect: factor(1),
      },
      {
        code: 'light_wear',
        text: {
          de: 'Leichte Gebrauchsspuren',
          es: 'Ligeras marcas de uso',
          fr: 'Légères traces d’usure',
          it: 'Lievi segni d’uso',
        },
        effect: factor(0.95),
      },
      {
        code: 'heavy_wear',
        text: {
          de: 'Deutliche Kratzer oder Dellen',
          es: 'Arañazos o golpes visibles',
          fr: 'Rayures ou bosses visibles',
          it: 'Graffi o ammaccature evidenti',
        },
        effect: factor(0.85),
      },
      {
        code: 'damaged',
        text: {
          de: 'Gebrochen, verbogen oder stark beschädigt',
          es: 'Rota, doblada o muy dañada',
          fr: 'Cassé, tordu ou très abîmé',
          it: 'Rotta, piegata o molto danneggiata',
        },
        effect: factor(0.6),
      },
    ],
  };
}

const HOUSING_DEVICE: Localized = {
  de: 'Rückseite, Rahmen, Ecken und Kanten.',
  es: 'Parte trasera, marco, esquinas y bordes.',
  fr: 'Dos, contour, coins et bords.',
  it: 'Retro, cornice, angoli e bordi.',
};
const HOUSING_LAPTOP: Localized = {
  de: 'Deckel, Unterseite, Handauflage und Scharnier.',
  es: 'Tapa, base, reposamuñecas y bisagra.',
  fr: 'Capot, dessous, repose-poignets et charnière.',
  it: 'Coperchio, fondo, poggiapolsi e cerniera.',
};
const HOUSING_CAMERA: Localized = {
  de: 'Gehäuse, Griff, Bajonett und Klappen.',
  es: 'Cuerpo, empuñadura, montura y tapas.',
  fr: 'Boîtier, poignée, monture et trappes.',
  it: 'Corpo, impugnatura, innesto e sportelli.',
};
const HOUSING_LENS: Localized = {
  de: 'Tubus, Bajonett, Zoom- und Fokusring.',
  es: 'Cuerpo, montura y anillos de zoom y enfoque.',
  fr: 'Fût, monture, bagues de zoom et de mise au point.',
  it: 'Barilotto, innesto, ghiere di zoom e messa a fuoco.',
};
const HOUSING_CONSOLE: Localized = {
  de: 'Gehäuse, Abdeckungen und – bei Handhelds – Display und Sticks.',
  es: 'Carcasa, tapas y, en las portátiles, pantalla y joysticks.',
  fr: 'Coque, caches et, pour les consoles portables, écran et joysticks.',
  it: 'Scocca, coperture e, nelle portatili, schermo e levette.',
};
const HOUSING_MONITOR: Localized = {
  de: 'Rahmen, Rückseite und Standfuß.',
  es: 'Marco, parte trasera y pie.',
  fr: 'Cadre, dos et pied.',
  it: 'Cornice, retro e piedistallo.',
};

const battery: QuestionSeed = {
  code: 'battery',
  requires: whenOn,
  question: {
    de: 'Hat der Akku noch mindestens 80 % Kapazität?',
    es: '¿La batería conserva al menos el 80 % de su capacidad?',
    fr: 'La batterie a-t-elle encore au moins 80 % de sa capacité ?',
    it: 'La batteria ha ancora almeno l’80% della capacità?',
  },
  description: {
    de: 'iPhone: Einstellungen › Batterie › Batteriezustand. Android und Laptops: Akku-Einstellungen oder Diagnose-App.',
    es: 'iPhone: Ajustes › Batería › Estado de la batería. Android y portátiles: ajustes de batería o app de diagnóstico.',
    fr: 'iPhone : Réglages › Batterie › État de la batterie. Android et ordinateurs : réglages de la batterie ou application de diagnostic.',
    it: 'iPhone: Impostazioni › Batteria › Stato della batteria. Android e notebook: impostazioni della batteria o app di diagnostica.',
  },
  answers: [
    {
      code: 'yes',
      text: { de: 'Ja, 80 % oder mehr', es: 'Sí, 80 % o más', fr: 'Oui, 80 % ou plus', it: 'Sì, 80% o più' },
      effect: factor(1),
    },
    {
      code: 'no',
      text: {
        de: 'Nein, weniger als 80 %',
        es: 'No, menos del 80 %',
        fr: 'Non, moins de 80 %',
        it: 'No, meno dell’80%',
      },
      effect: factor(0.9),
    },
    { code: 'unknown', text: DONT_KNOW, effect: factor(0.93) },
  ],
};

function works(code: string, question: Localized, description: Localized, broken: number): QuestionSeed {
  return {
    code,
    requires: whenOn,
    question,
    description,
    answers: [
      {
        code: 'yes',
        text: {
          de: 'Ja, alles funktioniert',
          es: 'Sí, todo funciona',
          fr: 'Oui, tout fonctionne',
          it: 'Sì, funziona tutto',
        },
        effect: factor(1),
      },
      {
        code: 'no',
        text: {
          de: 'Nein, etwas ist defekt',
          es: 'No, algo no funciona',
          fr: 'Non, quelque chose ne marche pas',
          it: 'No, qualcosa non funziona',
        },
        effect: factor(broken),
      },
    ],
  };
}

const EVERYTHING_WORKS: Localized = {
  de: 'Funktioniert alles einwandfrei?',
  es: '¿Funciona todo correctamente?',
  fr: 'Tout fonctionne-t-il correctement ?',
  it: 'Funziona tutto correttamente?',
};

const phoneFunctions = works(
  'functions',
  EVERYTHING_WORKS,
  {
    de: 'Kameras, Lautsprecher, Mikrofon, Tasten, Face ID oder Fingerabdrucksensor, WLAN, Bluetooth und Mobilfunk.',
    es: 'Cámaras, altavoces, micrófono, botones, Face ID o lector de huellas, wifi, Bluetooth y red móvil.',
    fr: 'Appareils photo, haut-parleurs, micro, boutons, Face ID ou capteur d’empreintes, Wi-Fi, Bluetooth et réseau mobile.',
    it: 'Fotocamere, altoparlanti, microfono, tasti, Face ID o sensore di impronte, Wi-Fi, Bluetooth e rete mobile.',
  },
  0.65,
);

const tabletFunctions = works(
  'functions',
  EVERYTHING_WORKS,
  {
    de: 'Touchscreen, Kameras, Lautsprecher, Tasten, Ladebuchse, WLAN und – falls vorhanden – Mobilfunk.',
    es: 'Pantalla táctil, cámaras, altavoces, botones, conector de carga, wifi y, si la tiene, red móvil.',
    fr: 'Écran tactile, appareils photo, haut-parleurs, boutons, prise de charge, Wi-Fi et, le cas échéant, réseau mobile.',
    it: 'Touchscreen, fotocamere, altoparlanti, tasti, presa di ricarica, Wi-Fi e, se presente, rete mobile.',
  },
  0.65,
);

const laptopFunctions = works(
  'functions',
  {
    de: 'Funktionieren Tastatur, Trackpad, Kamera und alle Anschlüsse?',
    es: '¿Funcionan el teclado, el trackpad, la cámara y todos los puertos?',
    fr: 'Le clavier, le pavé tactile, la webcam et tous les ports fonctionnent-ils ?',
    it: 'Tastiera, trackpad, webcam e tutte le porte funzionano?',
  },
  {
    de: 'Alle Tasten reagieren und keine klemmt; Lautsprecher, WLAN und Ladebuchse funktionieren.',
    es: 'Todas las teclas responden y ninguna se atasca; altavoces, wifi y conector de carga funcionan.',
    fr: 'Toutes les touches répondent, aucune ne coince ; haut-parleurs, Wi-Fi et prise de charge fonctionnent.',
    it: 'Tutti i tasti rispondono e nessuno si blocca; altoparlanti, Wi-Fi e presa di ricarica funzionano.',
  },
  0.7,
);

const cameraFunctions = works(
  'functions',
  {
    de: 'Funktionieren Autofokus, Bildstabilisator, Tasten, Räder und Anschlüsse?',
    es: '¿Funcionan el autoenfoque, el estabilizador, los botones, los diales y los puertos?',
    fr: 'L’autofocus, la stabilisation, les boutons, les molettes et les ports fonctionnent-ils ?',
    it: 'Autofocus, stabilizzatore, tasti, ghiere e porte funzionano?',
  },
  {
    de: 'Auch Blitzschuh, Speicherkartenfach und Akkufach.',
    es: 'También la zapata, la ranura de la tarjeta y el compartimento de la batería.',
    fr: 'Y compris la griffe flash, la trappe de la carte mémoire et celle de la batterie.',
    it: 'Anche slitta flash, alloggiamento della scheda e della batteria.',
  },
  0.6,
);

const camcorderFunctions = works(
  'functions',
  {
    de: 'Funktionieren Aufnahme, Zoom, Ton und alle Anschlüsse?',
    es: '¿Funcionan la grabación, el zoom, el sonido y todos los puertos?',
    fr: 'L’enregistrement, le zoom, le son et tous les ports fonctionnent-ils ?',
    it: 'Registrazione, zoom, audio e tutte le porte funzionano?',
  },
  {
    de: 'Bildstabilisator, Mikrofon, Tasten und das Laden des Akkus inklusive.',
    es: 'Incluidos el estabilizador, el micrófono, los botones y la carga de la batería.',
    fr: 'Y compris la stabilisation, le micro, les boutons et la charge de la batterie.',
    it: 'Compresi stabilizzatore, microfono, tasti e ricarica della batteria.',
  },
  0.6,
);

const consoleFunctions = works(
  'functions',
  EVERYTHING_WORKS,
  {
    de: 'Laufwerk (falls vorhanden), Anschlüsse, WLAN und Lüfter – ohne Abstürze oder laute Geräusche.',
    es: 'Lector de discos (si lo tiene), puertos, wifi y ventilador, sin bloqueos ni ruidos fuertes.',
    fr: 'Lecteur de disques (le cas échéant), ports, Wi-Fi et ventilateur, sans plantage ni bruit anormal.',
    it: 'Lettore dischi (se presente), porte, Wi-Fi e ventola, senza blocchi né rumori forti.',
  },
  0.5,
);

function included(code: string, question: Localized, description: Localized, missing: AnswerEffect): QuestionSeed {
  return {
    code,
    question,
    description,
    answers: [
      { code: 'yes', text: YES, effect: none },
      { code: 'no', text: NO, effect: missing },
    ],
  };
}

const charger = included(
  'charger',
  {
    de: 'Ist das originale Netzteil dabei?',
    es: '¿Incluyes el cargador original?',
    fr: 'Le chargeur d’origine est-il fourni ?',
    it: 'Includi il caricabatterie originale?',
  },
  {
    de: 'Ohne Netzteil ziehen wir den Preis eines Ersatzes ab.',
    es: 'Sin cargador descontamos el precio de uno de repuesto.',
    fr: 'Sans chargeur, nous déduisons le prix d’un chargeur de remplacement.',
    it: 'Senza caricabatterie sottraiamo il prezzo di un ricambio.',
  },
  adjust(-25),
);

function batteryCharger(amount: number): QuestionSeed {
  return included(
    'battery_charger',
    {
      de: 'Sind Akku und Ladegerät dabei?',
      es: '¿Incluyes la batería y el cargador?',
      fr: 'La batterie et le chargeur sont-ils fournis ?',
      it: 'Includi batteria e caricabatterie?',
    },
    {
      de: 'Ohne Akku oder Ladegerät ziehen wir den Preis eines Ersatzes ab.',
      es: 'Sin batería o cargador descontamos el precio de un repuesto.',
      fr: 'Sans batterie ou chargeur, nous déduisons le prix d’un remplacement.',
      it: 'Senza batteria o caricabatterie sottraiamo il prezzo di un ricambio.',
    },
    adjust(-amount),
  );
}

const shutterCount: QuestionSeed = {
  code: 'shutter_count',
  requires: whenOn,
  question: {
    de: 'Wie viele Auslösungen hat die Kamera?',
    es: '¿Cuántos disparos tiene la cámara?',
    fr: 'Combien de déclenchements l’appareil a-t-il ?',
    it: 'Quanti scatti ha la fotocamera?',
  },
  description: {
    de: 'Die Zahl steht bei vielen Modellen im Service-Menü oder lässt sich mit einem Online-Tool aus einem aktuellen Foto auslesen.',
    es: 'En muchos modelos aparece en el menú de servicio o puede leerse con una herramienta online a partir de una foto reciente.',
    fr: 'Sur beaucoup de modèles, le chiffre figure dans le menu de service ou se lit avec un outil en ligne à partir d’une photo récente.',
    it: 'Su molti modelli il numero è nel menu di servizio oppure si legge con uno strumento online da una foto recente.',
  },
  answers: [
    {
      code: 'under_10k',
      text: { de: 'Weniger als 10.000', es: 'Menos de 10.000', fr: 'Moins de 10 000', it: 'Meno di 10.000' },
      effect: factor(1),
    },
    {
      code: 'from_10k_to_50k',
      text: {
        de: '10.000 bis 50.000',
        es: 'Entre 10.000 y 50.000',
        fr: 'De 10 000 à 50 000',
        it: 'Da 10.000 a 50.000',
      },
      effect: factor(0.93),
    },
    {
      code: 'from_50k_to_100k',
      text: {
        de: '50.000 bis 100.000',
        es: 'Entre 50.000 y 100.000',
        fr: 'De 50 000 à 100 000',
        it: 'Da 50.000 a 100.000',
      },
      effect: factor(0.85),
    },
    {
      code: 'from_100k_to_200k',
      text: {
        de: '100.000 bis 200.000',
        es: 'Entre 100.000 y 200.000',
        fr: 'De 100 000 à 200 000',
        it: 'Da 100.000 a 200.000',
      },
      effect: factor(0.72),
    },
    {
      code: 'over_200k',
      text: { de: 'Mehr als 200.000', es: 'Más de 200.000', fr: 'Plus de 200 000', it: 'Oltre 200.000' },
      effect: factor(0.55),
    },
    { code: 'unknown', text: DONT_KNOW, effect: factor(0.85) },
  ],
};

const sensor: QuestionSeed = {
  code: 'sensor',
  question: {
    de: 'Ist der Sensor sauber und unbeschädigt?',
    es: '¿El sensor está limpio y sin daños?',
    fr: 'Le capteur est-il propre et intact ?',
    it: 'Il sensore è pulito e integro?',
  },
  description: {
    de: 'Staub lässt sich reinigen, Kratzer oder Risse auf dem Sensor nicht.',
    es: 'El polvo se puede limpiar; los arañazos o grietas en el sensor, no.',
    fr: 'La poussière se nettoie ; les rayures ou fissures sur le capteur, non.',
    it: 'La polvere si può pulire; graffi o crepe sul sensore no.',
  },
  answers: [
    {
      code: 'clean',
      text: { de: 'Ja, sauber', es: 'Sí, limpio', fr: 'Oui, propre', it: 'Sì, pulito' },
      effect: factor(1),
    },
    {
      code: 'dust',
      text: {
        de: 'Etwas Staub oder Flecken',
        es: 'Algo de polvo o manchas',
        fr: 'Un peu de poussière ou des taches',
        it: 'Un po’ di polvere o macchie',
      },
      effect: factor(0.95),
    },
    {
      code: 'damaged',
      text: { de: 'Kratzer oder Schäden', es: 'Arañazos o daños', fr: 'Rayures ou dommages', it: 'Graffi o danni' },
      effect: factor(0.4),
    },
  ],
};

const cameraDisplay: QuestionSeed = {
  code: 'display',
  question: {
    de: 'Sind Display und Sucher in Ordnung?',
    es: '¿La pantalla y el visor están bien?',
    fr: 'L’écran et le viseur sont-ils en bon état ?',
    it: 'Schermo e mirino sono a posto?',
  },
  description: {
    de: 'Keine Risse, Pixelfehler oder Flecken; bei Klapp- und Schwenkdisplays hält das Scharnier.',
    es: 'Sin grietas, píxeles muertos ni manchas; en pantallas abatibles, la bisagra aguanta.',
    fr: 'Ni fissure, ni pixel mort, ni tache ; sur un écran orientable, la charnière tient bien.',
    it: 'Niente crepe, pixel bruciati o macchie; negli schermi orientabili la cerniera tiene.',
  },
  answers: [
    {
      code: 'flawless',
      text: { de: 'Einwandfrei', es: 'Perfectos', fr: 'Impeccables', it: 'Perfetti' },
      effect: factor(1),
    },
    {
      code: 'light_scratches',
      text: { de: 'Leichte Kratzer', es: 'Arañazos leves', fr: 'Rayures légères', it: 'Graffi leggeri' },
      effect: factor(0.93),
    },
    {
      code: 'broken',
      text: {
        de: 'Gesprungen oder defekt',
        es: 'Rotos o defectuosos',
        fr: 'Fissurés ou défectueux',
        it: 'Rotti o difettosi',
      },
      effect: factor(0.6),
    },
  ],
};

const fungus: QuestionSeed = {
  code: 'fungus',
  question: {
    de: 'Hat das Objektiv Pilzbefall?',
    es: '¿Tiene hongos el objetivo?',
    fr: 'L’objectif présente-t-il des champignons ?',
    it: 'L’obiettivo ha muffa (funghi)?',
  },
  description: {
    de: 'Pilz zeigt sich als feine, spinnennetzartige Fäden oder Flecken zwischen den Linsen – am besten mit einer Taschenlampe von hinten durchleuchten.',
    es: 'Los hongos se ven como filamentos finos, a modo de telaraña, o manchas entre las lentes. Míralo a contraluz con una linterna.',
    fr: 'Les champignons apparaissent comme de fins filaments en toile d’araignée ou des taches entre les lentilles. Éclairez l’objectif par l’arrière avec une lampe de poche.',
    it: 'La muffa si vede come sottili filamenti a ragnatela o macchie tra le lenti. Controlla in controluce con una torcia.',
  },
  answers: [
    {
      code: 'none',
      text: { de: 'Nein, kein Pilz', es: 'No, sin hongos', fr: 'Non, aucun champignon', it: 'No, nessuna muffa' },
      effect: none,
    },
    {
      code: 'present',
      text: {
        de: 'Ja, Pilz ist sichtbar',
        es: 'Sí, se ven hongos',
        fr: 'Oui, des champignons sont visibles',
        it: 'Sì, la muffa è visibile',
      },
      effect: reject('fungus'),
    },
  ],
};

const haze: QuestionSeed = {
  code: 'haze',
  question: {
    de: 'Sind die Linsen trüb?',
    es: '¿Están empañadas las lentes?',
    fr: 'Les lentilles sont-elles voilées ?',
    it: 'Le lenti sono opache?',
  },
  description: {
    de: 'Ein milchiger Schleier im Inneren, der sich nicht wegputzen lässt.',
    es: 'Un velo lechoso en el interior que no se puede limpiar.',
    fr: 'Un voile laiteux à l’intérieur, qu’on ne peut pas nettoyer.',
    it: 'Un velo lattiginoso all’interno che non si riesce a pulire.',
  },
  answers: [
    {
      code: 'none',
      text: { de: 'Nein, klar', es: 'No, están limpias', fr: 'Non, elles sont claires', it: 'No, sono limpide' },
      effect: factor(1),
    },
    {
      code: 'light',
      text: { de: 'Leichter Schleier', es: 'Ligero velo', fr: 'Léger voile', it: 'Leggero velo' },
      effect: factor(0.8),
    },
    {
      code: 'strong',
      text: { de: 'Deutlich trüb', es: 'Muy empañadas', fr: 'Nettement voilées', it: 'Molto opache' },
      effect: factor(0.5),
    },
  ],
};

const glassScratches: QuestionSeed = {
  code: 'glass_scratches',
  question: {
    de: 'Gibt es Kratzer auf den Linsen?',
    es: '¿Tienen arañazos las lentes?',
    fr: 'Les lentilles sont-elles rayées ?',
    it: 'Le lenti sono graffiate?',
  },
  description: {
    de: 'Vorder- und Hinterlinse gegen das Licht prüfen.',
    es: 'Revisa la lente frontal y la trasera a contraluz.',
    fr: 'Vérifiez les lentilles avant et arrière à contre-jour.',
    it: 'Controlla la lente anteriore e quella posteriore in controluce.',
  },
  answers: [
    {
      code: 'none',
      text: { de: 'Keine Kratzer', es: 'Sin arañazos', fr: 'Aucune rayure', it: 'Nessun graffio' },
      effect: factor(1),
    },
    {
      code: 'cleaning_marks',
      text: {
        de: 'Feine Putzspuren',
        es: 'Finas marcas de limpieza',
        fr: 'Fines traces de nettoyage',
        it: 'Sottili segni di pulizia',
      },
      effect: factor(0.92),
    },
    {
      code: 'visible',
      text: { de: 'Deutliche Kratzer', es: 'Arañazos visibles', fr: 'Rayures visibles', it: 'Graffi evidenti' },
      effect: factor(0.65),
    },
  ],
};

const lensFunctions: QuestionSeed = {
  code: 'functions',
  question: {
    de: 'Funktionieren Autofokus, Blende und Bildstabilisator?',
    es: '¿Funcionan el autoenfoque, el diafragma y el estabilizador?',
    fr: 'L’autofocus, le diaphragme et la stabilisation fonctionnent-ils ?',
    it: 'Autofocus, diaframma e stabilizzatore funzionano?',
  },
  description: {
    de: 'Der Fokus läuft ruhig, die Blende schließt sauber, Zoom- und Fokusring drehen gleichmäßig.',
    es: 'El enfoque es suave, el diafragma cierra bien y los anillos de zoom y enfoque giran sin tirones.',
    fr: 'La mise au point est fluide, le diaphragme se ferme correctement, les bagues de zoom et de mise au point tournent régulièrement.',
    it: 'La messa a fuoco è fluida, il diaframma si chiude bene e le ghiere di zoom e fuoco girano in modo uniforme.',
  },
  answers: [
    {
      code: 'yes',
      text: {
        de: 'Ja, alles funktioniert',
        es: 'Sí, todo funciona',
        fr: 'Oui, tout fonctionne',
        it: 'Sì, funziona tutto',
      },
      effect: factor(1),
    },
    {
      code: 'no',
      text: {
        de: 'Nein, etwas ist defekt',
        es: 'No, algo no funciona',
        fr: 'Non, quelque chose ne marche pas',
        it: 'No, qualcosa non funziona',
      },
      effect: factor(0.45),
    },
  ],
};

const caps = included(
  'caps',
  {
    de: 'Sind Front- und Rückdeckel dabei?',
    es: '¿Incluyes las tapas delantera y trasera?',
    fr: 'Les bouchons avant et arrière sont-ils fournis ?',
    it: 'Includi i tappi anteriore e posteriore?',
  },
  {
    de: 'Fehlende Deckel ersetzen wir und ziehen ihren Preis ab.',
    es: 'Si faltan, las reponemos y descontamos su precio.',
    fr: 'S’ils manquent, nous les remplaçons et déduisons leur prix.',
    it: 'Se mancano li sostituiamo e ne sottraiamo il prezzo.',
  },
  adjust(-10),
);

const controllers: QuestionSeed = {
  code: 'controllers',
  question: {
    de: 'Wie viele originale Controller legen Sie bei?',
    es: '¿Cuántos mandos originales incluyes?',
    fr: 'Combien de manettes d’origine fournissez-vous ?',
    it: 'Quanti controller originali includi?',
  },
  description: {
    de: 'Bei Handhelds wie Switch Lite, Steam Deck oder ROG Ally zählen die eingebauten Bedienelemente als ein Controller.',
    es: 'En las portátiles como Switch Lite, Steam Deck o ROG Ally, los controles integrados cuentan como un mando.',
    fr: 'Pour les consoles portables comme la Switch Lite, le Steam Deck ou la ROG Ally, les commandes intégrées comptent pour une manette.',
    it: 'Nelle console portatili come Switch Lite, Steam Deck o ROG Ally i comandi integrati contano come un controller.',
  },
  answers: [
    {
      code: 'two_or_more',
      text: { de: 'Zwei oder mehr', es: 'Dos o más', fr: 'Deux ou plus', it: 'Due o più' },
      effect: adjust(15),
    },
    { code: 'one', text: { de: 'Einen', es: 'Uno', fr: 'Une', it: 'Uno' }, effect: none },
    { code: 'none', text: { de: 'Keinen', es: 'Ninguno', fr: 'Aucune', it: 'Nessuno' }, effect: adjust(-25) },
  ],
};

const cables = included(
  'cables',
  {
    de: 'Sind Netzkabel und HDMI-Kabel dabei?',
    es: '¿Incluyes el cable de alimentación y el HDMI?',
    fr: 'Le câble d’alimentation et le câble HDMI sont-ils fournis ?',
    it: 'Includi il cavo di alimentazione e il cavo HDMI?',
  },
  {
    de: 'Bei Handhelds: das Ladegerät.',
    es: 'En las portátiles: el cargador.',
    fr: 'Pour les consoles portables : le chargeur.',
    it: 'Per le console portatili: il caricabatterie.',
  },
  adjust(-10),
);

const panel: QuestionSeed = {
  code: 'panel',
  requires: whenOn,
  question: {
    de: 'Wie ist der Zustand des Bildschirms?',
    es: '¿En qué estado está la pantalla?',
    fr: 'Dans quel état est la dalle ?',
    it: 'In che condizioni è il pannello?',
  },
  description: {
    de: 'Prüfen Sie ein weißes und ein schwarzes Vollbild auf Pixelfehler, Streifen und helle Flecken.',
    es: 'Comprueba una imagen blanca y otra negra a pantalla completa en busca de píxeles muertos, rayas y manchas claras.',
    fr: 'Affichez une image blanche puis noire en plein écran pour repérer pixels morts, lignes et taches claires.',
    it: 'Controlla un’immagine bianca e una nera a schermo intero per pixel bruciati, righe e macchie chiare.',
  },
  answers: [
    {
      code: 'flawless',
      text: { de: 'Einwandfrei', es: 'Perfecta', fr: 'Impeccable', it: 'Perfetto' },
      effect: factor(1),
    },
    {
      code: 'pixel_errors',
      text: {
        de: 'Einzelne Pixelfehler',
        es: 'Algún píxel muerto',
        fr: 'Quelques pixels morts',
        it: 'Qualche pixel bruciato',
      },
      effect: factor(0.75),
    },
    {
      code: 'scratches',
      text: {
        de: 'Kratzer oder Druckstellen',
        es: 'Arañazos o marcas de presión',
        fr: 'Rayures ou marques de pression',
        it: 'Graffi o segni di pressione',
      },
      effect: factor(0.7),
    },
    {
      code: 'broken',
      text: {
        de: 'Gesprungen, Streifen oder Flecken im Bild',
        es: 'Rota, con rayas o manchas',
        fr: 'Fissurée, lignes ou taches à l’image',
        it: 'Rotto, righe o macchie nell’immagine',
      },
      effect: reject('broken_panel'),
    },
  ],
};

const stand = included(
  'stand',
  {
    de: 'Sind Standfuß und Netzteil bzw. Netzkabel dabei?',
    es: '¿Incluyes el pie y la fuente de alimentación o el cable?',
    fr: 'Le pied et l’alimentation (ou le câble secteur) sont-ils fournis ?',
    it: 'Includi il piedistallo e l’alimentatore o il cavo?',
  },
  {
    de: 'Ohne Fuß oder Netzteil lässt sich ein Monitor nur mit neuem Zubehör weiterverkaufen.',
    es: 'Sin pie ni alimentación, un monitor solo se puede revender con accesorios nuevos.',
    fr: 'Sans pied ni alimentation, un écran ne se revend qu’avec des accessoires neufs.',
    it: 'Senza piedistallo o alimentatore un monitor si rivende solo con accessori nuovi.',
  },
  factor(0.8),
);

/** The questions of each category, in the order they are asked. */
export const CATEGORY_QUESTIONS: Record<CategoryId, QuestionSeed[]> = {
  smartphones: [powersOn(factor(0.3)), activationLock, display(0.5), housing(HOUSING_DEVICE), battery, phoneFunctions],
  tablets: [powersOn(factor(0.3)), activationLock, display(0.5), housing(HOUSING_DEVICE), battery, tabletFunctions],
  laptops: [
    powersOn(factor(0.3)),
    laptopLock,
    display(0.55),
    housing(HOUSING_LAPTOP),
    battery,
    laptopFunctions,
    charger,
  ],
  cameras: [
    powersOn(factor(0.25)),
    shutterCount,
    sensor,
    cameraDisplay,
    housing(HOUSING_CAMERA),
    cameraFunctions,
    batteryCharger(25),
  ],
  lenses: [fungus, haze, glassScratches, lensFunctions, housing(HOUSING_LENS), caps],
  camcorders: [powersOn(factor(0.2)), cameraDisplay, housing(HOUSING_CAMERA), camcorderFunctions, batteryCharger(20)],
  consoles: [powersOn(factor(0.25)), controllers, consoleFunctions, housing(HOUSING_CONSOLE), cables],
  monitors: [powersOn(reject('defective_monitor')), panel, housing(HOUSING_MONITOR), stand],
};
