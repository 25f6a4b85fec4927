import { countries } from 'config';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import { COMPANY, type SeedPages } from './types';

const c = countries.it;
const devices = COMPANY.devicesBought;

export const pagesIt: SeedPages = {
  howItWorks: {
    title: 'Come funziona',
    metaDescription:
      'Vendi il tuo dispositivo usato in tre passi: ricevi l’offerta, spediscilo gratis e ottieni il pagamento.',
    body: `
<p>Con Revalu vendi smartphone, tablet, portatili, fotocamere, obiettivi, videocamere, console e monitor a prezzo fisso: niente annunci, niente trattative e nessun appuntamento con sconosciuti.</p>
<h2 id="offerta">1. Ricevi la tua offerta</h2>
<p>Cerca il tuo dispositivo con la ricerca o tra le categorie e rispondi a qualche domanda sulle sue condizioni: si accende? Il display è graffiato? Il blocco di attivazione è disattivato? In base alle tue risposte calcoliamo subito un prezzo vincolante, valido fino alla data indicata nell’offerta.</p>
<h2 id="spedizione">2. Spediscilo gratis</h2>
<p>Aggiungi i dispositivi al carrello e completa la vendita. Riceverai un’etichetta di spedizione UPS prepagata da stampare. Imballa bene i dispositivi (i nostri <a href="route:content/packingTips">consigli per l’imballaggio</a> ti aiutano) e consegna il pacco in un punto UPS entro ${SHIPPING_DEADLINE_DAYS} giorni. La spedizione è gratuita e assicurata.</p>
<h2 id="verifica">3. Verifica e pagamento</h2>
<p>Entro tre giorni lavorativi dall’arrivo, i nostri tecnici controllano ogni dispositivo. Se le condizioni corrispondono a quanto hai indicato, ti bonifichiamo l’importo concordato entro due giorni lavorativi sul tuo conto bancario o PayPal.</p>
<h2 id="differenze">E se le condizioni sono diverse?</h2>
<p>Ti inviamo una richiesta di chiarimento con una nuova offerta: vedi le tue indicazioni e il nostro riscontro uno accanto all’altro, con ogni riduzione motivata. Decidi tu se accettare il nuovo prezzo o riavere il dispositivo gratuitamente. Senza il tuo consenso non cambiamo nulla: se non rispondi, ti restituiamo il dispositivo senza costi.</p>
<h2 id="dati">I tuoi dati</h2>
<p>Ripristina il dispositivo prima di spedirlo. In più cancelliamo ogni memoria con una procedura certificata: trovi i dettagli in <a href="route:content/dataErasure">Cancellazione dati</a>.</p>
<p>Hai altre domande? Il nostro <a href="route:contact">servizio clienti</a> è a tua disposizione.</p>`,
  },
  packingTips: {
    title: 'Consigli per l’imballaggio',
    metaDescription:
      'Per far arrivare il tuo dispositivo sano e salvo: consigli per imballare smartphone, portatili, fotocamere e console.',
    body: `
<p>Un dispositivo ben imballato arriva come l’hai spedito, ed è solo così che possiamo pagarti il prezzo concordato. Ecco come fare.</p>
<h2>Prima di imballare</h2>
<ul>
<li>Fai un backup dei dati e ripristina le impostazioni di fabbrica.</li>
<li>Esci dai tuoi account e disattiva il blocco di attivazione (ad esempio «Dov’è» su Apple o «Trova il mio dispositivo» su Android).</li>
<li>Togli la SIM e le schede di memoria.</li>
<li>Lascia la batteria carica tra il 30 e il 50%: così può viaggiare in sicurezza.</li>
</ul>
<h2>Come imballare</h2>
<ol>
<li>Usa una scatola robusta, più grande di circa tre centimetri per lato. L’ideale è la confezione originale.</li>
<li>Avvolgi il dispositivo nel pluriball o in un panno morbido, con il display o la lente rivolti verso l’interno.</li>
<li>Riempi gli spazi vuoti con carta: scuotendo la scatola non deve muoversi nulla.</li>
<li>Se spedisci più dispositivi, imballali uno per uno.</li>
<li>Chiudi la scatola con nastro adesivo da imballaggio e attacca l’etichetta UPS ben visibile sul lato più grande.</li>
</ol>
<h2>Meglio non spedire</h2>
<ul>
<li>Caricabatterie, cavi e cover non richiesti nell’offerta: non possiamo restituirli.</li>
<li>Batterie gonfie o che perdono liquido: non si possono spedire. Scrivici e troveremo una soluzione.</li>
<li>Buste o sacchetti al posto della scatola: un display si rompe facilmente.</li>
</ul>
<p>Conserva la ricevuta di consegna finché non ricevi il pagamento.</p>`,
  },
  dataErasure: {
    title: 'Cancellazione dati',
    metaDescription:
      'Cancellazione certificata dei dati su ogni dispositivo acquistato, secondo NIST SP 800-88, con certificato su richiesta.',
    body: `
<p>Sul tuo dispositivo ci sono foto, messaggi e password. Per questo cancelliamo in modo completo e verificabile ogni memoria che ci arriva, anche se l’hai già ripristinata.</p>
<h2>Come cancelliamo</h2>
<ul>
<li>Smartphone e tablet: software di cancellazione certificato secondo lo standard NIST SP 800-88 («Purge»); le memorie cifrate vengono cancellate in modo crittografico.</li>
<li>Dischi rigidi e SSD dei portatili: sovrascrittura o cancellazione con le procedure del produttore.</li>
<li>Le memorie che non si possono cancellare in sicurezza, per esempio nei dispositivi guasti, vengono distrutte fisicamente.</li>
</ul>
<p>Ogni cancellazione viene registrata con numero di serie, metodo e data. Se vuoi il certificato di cancellazione, scrivici tramite il <a href="route:contact">modulo di contatto</a> indicando il numero d’ordine.</p>
<h2>Cosa fare prima</h2>
<ol>
<li>Salva tutto ciò che vuoi conservare: foto, contatti, chat, app di autenticazione a due fattori.</li>
<li>Esci da iCloud, Google, Samsung e dagli account della console.</li>
<li>Disattiva il blocco di attivazione: se è ancora attivo, non possiamo acquistare il dispositivo.</li>
<li>Ripristina le impostazioni di fabbrica e togli SIM e schede di memoria.</li>
</ol>`,
  },
  aboutUs: {
    title: 'Chi siamo',
    metaDescription:
      'Revalu acquista elettronica usata a un prezzo fisso e giusto e le dà una seconda vita. Scopri chi siamo.',
    body: `
<p>Revalu è nata a Berlino nel ${COMPANY.founded} perché nei cassetti d’Europa ci sono milioni di dispositivi funzionanti che nessuno usa più. Vogliamo rendere semplice venderli: a un prezzo giusto, senza rischi e con la coscienza pulita.</p>
<h2>Cosa facciamo</h2>
<p>Acquistiamo smartphone, tablet, portatili, fotocamere, obiettivi, videocamere, console e monitor. Nel nostro centro tecnico, i tecnici controllano ogni dispositivo, cancellano tutti i dati con una procedura certificata e lo ricondizionano. Attraverso il nostro negozio gemello Revalu Refurbished trova un nuovo proprietario; ciò che non si può più riparare va a impianti di riciclo certificati.</p>
<h2>I nostri impegni</h2>
<ul>
<li><strong>Prezzi fissi:</strong> paghiamo l’offerta che vedi online, se le condizioni corrispondono.</li>
<li><strong>Trasparenza:</strong> se qualcosa non corrisponde, motiviamo ogni riduzione. Decidi tu, e il reso è sempre gratuito.</li>
<li><strong>Rapidità:</strong> verifica in tre giorni lavorativi, pagamento in altri due.</li>
<li><strong>Protezione dei dati:</strong> cancellazione certificata di ogni memoria.</li>
</ul>
<h2>Il team</h2>
<p>Oggi siamo in ${COMPANY.employees} tra verifica tecnica, servizio clienti, logistica e tecnologia, e abbiamo già acquistato oltre ${devices} dispositivi. L’azienda è guidata da ${COMPANY.directors}.</p>
<p>Vuoi saperne di più? Visita la nostra <a href="route:content/press">area stampa</a> o <a href="route:contact">scrivici</a>.</p>`,
  },
  press: {
    title: 'Stampa',
    metaDescription: 'Contatti stampa, numeri e fatti su Revalu, il servizio di acquisto di elettronica usata.',
    body: `
<p>Ti occupi di economia circolare, rifiuti elettronici o mercato dell’usato? Ti aiutiamo con dati, contesto e interlocutori.</p>
<h2>Contatti stampa</h2>
<address>Revalu GmbH – Comunicazione<br>${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city} (Germania)<br>E-mail: <a href="mailto:stampa@revalu.it">stampa@revalu.it</a></address>
<p>Di solito rispondiamo entro un giorno lavorativo.</p>
<h2>Numeri e fatti</h2>
<table>
<caption>Revalu in breve</caption>
<tbody>
<tr><th scope="row">Fondazione</th><td>${COMPANY.founded}, Berlino</td></tr>
<tr><th scope="row">Dipendenti</th><td>${COMPANY.employees}</td></tr>
<tr><th scope="row">Dispositivi acquistati</th><td>oltre ${devices}</td></tr>
<tr><th scope="row">Paesi</th><td>Germania, Austria, Spagna, Francia, Italia</td></tr>
<tr><th scope="row">Direzione</th><td>${COMPANY.directors}</td></tr>
</tbody>
</table>
<h2>Temi su cui possiamo darti informazioni</h2>
<ul>
<li>Quanto valgono oggi smartphone, fotocamere e console usati, e quanto velocemente perdono valore</li>
<li>Quanta CO₂ si risparmia allungando la vita di un dispositivo (vedi <a href="route:content/ecoEffect">Effetto eco</a>)</li>
<li>La cancellazione sicura dei dati sui dispositivi usati</li>
</ul>
<p>Loghi e foto del nostro centro tecnico sono disponibili su richiesta.</p>`,
  },
  ecoEffect: {
    title: 'Effetto eco',
    metaDescription:
      'Perché rivendere un dispositivo fa bene al clima: la CO₂ e le materie prime che una seconda vita fa risparmiare.',
    body: `
<p>Il dispositivo più sostenibile è quello che non serve produrre. Circa l’80% dell’impronta di carbonio di uno smartphone nasce dalla produzione, non dall’uso. Ogni dispositivo che ha una seconda vita può evitare che se ne produca uno nuovo.</p>
<h2>Cosa porta una seconda vita</h2>
<ul>
<li>Secondo le analisi del ciclo di vita dei produttori, produrre uno smartphone genera da 50 a 80 kg di CO₂ equivalente, un portatile da 200 a 350 kg.</li>
<li>Ogni dispositivo contiene materie prime come cobalto, oro, stagno e terre rare, la cui estrazione pesa su territori e persone.</li>
<li>I rifiuti elettronici sono i rifiuti che crescono più in fretta in Europa, e gran parte non viene ancora riciclata correttamente.</li>
</ul>
<h2>Cosa facciamo noi</h2>
<p>Controlliamo ogni dispositivo acquistato e ricondizioniamo tutto ciò che vale la pena riparare. Con Revalu Refurbished arriva a nuovi proprietari. I dispositivi guasti non più riparabili vanno a impianti di riciclo certificati che recuperano le materie prime. Niente finisce nell’indifferenziata.</p>
<p>Il gesto migliore per l’ambiente è vendere i dispositivi finché sono ancora richiesti. <a href="route:home">Scopri subito quanto vale il tuo.</a></p>`,
  },
  partnerProgram: {
    title: 'Programma partner',
    metaDescription:
      'Diventa partner di Revalu: commissione su ogni acquisto procurato, widget di acquisto integrabile e assistenza dedicata.',
    body: `
<p>Blog di tecnologia, portale di confronto, laboratorio di riparazione o negozio di telefonia: se i tuoi clienti vogliono liberarsi dei vecchi dispositivi, con Revalu guadagni anche tu.</p>
<h2>Come funziona</h2>
<ol>
<li>Inviaci la tua candidatura con qualche informazione sulla tua attività.</li>
<li>Dopo l’approvazione ricevi i tuoi link partner o integri il nostro widget di acquisto nel tuo sito, con il tuo stile.</li>
<li>Per ogni vendita completata ricevi una commissione, liquidata ogni mese.</li>
</ol>
<h2>I tuoi vantaggi</h2>
<ul>
<li>Commissione del 5% del valore di acquisto, minimo 3 € per dispositivo</li>
<li>Durata dei cookie di 30 giorni</li>
<li>Report chiari su clic, offerte e acquisti</li>
<li>Un referente dedicato</li>
</ul>
<p>Ti interessa? Scrivici con il <a href="route:contact">modulo di contatto</a> (oggetto «Aziende e partner») o a <a href="mailto:${c.businessEmail}">${c.businessEmail}</a>.</p>`,
  },
  businessPhones: {
    title: 'Vendere i telefoni aziendali',
    metaDescription:
      'Vendi telefoni, tablet e portatili della tua azienda: prezzi fissi, ritiro da 20 dispositivi, cancellazione certificata.',
    body: `
<p>Quando la tua azienda rinnova i dispositivi, i vecchi telefoni aziendali, tablet e portatili valgono ancora molto. Revalu li acquista in modo sicuro, tracciabile e con poco lavoro per il tuo reparto IT.</p>
<h2>Cosa ti offriamo</h2>
<ul>
<li><strong>Prezzi fissi</strong> per ogni dispositivo, anche per grandi quantità e lotti misti</li>
<li><strong>Ritiro gratuito</strong> da 20 dispositivi; sotto questa soglia, spedizione gratuita con corriere</li>
<li><strong>Cancellazione dati certificata</strong> con un certificato per numero di serie</li>
<li><strong>Fattura con IVA</strong> e pagamento tramite bonifico</li>
<li><strong>Un unico referente</strong> dall’offerta al pagamento</li>
</ul>
<h2>Come funziona</h2>
<ol>
<li>Ci invii l’elenco dei dispositivi (modello, memoria, condizioni), anche come foglio di calcolo.</li>
<li>Entro due giorni lavorativi ricevi un’offerta vincolante.</li>
<li>Ritiriamo i dispositivi, li controlliamo e cancelliamo tutti i dati.</li>
<li>Ricevi il rapporto di verifica, i certificati di cancellazione e il pagamento.</li>
</ol>
<p>Scrivici a <a href="mailto:${c.businessEmail}">${c.businessEmail}</a> o usa il <a href="route:contact">modulo di contatto</a> con l’oggetto «Aziende e partner».</p>`,
  },
  terms: {
    title: 'Condizioni generali',
    metaDescription: 'Le condizioni generali per la vendita di dispositivi usati a Revalu GmbH.',
    body: `
<p><small>Versione del 1° giugno 2025</small></p>
<h2 id="ambito">1. Ambito di applicazione</h2>
<p>Le presenti condizioni si applicano a tutti i contratti con cui i clienti («tu») vendono dispositivi usati a ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, Germania («Revalu») tramite ${c.domain}.</p>
<h2 id="contratto">2. Offerta e conclusione del contratto</h2>
<p>Il prezzo calcolato online è un’offerta vincolante di Revalu per un dispositivo nelle condizioni da te descritte, valida fino alla data in essa indicata. Completando la vendita la accetti; il contratto è subordinato alla corrispondenza del dispositivo con la tua descrizione (punto 5).</p>
<h2 id="requisiti">3. Requisiti</h2>
<p>Devi essere maggiorenne e proprietario del dispositivo. Il dispositivo non deve essere segnalato come rubato o smarrito, né bloccato da un blocco di attivazione o dell’operatore.</p>
<h2 id="spedizione">4. Spedizione</h2>
<p>Revalu ti fornisce un’etichetta di spedizione UPS gratuita e assicurata. Spedisci il dispositivo entro ${SHIPPING_DEADLINE_DAYS} giorni, ben imballato. Il rischio di perdita passa a Revalu con la consegna a UPS.</p>
<h2 id="verifica">5. Verifica e chiarimento</h2>
<p>Revalu verifica ogni dispositivo entro tre giorni lavorativi dall’arrivo. Se le condizioni differiscono dalla tua descrizione, ricevi una richiesta di chiarimento con una nuova offerta e la motivazione di ogni riduzione. Puoi accettarla o rifiutarla entro il termine indicato (almeno 7 giorni). Se la rifiuti o non rispondi, ti restituiamo il dispositivo gratuitamente; il tuo silenzio non vale mai come accettazione.</p>
<h2 id="pagamento">6. Pagamento</h2>
<p>Il prezzo viene bonificato sul conto bancario o PayPal che hai indicato entro due giorni lavorativi dalla verifica positiva o dall’accettazione della nuova offerta.</p>
<h2 id="proprieta">7. Proprietà e dati</h2>
<p>Con il pagamento la proprietà del dispositivo passa a Revalu. Revalu cancella tutti i dati con una procedura certificata; non è possibile recuperarli. Fai un backup prima della spedizione.</p>
<h2 id="annullamento">8. Annullamento</h2>
<p>Puoi annullare la vendita gratuitamente finché non hai spedito il dispositivo, comunicandoci il numero d’ordine tramite il modulo di contatto.</p>
<h2 id="responsabilita">9. Responsabilità</h2>
<p>Revalu risponde senza limiti in caso di dolo, colpa grave o danni alla vita, all’integrità fisica o alla salute; negli altri casi solo per la violazione di obblighi contrattuali essenziali e nei limiti del danno prevedibile.</p>
<h2 id="legge">10. Legge applicabile</h2>
<p>Si applica il diritto tedesco, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci. Restano salve le norme imperative a tutela dei consumatori del Paese in cui risiedi, Italia compresa.</p>`,
  },
  privacy: {
    title: 'Informativa sulla privacy',
    metaDescription: 'Come Revalu tratta i tuoi dati personali, per quali finalità e quali diritti hai.',
    body: `
<p><small>Versione del 1° giugno 2025</small></p>
<h2>1. Titolare del trattamento</h2>
<address>${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}, Germania<br>E-mail: <a href="mailto:privacy@revalu.it">privacy@revalu.it</a></address>
<h2>2. Quali dati trattiamo e perché</h2>
<ul>
<li><strong>Acquisto:</strong> nome, indirizzo, e-mail, telefono, conto bancario o PayPal e dati dei tuoi dispositivi, per eseguire il contratto (art. 6, par. 1, lett. b GDPR).</li>
<li><strong>Account cliente:</strong> dati di accesso e storico degli ordini finché usi l’account (art. 6, par. 1, lett. b GDPR).</li>
<li><strong>Modulo di contatto:</strong> il tuo messaggio e i tuoi recapiti, per risponderti (art. 6, par. 1, lett. b e f GDPR).</li>
<li><strong>Newsletter:</strong> la tua e-mail e i dati facoltativi che ci fornisci, con il tuo consenso confermato via e-mail (double opt-in, art. 6, par. 1, lett. a GDPR). Puoi disiscriverti in qualsiasi momento dal link presente in ogni e-mail.</li>
<li><strong>Sicurezza:</strong> indirizzi IP nei log del server per un massimo di 14 giorni, per prevenire abusi (art. 6, par. 1, lett. f GDPR).</li>
</ul>
<h2>3. Destinatari</h2>
<p>Condividiamo i dati solo quando l’acquisto lo richiede: con UPS per la spedizione e con la nostra banca o PayPal per il pagamento. I nostri server si trovano in data center nell’Unione europea.</p>
<h2>4. Conservazione</h2>
<p>Conserviamo i dati contrattuali per i periodi previsti dalla normativa civilistica e fiscale (fino a 10 anni). I dati della newsletter vengono cancellati quando ti disiscrivi; la prova del consenso è conservata fino a tre anni.</p>
<h2>5. Cookie</h2>
<p>I cookie tecnici necessari (ad esempio per carrello e lingua) sono sempre attivi. Quelli statistici e di marketing solo con il tuo consenso, che puoi revocare in qualsiasi momento.</p>
<h2>6. I tuoi diritti</h2>
<p>Hai diritto di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione, e puoi revocare il consenso in qualsiasi momento. Puoi inoltre proporre reclamo al Garante per la protezione dei dati personali.</p>`,
  },
  imprint: {
    title: 'Note legali',
    metaDescription: 'Dati societari di Revalu GmbH, Berlino, titolare del sito.',
    body: `
<h2>Titolare del sito</h2>
<address>${COMPANY.name}, società a responsabilità limitata di diritto tedesco<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Germania</address>
<h2>Contatti</h2>
<p>Telefono: <a href="tel:${c.supportPhone.replace(/\s/g, '')}">${c.supportPhone}</a> (dal lunedì al venerdì, dalle 9 alle 18)<br>E-mail: <a href="mailto:${c.contact.recipient}">${c.contact.recipient}</a><br>Oppure tramite il nostro <a href="route:contact">modulo di contatto</a>.</p>
<h2>Dati societari</h2>
<p>Registro delle imprese presso il tribunale di Charlottenburg (${COMPANY.court}), ${COMPANY.register}<br>Amministratori: ${COMPANY.directors}<br>Partita IVA UE: ${COMPANY.vatId}</p>
<h2>Responsabile dei contenuti</h2>
<p>Jana Hoffmann, indirizzo come sopra</p>
<h2>Risoluzione delle controversie</h2>
<p>Non siamo obbligati né disposti a partecipare a procedure di risoluzione alternativa delle controversie davanti a un organismo di conciliazione per i consumatori. Per qualsiasi reclamo scrivici: cerchiamo sempre una soluzione diretta.</p>`,
  },
};
