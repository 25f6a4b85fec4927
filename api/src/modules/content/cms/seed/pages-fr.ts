import { countries } from 'config';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import { COMPANY, type SeedPages } from './types';

const c = countries.fr;
const devices = COMPANY.devicesBought.replace('.', '\u202f');

export const pagesFr: SeedPages = {
  howItWorks: {
    title: 'Comment ça marche',
    metaDescription:
      'Vendez votre appareil d’occasion en trois étapes : obtenez une offre, envoyez-le gratuitement, recevez votre paiement.',
    body: `
<p>Avec Revalu, vous vendez smartphones, tablettes, ordinateurs portables, appareils photo, objectifs, caméscopes, consoles et écrans à prix fixe\u00a0: sans annonce, sans marchandage et sans rendez-vous avec des inconnus.</p>
<h2 id="offre">1. Obtenez votre offre</h2>
<p>Trouvez votre appareil grâce à la recherche ou aux catégories, puis répondez à quelques questions sur son état\u00a0: s’allume-t-il\u202f? L’écran est-il rayé\u202f? Le verrouillage d’activation est-il désactivé\u202f? Nous calculons aussitôt un prix ferme, valable jusqu’à la date indiquée dans l’offre.</p>
<h2 id="envoi">2. Envoyez-le gratuitement</h2>
<p>Ajoutez vos appareils au panier et finalisez la vente. Vous recevez une étiquette UPS prépayée à imprimer. Emballez soigneusement vos appareils (nos <a href="route:content/packingTips">conseils d’emballage</a> vous y aident) et déposez le colis dans un point UPS sous ${SHIPPING_DEADLINE_DAYS} jours. L’envoi est gratuit et assuré.</p>
<h2 id="controle">3. Contrôle et paiement</h2>
<p>Nos techniciens contrôlent chaque appareil dans les trois jours ouvrés suivant sa réception. Si l’état correspond à votre description, nous virons le montant convenu sous deux jours ouvrés sur votre compte bancaire ou PayPal.</p>
<h2 id="ecart">Et si l’état ne correspond pas\u202f?</h2>
<p>Vous recevez alors une demande de clarification avec une nouvelle offre\u00a0: votre description et notre constat côte à côte, chaque déduction justifiée. Vous choisissez d’accepter le nouveau prix ou de récupérer votre appareil gratuitement. Rien ne change sans votre accord\u00a0: sans réponse de votre part, nous vous renvoyons l’appareil sans frais.</p>
<h2 id="donnees">Vos données</h2>
<p>Réinitialisez votre appareil avant l’envoi. Nous effaçons en plus chaque support de stockage selon un procédé certifié\u00a0: voir <a href="route:content/dataErasure">Effacement des données</a>.</p>
<p>D’autres questions\u202f? Notre <a href="route:contact">service client</a> vous répond volontiers.</p>`,
  },
  packingTips: {
    title: 'Conseils d’emballage',
    metaDescription:
      'Pour que votre appareil arrive intact : nos conseils pour emballer smartphone, ordinateur portable, appareil photo et console.',
    body: `
<p>Un appareil bien emballé arrive dans l’état où vous l’avez envoyé, et c’est la condition pour que nous puissions payer le prix convenu. Voici comment faire.</p>
<h2>Avant d’emballer</h2>
<ul>
<li>Sauvegardez vos données et rétablissez les réglages d’usine.</li>
<li>Déconnectez-vous de vos comptes et désactivez le verrouillage d’activation (par exemple «\u202fLocaliser\u202f» chez Apple, «\u202fLocaliser mon appareil\u202f» sous Android).</li>
<li>Retirez la carte SIM et les cartes mémoire.</li>
<li>Laissez la batterie chargée entre 30 et 50 %\u00a0: elle peut ainsi voyager en toute sécurité.</li>
</ul>
<h2>Bien emballer</h2>
<ol>
<li>Prenez un carton rigide, plus grand d’environ trois centimètres de chaque côté. L’emballage d’origine est idéal.</li>
<li>Enveloppez l’appareil dans du papier bulle ou un chiffon doux, écran ou lentille vers l’intérieur.</li>
<li>Comblez les vides avec du papier\u00a0: en secouant le carton, rien ne doit bouger.</li>
<li>Si vous envoyez plusieurs appareils, emballez-les séparément.</li>
<li>Fermez le carton avec du ruban adhésif et collez l’étiquette UPS bien en vue sur la plus grande face.</li>
</ol>
<h2>À ne pas envoyer</h2>
<ul>
<li>Chargeurs, câbles et coques non demandés dans l’offre\u00a0: nous ne pouvons pas les renvoyer.</li>
<li>Batteries gonflées ou qui fuient\u00a0: elles ne doivent pas être expédiées. Contactez-nous, nous trouverons une solution.</li>
<li>Enveloppes ou sachets au lieu d’un carton\u00a0: un écran s’y brise vite.</li>
</ul>
<p>Conservez le reçu de dépôt jusqu’à la réception de votre paiement.</p>`,
  },
  dataErasure: {
    title: 'Effacement des données',
    metaDescription:
      'Effacement certifié des données de chaque appareil racheté, selon la norme NIST SP 800-88, avec attestation sur demande.',
    body: `
<p>Votre appareil contient vos photos, vos messages et vos mots de passe. C’est pourquoi nous effaçons intégralement et de façon vérifiable chaque support de stockage qui nous parvient, même si vous l’avez déjà réinitialisé.</p>
<h2>Notre procédé</h2>
<ul>
<li>Smartphones et tablettes\u00a0: logiciel d’effacement certifié selon la norme NIST SP 800-88 («\u202fPurge\u202f»)\u202f; les mémoires chiffrées sont effacées de manière cryptographique.</li>
<li>Disques durs et SSD des ordinateurs portables\u00a0: réécriture ou effacement par les procédures du fabricant.</li>
<li>Les supports qui ne peuvent pas être effacés en toute sécurité, par exemple sur un appareil en panne, sont détruits physiquement.</li>
</ul>
<p>Chaque effacement est consigné avec le numéro de série, la méthode et la date. Pour recevoir votre attestation d’effacement, écrivez-nous via le <a href="route:contact">formulaire de contact</a> en indiquant votre numéro de commande.</p>
<h2>Ce que vous devez faire avant</h2>
<ol>
<li>Sauvegardez tout ce que vous voulez garder\u00a0: photos, contacts, conversations, applications d’authentification.</li>
<li>Déconnectez-vous d’iCloud, de Google, de Samsung et des comptes de votre console.</li>
<li>Désactivez le verrouillage d’activation\u00a0: s’il est encore actif, nous ne pouvons pas racheter l’appareil.</li>
<li>Rétablissez les réglages d’usine et retirez la carte SIM et les cartes mémoire.</li>
</ol>`,
  },
  aboutUs: {
    title: 'À propos',
    metaDescription:
      'Revalu rachète l’électronique d’occasion à un prix juste et fixe, et lui offre une seconde vie. Faisons connaissance.',
    body: `
<p>Revalu est née à Berlin en ${COMPANY.founded} d’un constat\u00a0: des millions d’appareils en parfait état dorment dans les tiroirs européens. Nous voulons qu’il soit simple de les vendre, à un prix juste, sans risque et en toute bonne conscience.</p>
<h2>Ce que nous faisons</h2>
<p>Nous rachetons smartphones, tablettes, ordinateurs portables, appareils photo, objectifs, caméscopes, consoles et écrans. Dans notre centre technique, des techniciens contrôlent chaque appareil, effacent toutes les données selon un procédé certifié et le remettent en état. Grâce à notre boutique sœur Revalu Refurbished, il trouve un nouveau propriétaire\u202f; ce qui ne peut plus être réparé part chez des recycleurs certifiés.</p>
<h2>Nos engagements</h2>
<ul>
<li><strong>Des prix fixes\u00a0:</strong> nous payons l’offre affichée en ligne si l’état correspond.</li>
<li><strong>La transparence\u00a0:</strong> en cas d’écart, chaque déduction est justifiée. Vous décidez, et le retour est toujours gratuit.</li>
<li><strong>La rapidité\u00a0:</strong> contrôle en trois jours ouvrés, paiement en deux jours de plus.</li>
<li><strong>La protection des données\u00a0:</strong> effacement certifié de chaque support.</li>
</ul>
<h2>L’équipe</h2>
<p>Nous sommes aujourd’hui ${COMPANY.employees} personnes, entre contrôle technique, service client, logistique et informatique, et nous avons déjà racheté plus de ${devices} appareils. L’entreprise est dirigée par ${COMPANY.directors}.</p>
<p>Envie d’en savoir plus\u202f? Consultez notre <a href="route:content/press">espace presse</a> ou <a href="route:contact">écrivez-nous</a>.</p>`,
  },
  press: {
    title: 'Presse',
    metaDescription:
      'Contact presse, chiffres clés et informations sur Revalu, le service de rachat d’électronique d’occasion.',
    body: `
<p>Vous travaillez sur l’économie circulaire, les déchets électroniques ou le marché de l’occasion\u202f? Nous vous aidons avec des chiffres, du contexte et des interlocuteurs.</p>
<h2>Contact presse</h2>
<address>Revalu GmbH – Communication<br>${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city} (Allemagne)<br>E-mail\u00a0: <a href="mailto:presse@revalu.fr">presse@revalu.fr</a></address>
<p>Nous répondons généralement sous un jour ouvré.</p>
<h2>Chiffres clés</h2>
<table>
<caption>Revalu en bref</caption>
<tbody>
<tr><th scope="row">Création</th><td>${COMPANY.founded}, Berlin</td></tr>
<tr><th scope="row">Collaborateurs</th><td>${COMPANY.employees}</td></tr>
<tr><th scope="row">Appareils rachetés</th><td>plus de ${devices}</td></tr>
<tr><th scope="row">Pays</th><td>Allemagne, Autriche, Espagne, France, Italie</td></tr>
<tr><th scope="row">Direction</th><td>${COMPANY.directors}</td></tr>
</tbody>
</table>
<h2>Sujets sur lesquels nous pouvons vous renseigner</h2>
<ul>
<li>Ce que valent aujourd’hui smartphones, appareils photo et consoles d’occasion, et à quelle vitesse ils perdent de la valeur</li>
<li>Le CO₂ économisé en prolongeant la vie d’un appareil (voir <a href="route:content/ecoEffect">Effet éco</a>)</li>
<li>L’effacement sécurisé des données sur les appareils d’occasion</li>
</ul>
<p>Logos et photos de notre centre technique disponibles sur demande.</p>`,
  },
  ecoEffect: {
    title: 'Effet éco',
    metaDescription:
      'Pourquoi revendre son appareil est bon pour le climat : le CO₂ et les matières premières qu’une seconde vie permet d’économiser.',
    body: `
<p>L’appareil le plus écologique est celui qu’on n’a pas besoin de fabriquer. Environ 80\u202f% de l’empreinte carbone d’un smartphone proviennent de sa fabrication, et non de son utilisation. Chaque appareil qui connaît une seconde vie peut éviter d’en produire un neuf.</p>
<h2>Ce qu’apporte une seconde vie</h2>
<ul>
<li>Selon les analyses de cycle de vie des fabricants, la fabrication d’un smartphone émet de 50 à 80 kg d’équivalent CO₂, celle d’un ordinateur portable de 200 à 350 kg.</li>
<li>Chaque appareil contient des matières premières comme le cobalt, l’or, l’étain et les terres rares, dont l’extraction pèse sur les paysages et les populations.</li>
<li>Les déchets électroniques sont les déchets qui augmentent le plus vite en Europe, et une grande partie n’est toujours pas correctement recyclée.</li>
</ul>
<h2>Ce que nous faisons</h2>
<p>Nous contrôlons chaque appareil racheté et reconditionnons tout ce qui peut l’être. Revalu Refurbished le confie ensuite à de nouveaux propriétaires. Les appareils irréparables partent chez des recycleurs certifiés qui récupèrent les matières premières. Rien ne finit à la poubelle.</p>
<p>Le meilleur geste pour l’environnement\u00a0: vendre vos appareils tant qu’ils sont encore recherchés. <a href="route:home">Découvrez dès maintenant ce que vaut le vôtre.</a></p>`,
  },
  partnerProgram: {
    title: 'Programme partenaires',
    metaDescription:
      'Devenez partenaire Revalu : commission sur chaque rachat apporté, widget de rachat intégrable et accompagnement personnalisé.',
    body: `
<p>Blog high-tech, comparateur, atelier de réparation ou boutique de téléphonie\u00a0: si vos clients veulent se séparer de leurs anciens appareils, vous gagnez aussi avec Revalu.</p>
<h2>Comment ça marche</h2>
<ol>
<li>Envoyez-nous votre candidature avec quelques informations sur votre activité.</li>
<li>Une fois validé, vous recevez vos liens partenaires ou intégrez notre widget de rachat à votre site, aux couleurs de votre marque.</li>
<li>Vous touchez une commission sur chaque vente finalisée, versée chaque mois.</li>
</ol>
<h2>Vos avantages</h2>
<ul>
<li>Commission de 5 % de la valeur de rachat, 3 € minimum par appareil</li>
<li>Durée de cookie de 30 jours</li>
<li>Rapports clairs sur les clics, les offres et les rachats</li>
<li>Un interlocuteur dédié</li>
</ul>
<p>Intéressé\u202f? Écrivez-nous via le <a href="route:contact">formulaire de contact</a> (objet «\u202fEntreprises et partenaires\u202f») ou à <a href="mailto:${c.businessEmail}">${c.businessEmail}</a>.</p>`,
  },
  businessPhones: {
    title: 'Vendre les téléphones de votre entreprise',
    metaDescription:
      'Vendez les téléphones, tablettes et ordinateurs de votre entreprise : prix fixes, enlèvement dès 20 appareils, effacement certifié.',
    body: `
<p>Lorsque votre entreprise renouvelle sa flotte, les anciens téléphones professionnels, tablettes et ordinateurs ont encore une vraie valeur. Revalu les rachète de façon sûre, traçable et sans effort pour votre service informatique.</p>
<h2>Ce que nous vous offrons</h2>
<ul>
<li><strong>Des prix fixes</strong> pour chaque appareil, y compris pour de grandes quantités et des lots mixtes</li>
<li><strong>L’enlèvement gratuit</strong> dès 20 appareils\u202f; en dessous, l’envoi par colis est gratuit</li>
<li><strong>Un effacement certifié</strong> avec une attestation par numéro de série</li>
<li><strong>Une facture avec TVA</strong> et un paiement par virement</li>
<li><strong>Un interlocuteur unique</strong> de l’offre jusqu’au paiement</li>
</ul>
<h2>Déroulement</h2>
<ol>
<li>Vous nous envoyez la liste de vos appareils (modèle, capacité, état), par exemple sous forme de tableau.</li>
<li>Vous recevez une offre ferme sous deux jours ouvrés.</li>
<li>Nous enlevons les appareils, les contrôlons et effaçons toutes les données.</li>
<li>Vous recevez le rapport de contrôle, les attestations d’effacement et le paiement.</li>
</ol>
<p>Écrivez-nous à <a href="mailto:${c.businessEmail}">${c.businessEmail}</a> ou via le <a href="route:contact">formulaire de contact</a>, objet «\u202fEntreprises et partenaires\u202f».</p>`,
  },
  terms: {
    title: 'Conditions générales de vente',
    metaDescription: 'Les conditions générales applicables à la vente d’appareils d’occasion à Revalu GmbH.',
    body: `
<p><small>Version du 1er juin 2025</small></p>
<h2 id="champ">1. Champ d’application</h2>
<p>Les présentes conditions s’appliquent à tous les contrats par lesquels les clients («\u202fvous\u202f») vendent des appareils d’occasion à ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, Allemagne («\u202fRevalu\u202f»), via ${c.domain}.</p>
<h2 id="contrat">2. Offre et conclusion du contrat</h2>
<p>Le prix calculé en ligne est une offre ferme de Revalu pour un appareil dans l’état que vous décrivez, valable jusqu’à la date qu’elle indique. Vous l’acceptez en finalisant la vente\u202f; le contrat est conclu sous réserve que l’appareil corresponde à votre description (article 5).</p>
<h2 id="conditions">3. Conditions</h2>
<p>Vous devez être majeur et propriétaire de l’appareil. L’appareil ne doit pas être déclaré volé ou perdu, ni bloqué par un verrouillage d’activation ou un blocage opérateur.</p>
<h2 id="envoi">4. Envoi</h2>
<p>Revalu vous fournit une étiquette d’expédition UPS gratuite et assurée. Envoyez l’appareil sous ${SHIPPING_DEADLINE_DAYS} jours, soigneusement emballé. Le risque de perte est transféré à Revalu dès la remise du colis à UPS.</p>
<h2 id="controle">5. Contrôle et clarification</h2>
<p>Revalu contrôle chaque appareil dans les trois jours ouvrés suivant sa réception. Si l’état diffère de votre description, vous recevez une demande de clarification avec une nouvelle offre et la justification de chaque déduction. Vous pouvez l’accepter ou la refuser dans le délai indiqué (7 jours au minimum). En cas de refus ou d’absence de réponse, l’appareil vous est renvoyé gratuitement\u202f; votre silence ne vaut jamais acceptation.</p>
<h2 id="paiement">6. Paiement</h2>
<p>Le prix est viré sur le compte bancaire ou PayPal que vous avez indiqué dans les deux jours ouvrés suivant le contrôle réussi ou l’acceptation de la nouvelle offre.</p>
<h2 id="propriete">7. Propriété et données</h2>
<p>La propriété de l’appareil est transférée à Revalu au paiement. Revalu efface toutes les données selon un procédé certifié\u202f; aucune donnée ne peut être restituée. Pensez à les sauvegarder avant l’envoi.</p>
<h2 id="annulation">8. Annulation</h2>
<p>Vous pouvez annuler la vente gratuitement tant que l’appareil n’est pas expédié, en nous indiquant votre numéro de commande via le formulaire de contact.</p>
<h2 id="responsabilite">9. Responsabilité</h2>
<p>Revalu est responsable sans limite en cas de faute intentionnelle, de faute lourde ou d’atteinte à la vie, à l’intégrité physique ou à la santé\u202f; dans les autres cas, uniquement en cas de manquement à une obligation essentielle du contrat et dans la limite du dommage prévisible.</p>
<h2 id="droit">10. Droit applicable et médiation</h2>
<p>Le droit allemand s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Les dispositions impératives du droit français de la consommation restent applicables si vous résidez en France. Vous pouvez recourir gratuitement à un médiateur de la consommation\u202f; les coordonnées vous sont communiquées sur simple demande.</p>`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    metaDescription: 'Comment Revalu traite vos données personnelles, dans quel but, et quels sont vos droits.',
    body: `
<p><small>Version du 1er juin 2025</small></p>
<h2>1. Responsable du traitement</h2>
<address>${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}, Allemagne<br>E-mail\u00a0: <a href="mailto:confidentialite@revalu.fr">confidentialite@revalu.fr</a></address>
<h2>2. Données traitées et finalités</h2>
<ul>
<li><strong>Rachat\u00a0:</strong> nom, adresse, e-mail, téléphone, coordonnées bancaires ou PayPal et informations sur vos appareils, pour exécuter le contrat (art. 6, par. 1, b du RGPD).</li>
<li><strong>Compte client\u00a0:</strong> identifiants et historique des commandes tant que vous utilisez le compte (art. 6, par. 1, b du RGPD).</li>
<li><strong>Formulaire de contact\u00a0:</strong> votre message et vos coordonnées, pour vous répondre (art. 6, par. 1, b et f du RGPD).</li>
<li><strong>Newsletter\u00a0:</strong> votre e-mail et les informations facultatives que vous nous donnez, avec votre consentement confirmé par e-mail (double opt-in, art. 6, par. 1, a du RGPD). Vous pouvez vous désinscrire à tout moment via le lien présent dans chaque e-mail.</li>
<li><strong>Sécurité\u00a0:</strong> adresses IP dans les journaux du serveur pendant 14 jours au plus, pour prévenir les abus (art. 6, par. 1, f du RGPD).</li>
</ul>
<h2>3. Destinataires</h2>
<p>Nous ne transmettons des données que lorsque le rachat l’exige\u00a0: à UPS pour l’envoi et à notre banque ou à PayPal pour le paiement. Nos serveurs sont hébergés dans l’Union européenne.</p>
<h2>4. Durée de conservation</h2>
<p>Les données contractuelles sont conservées pendant les durées imposées par le droit commercial et fiscal (jusqu’à 10 ans). Les données de la newsletter sont supprimées dès votre désinscription\u202f; la preuve de votre consentement est conservée jusqu’à trois ans.</p>
<h2>5. Cookies</h2>
<p>Les cookies strictement nécessaires (panier, langue) sont toujours utilisés. Les cookies de mesure d’audience et de marketing ne le sont qu’avec votre consentement, que vous pouvez retirer à tout moment.</p>
<h2>6. Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, et vous pouvez retirer votre consentement à tout moment. Vous pouvez également introduire une réclamation auprès de la CNIL.</p>`,
  },
  imprint: {
    title: 'Mentions légales',
    metaDescription: 'Mentions légales de Revalu GmbH, Berlin, éditeur du site.',
    body: `
<h2>Éditeur du site</h2>
<address>${COMPANY.name}, société à responsabilité limitée de droit allemand<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Allemagne</address>
<h2>Contact</h2>
<p>Téléphone\u00a0: <a href="tel:${c.supportPhone.replace(/\s/g, '')}">${c.supportPhone}</a> (du lundi au vendredi, de 9 h à 18 h)<br>E-mail\u00a0: <a href="mailto:${c.contact.recipient}">${c.contact.recipient}</a><br>Ou via notre <a href="route:contact">formulaire de contact</a>.</p>
<h2>Immatriculation</h2>
<p>Registre du commerce du tribunal de Charlottenburg (${COMPANY.court}), ${COMPANY.register}<br>Gérants\u00a0: ${COMPANY.directors}<br>Numéro de TVA intracommunautaire\u00a0: ${COMPANY.vatId}</p>
<h2>Directrice de la publication</h2>
<p>Jana Hoffmann</p>
<h2>Hébergement</h2>
<p>Le site est exploité par ${COMPANY.name} sur ses propres serveurs, dans un centre de données situé à Francfort-sur-le-Main (Allemagne).</p>`,
  },
};
