import type { Locale } from 'config';

/**
 * The account mails in the five languages. German addresses the customer with "Sie", French with
 * "vous", Spanish and Italian with "tú"/"tu", as the shop's pages do. `{{name}}` and the links are
 * filled in when a mail is sent; each paragraph is one entry. The activation mail greets no one by name:
 * it goes to an address nobody has confirmed yet, so it carries nothing the registration form was sent.
 */
export type AccountMailKind =
  'activation' | 'alreadyRegistered' | 'passwordReset' | 'passwordChanged' | 'accountDeleted' | 'payoutChanged';

export interface MailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label of the main button (HTML) in front of the main link. */
  action?: string;
  signOff: string;
}

type Texts = Record<AccountMailKind, MailText>;

const de: Texts = {
  activation: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo,',
    paragraphs: [
      'vielen Dank für Ihre Registrierung bei Revalu. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Kundenkonto freischalten können:',
      '{{link}}',
      'Der Link ist 48 Stunden gültig. Falls Sie sich nicht bei uns registriert haben, ignorieren Sie diese E-Mail einfach – dann wird kein Konto angelegt.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    signOff: 'Viele Grüße\nIhr Revalu-Team',
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein Kundenkonto bei Revalu',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'gerade wollte sich jemand mit Ihrer E-Mail-Adresse bei Revalu registrieren. Sie haben bereits ein Kundenkonto – melden Sie sich einfach an:',
      '{{link}}',
      'Passwort vergessen? Hier legen Sie ein neues fest: {{forgotLink}}',
      'Wenn Sie das nicht waren, müssen Sie nichts tun. Ihr Konto bleibt unverändert.',
    ],
    action: 'Jetzt anmelden',
    signOff: 'Viele Grüße\nIhr Revalu-Team',
  },
  passwordReset: {
    subject: 'Ihr neues Passwort für Revalu',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link legen Sie es fest:',
      '{{link}}',
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail bitte – Ihr bisheriges Passwort bleibt gültig.',
    ],
    action: 'Neues Passwort festlegen',
    signOff: 'Viele Grüße\nIhr Revalu-Team',
  },
  passwordChanged: {
    subject: 'Ihr Passwort wurde geändert',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'das Passwort Ihres Revalu-Kundenkontos wurde soeben geändert. Alle anderen Anmeldungen wurden dabei beendet.',
      'Waren Sie das nicht? Dann legen Sie bitte sofort ein neues Passwort fest und informieren Sie unseren Kundenservice:',
      '{{link}}',
    ],
    action: 'Neues Passwort festlegen',
    signOff: 'Viele Grüße\nIhr Revalu-Team',
  },
  accountDeleted: {
    subject: 'Ihr Kundenkonto wurde gelöscht',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'wie gewünscht haben wir Ihr Kundenkonto bei Revalu gelöscht – mit Ihren persönlichen Daten, Ihrer Adresse, Ihrer Telefonnummer und Ihren Auszahlungskonten.',
      'Angaben zu bereits abgeschlossenen Verkäufen bewahren wir nur so lange auf, wie es die gesetzlichen Aufbewahrungsfristen verlangen.',
      'Wir würden uns freuen, Sie wiederzusehen.',
    ],
    signOff: 'Viele Grüße\nIhr Revalu-Team',
  },
  payoutChanged: {
    subject: 'Ihr Auszahlungskonto wurde geändert',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'in Ihrem Revalu-Kundenkonto wurde soeben das Auszahlungskonto geändert. Künftige Auszahlungen gehen an: {{detail}}',
      'Waren Sie das nicht? Dann legen Sie bitte sofort ein neues Passwort fest und informieren Sie unseren Kundenservice – wir halten Auszahlungen an, bis alles geklärt ist:',
      '{{link}}',
    ],
    action: 'Neues Passwort festlegen',
    signOff: 'Viele Grüße\nIhr Revalu-Team',
  },
};

/** Austria: the same German, signed from Vienna. */
const deAT: Texts = Object.fromEntries(
  Object.entries(de).map(([kind, text]) => [kind, { ...text, signOff: 'Freundliche Grüße\nIhr Revalu-Team aus Wien' }]),
) as Texts;

const es: Texts = {
  activation: {
    subject: 'Confirma tu dirección de correo electrónico',
    greeting: 'Hola:',
    paragraphs: [
      'Gracias por registrarte en Revalu. Confirma tu dirección de correo electrónico para que podamos activar tu cuenta:',
      '{{link}}',
      'El enlace es válido durante 48 horas. Si no te has registrado en Revalu, ignora este correo y no se creará ninguna cuenta.',
    ],
    action: 'Confirmar mi correo electrónico',
    signOff: 'Un saludo,\nEl equipo de Revalu',
  },
  alreadyRegistered: {
    subject: 'Ya tienes una cuenta en Revalu',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Alguien acaba de intentar registrarse en Revalu con tu dirección de correo electrónico. Ya tienes una cuenta, así que solo tienes que iniciar sesión:',
      '{{link}}',
      '¿Has olvidado tu contraseña? Aquí puedes crear una nueva: {{forgotLink}}',
      'Si no has sido tú, no tienes que hacer nada. Tu cuenta sigue igual.',
    ],
    action: 'Iniciar sesión',
    signOff: 'Un saludo,\nEl equipo de Revalu',
  },
  passwordReset: {
    subject: 'Tu nueva contraseña de Revalu',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Has solicitado una nueva contraseña para tu cuenta. Créala desde este enlace:',
      '{{link}}',
      'El enlace es válido durante una hora y solo se puede usar una vez. Si no has pedido una nueva contraseña, ignora este correo: tu contraseña actual sigue siendo válida.',
    ],
    action: 'Crear una nueva contraseña',
    signOff: 'Un saludo,\nEl equipo de Revalu',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Acabamos de cambiar la contraseña de tu cuenta de Revalu y hemos cerrado todas las demás sesiones.',
      '¿No has sido tú? Crea una nueva contraseña ahora mismo y avisa a nuestro servicio de atención al cliente:',
      '{{link}}',
    ],
    action: 'Crear una nueva contraseña',
    signOff: 'Un saludo,\nEl equipo de Revalu',
  },
  accountDeleted: {
    subject: 'Hemos eliminado tu cuenta',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Tal como nos pediste, hemos eliminado tu cuenta de Revalu junto con tus datos personales, tu dirección, tu teléfono y tus cuentas de cobro.',
      'Los datos de las ventas ya realizadas solo los conservamos durante los plazos que exige la ley.',
      'Nos encantará volver a verte.',
    ],
    signOff: 'Un saludo,\nEl equipo de Revalu',
  },
  payoutChanged: {
    subject: 'Se ha cambiado tu cuenta de cobro',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Acabamos de cambiar la cuenta de cobro de tu cuenta de Revalu. Los próximos pagos irán a: {{detail}}',
      '¿No has sido tú? Crea una nueva contraseña ahora mismo y avisa a nuestro servicio de atención al cliente; retendremos los pagos hasta aclararlo:',
      '{{link}}',
    ],
    action: 'Crear una nueva contraseña',
    signOff: 'Un saludo,\nEl equipo de Revalu',
  },
};

const fr: Texts = {
  activation: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour,',
    paragraphs: [
      'Merci pour votre inscription sur Revalu. Veuillez confirmer votre adresse e-mail afin que nous puissions activer votre compte client :',
      '{{link}}',
      'Ce lien est valable 48 heures. Si vous ne vous êtes pas inscrit sur Revalu, ignorez simplement cet e-mail : aucun compte ne sera créé.',
    ],
    action: 'Confirmer mon adresse e-mail',
    signOff: 'Bien cordialement,\nL’équipe Revalu',
  },
  alreadyRegistered: {
    subject: 'Vous avez déjà un compte Revalu',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Quelqu’un vient d’essayer de créer un compte Revalu avec votre adresse e-mail. Vous avez déjà un compte client : il vous suffit de vous connecter.',
      '{{link}}',
      'Mot de passe oublié ? Choisissez-en un nouveau ici : {{forgotLink}}',
      'Si ce n’était pas vous, vous n’avez rien à faire. Votre compte reste inchangé.',
    ],
    action: 'Me connecter',
    signOff: 'Bien cordialement,\nL’équipe Revalu',
  },
  passwordReset: {
    subject: 'Votre nouveau mot de passe Revalu',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Vous avez demandé un nouveau mot de passe pour votre compte client. Choisissez-le via ce lien :',
      '{{link}}',
      'Ce lien est valable une heure et ne fonctionne qu’une seule fois. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe actuel reste valable.',
    ],
    action: 'Choisir un nouveau mot de passe',
    signOff: 'Bien cordialement,\nL’équipe Revalu',
  },
  passwordChanged: {
    subject: 'Votre mot de passe a été modifié',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Le mot de passe de votre compte Revalu vient d’être modifié. Toutes vos autres sessions ont été fermées.',
      'Ce n’était pas vous ? Choisissez immédiatement un nouveau mot de passe et prévenez notre service client :',
      '{{link}}',
    ],
    action: 'Choisir un nouveau mot de passe',
    signOff: 'Bien cordialement,\nL’équipe Revalu',
  },
  accountDeleted: {
    subject: 'Votre compte client a été supprimé',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Comme vous l’avez demandé, nous avons supprimé votre compte Revalu ainsi que vos données personnelles, votre adresse, votre numéro de téléphone et vos comptes de versement.',
      'Les informations relatives aux ventes déjà conclues ne sont conservées que pendant la durée imposée par la loi.',
      'Nous serions ravis de vous revoir.',
    ],
    signOff: 'Bien cordialement,\nL’équipe Revalu',
  },
  payoutChanged: {
    subject: 'Votre compte de versement a été modifié',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Le compte de versement de votre compte Revalu vient d’être modifié. Les prochains versements iront à : {{detail}}',
      'Ce n’était pas vous ? Choisissez immédiatement un nouveau mot de passe et prévenez notre service client : nous suspendons les versements le temps de vérifier.',
      '{{link}}',
    ],
    action: 'Choisir un nouveau mot de passe',
    signOff: 'Bien cordialement,\nL’équipe Revalu',
  },
};

const it: Texts = {
  activation: {
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: 'Ciao,',
    paragraphs: [
      'grazie per esserti registrato su Revalu. Conferma il tuo indirizzo e-mail, così possiamo attivare il tuo account:',
      '{{link}}',
      'Il link è valido per 48 ore. Se non ti sei registrato su Revalu, ignora pure questa e-mail: non verrà creato nessun account.',
    ],
    action: 'Conferma l’indirizzo e-mail',
    signOff: 'A presto,\nIl team di Revalu',
  },
  alreadyRegistered: {
    subject: 'Hai già un account su Revalu',
    greeting: 'Ciao {{name}},',
    paragraphs: [
      'qualcuno ha appena provato a registrarsi su Revalu con il tuo indirizzo e-mail. Hai già un account: ti basta accedere.',
      '{{link}}',
      'Hai dimenticato la password? Qui puoi sceglierne una nuova: {{forgotLink}}',
      'Se non sei stato tu, non devi fare nulla. Il tuo account resta invariato.',
    ],
    action: 'Accedi',
    signOff: 'A presto,\nIl team di Revalu',
  },
  passwordReset: {
    subject: 'La tua nuova password per Revalu',
    greeting: 'Ciao {{name}},',
    paragraphs: [
      'hai richiesto una nuova password per il tuo account. Puoi sceglierla da questo link:',
      '{{link}}',
      'Il link è valido per un’ora e si può usare una sola volta. Se non hai richiesto una nuova password, ignora questa e-mail: la tua password attuale resta valida.',
    ],
    action: 'Scegli una nuova password',
    signOff: 'A presto,\nIl team di Revalu',
  },
  passwordChanged: {
    subject: 'La tua password è stata modificata',
    greeting: 'Ciao {{name}},',
    paragraphs: [
      'la password del tuo account Revalu è appena stata modificata e tutti gli altri accessi sono stati chiusi.',
      'Non sei stato tu? Scegli subito una nuova password e avvisa il nostro servizio clienti:',
      '{{link}}',
    ],
    action: 'Scegli una nuova password',
    signOff: 'A presto,\nIl team di Revalu',
  },
  accountDeleted: {
    subject: 'Il tuo account è stato eliminato',
    greeting: 'Ciao {{name}},',
    paragraphs: [
      'come richiesto, abbiamo eliminato il tuo account Revalu insieme ai tuoi dati personali, al tuo indirizzo, al tuo numero di telefono e ai tuoi conti per i pagamenti.',
      'I dati delle vendite già concluse li conserviamo solo per il tempo previsto dalla legge.',
      'Speriamo di rivederti presto.',
    ],
    signOff: 'A presto,\nIl team di Revalu',
  },
  payoutChanged: {
    subject: 'Il tuo conto per i pagamenti è stato modificato',
    greeting: 'Ciao {{name}},',
    paragraphs: [
      'il conto per i pagamenti del tuo account Revalu è appena stato modificato. I prossimi pagamenti andranno a: {{detail}}',
      'Non sei stato tu? Scegli subito una nuova password e avvisa il nostro servizio clienti: sospenderemo i pagamenti finché non avremo chiarito.',
      '{{link}}',
    ],
    action: 'Scegli una nuova password',
    signOff: 'A presto,\nIl team di Revalu',
  },
};

export const ACCOUNT_MAIL_TEXTS: Record<Locale, Texts> = {
  'de-DE': de,
  'de-AT': deAT,
  'es-ES': es,
  'fr-FR': fr,
  'it-IT': it,
};
