import type { SeoTexts } from '../types';

const texts: SeoTexts = {
  pages: {
    home: {
      title: 'Vendez votre électronique d’occasion – smartphone, tablette, PC portable, appareil photo',
      description:
        'Vendez votre smartphone, tablette, ordinateur portable, appareil photo ou console d’occasion à prix fixe : offre en 60 secondes, envoi gratuit, paiement rapide.',
    },
    contact: {
      title: 'Contact et aide',
      description:
        'Une question sur votre vente, l’envoi ou le paiement ? Écrivez-nous : notre service client répond en général sous un jour ouvré.',
    },
    checkout: {
      title: 'Finaliser la vente',
      description:
        'Vérifiez vos appareils, indiquez vos coordonnées et votre compte de paiement, puis finalisez la vente.',
    },
    thankYou: {
      title: 'Merci pour votre vente',
      description: 'Nous avons bien reçu votre vente. Voici comment emballer et envoyer vos appareils.',
    },
    pdp: {
      title: 'Vendre un appareil – prix calculé immédiatement',
      description:
        'Répondez à quelques questions sur l’état de votre appareil et obtenez immédiatement un prix de rachat ferme.',
    },
    overview: {
      title: 'Tous les modèles',
      description:
        'Tous les modèles de cette gamme en un coup d’œil : choisissez votre appareil et découvrez immédiatement combien nous vous le rachetons.',
    },
    b2bLandingpage: {
      title: 'Portail de rachat pour les entreprises',
      description:
        'Vendez vos flottes de smartphones, tablettes et PC portables : prix fixes, effacement certifié des données et un interlocuteur dédié.',
    },
    sell: {
      title: 'Vendre vos appareils d’occasion',
      description:
        'Choisissez la marque et le modèle, répondez à quelques questions et vendez votre appareil à prix fixe, avec l’envoi gratuit.',
    },
    search: { title: 'Recherche', description: 'Trouvez votre appareil par marque, gamme ou modèle.' },
    accountOverview: {
      title: 'Mon compte',
      description: 'Vos ventes, vos coordonnées et votre compte de paiement en un coup d’œil.',
    },
    accountRegister: {
      title: 'Créer un compte',
      description: 'Créez un compte client et vendez encore plus vite la prochaine fois.',
    },
    accountManagement: {
      title: 'Données personnelles',
      description: 'Gérez vos données personnelles et votre compte client.',
    },
    accountAddressChange: { title: 'Modifier l’adresse', description: 'Modifiez l’adresse de votre compte client.' },
    accountPaymentChange: {
      title: 'Modifier le compte de paiement',
      description: 'Modifiez le compte bancaire ou le compte PayPal sur lequel vous êtes payé.',
    },
    accountPasswordReset: {
      title: 'Nouveau mot de passe',
      description: 'Choisissez un nouveau mot de passe pour votre compte client.',
    },
    accountPasswordForgot: {
      title: 'Mot de passe oublié',
      description: 'Nous vous envoyons un lien pour choisir un nouveau mot de passe.',
    },
    clarification: {
      title: 'Question sur votre vente',
      description: 'En contrôlant votre appareil, nous avons constaté un écart. Consultez notre proposition.',
    },
    clarificationQuickAnswer: {
      title: 'Accepter la nouvelle offre',
      description: 'Acceptez en un clic notre nouvelle offre pour votre appareil.',
    },
    newsletterEnrich: {
      title: 'Préférences de la newsletter',
      description: 'Dites-nous ce qui vous intéresse et ne recevez que les offres qui vous correspondent.',
    },
    newsletterUnsubscribe: {
      title: 'Se désinscrire de la newsletter',
      description: 'Désinscrivez-vous de notre newsletter.',
    },
    newsletterUnsubscribeSuccess: {
      title: 'Désinscription confirmée',
      description: 'Vous ne recevrez plus notre newsletter.',
    },
  },
  contentPages: {
    terms: {
      title: 'CGV',
      description: 'Les conditions générales de vente applicables à la vente de vos appareils d’occasion à Revalu.',
    },
    aboutUs: {
      title: 'À propos',
      description: 'Qui se cache derrière Revalu et pourquoi nous donnons une seconde vie aux appareils d’occasion.',
    },
    imprint: { title: 'Mentions légales', description: 'Mentions légales et informations sur l’éditeur, Revalu GmbH.' },
    press: { title: 'Presse', description: 'Communiqués, chiffres clés et visuels sur Revalu.' },
    ecoEffect: {
      title: 'Effet écologique',
      description:
        'Combien de CO₂ et de matières premières un appareil réutilisé permet d’économiser, et ce que nous faisons du vôtre.',
    },
    partnerProgram: {
      title: 'Programme partenaires',
      description: 'Recommandez Revalu sur votre site et touchez une commission sur chaque vente.',
    },
    dataErasure: {
      title: 'Effacement des données',
      description:
        'Comment nous effaçons les données de votre appareil, de façon certifiée et vérifiable, et comment les sauvegarder avant.',
    },
    packingTips: {
      title: 'Conseils d’emballage',
      description: 'Comment bien emballer votre appareil pour l’envoi gratuit.',
    },
    privacy: {
      title: 'Confidentialité',
      description: 'Quelles données nous traitons, dans quel but, et quels sont vos droits.',
    },
    howItWorks: {
      title: 'Comment ça marche',
      description: 'En trois étapes : choisissez votre appareil, envoyez-le gratuitement, recevez votre paiement.',
    },
    businessPhones: {
      title: 'Téléphones professionnels',
      description:
        'Vendez les téléphones de votre entreprise : prix fixes, effacement sécurisé des données et enlèvement à partir d’un certain volume.',
    },
  },
  errors: {
    notFound: { title: 'Page introuvable', description: 'La page demandée n’existe pas.' },
    expiredLink: { title: 'Ce lien n’est plus valable', description: 'Ce lien a déjà été utilisé ou a expiré.' },
    badRequest: { title: 'Adresse non valide', description: 'Nous ne pouvons pas lire cette adresse.' },
    uriTooLong: { title: 'Adresse trop longue', description: 'Cette adresse est trop longue.' },
    error: { title: 'Une erreur est survenue', description: 'Un problème est survenu.' },
  },
};
export default texts;
