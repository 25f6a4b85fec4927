import { countries } from 'config';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import { COMPANY, type SeedPages } from './types';

/** The German pages; Austria reads the same with its own contact data, carrier and legal notes. */
function germanPages(country: 'de' | 'at'): SeedPages {
  const c = countries[country];
  const at = country === 'at';
  const carrier = c.footerShippingLogo === 'dhl' ? 'DHL' : 'UPS';
  const phone = c.supportPhone;
  const mail = c.contact.recipient;
  const bag = at ? 'Plastiksackerl' : 'Plastiktüte';
  const businessLink = c.b2b ? 'route:b2bLandingpage' : 'route:contact';
  return {
    howItWorks: {
      title: 'So funktioniert’s',
      metaDescription:
        'In drei Schritten zum Geld für Ihr gebrauchtes Gerät: Angebot holen, kostenlos einsenden, Auszahlung erhalten.',
      body: `
<p>Bei Revalu verkaufen Sie Smartphones, Tablets, Laptops, Kameras, Objektive, Camcorder, Konsolen und Monitore zum Festpreis – ohne Inserat, ohne Feilschen und ohne Besuch von Fremden.</p>
<h2 id="angebot">1. Angebot holen</h2>
<p>Suchen Sie Ihr Gerät über die Suche oder die Kategorien und beantworten Sie ein paar kurze Fragen zum Zustand: Lässt es sich einschalten? Hat das Display Kratzer? Ist die Aktivierungssperre aus? Aus Ihren Antworten berechnen wir sofort einen verbindlichen Preis. Der Preis gilt bis zu dem Datum, das im Angebot steht.</p>
<h2 id="versand">2. Kostenlos einsenden</h2>
<p>Legen Sie die Geräte in den Warenkorb und schließen Sie den Verkauf ab. Sie erhalten ein vorfrankiertes ${carrier}-Versandetikett zum Ausdrucken. Verpacken Sie die Geräte sicher (unsere <a href="route:content/packingTips">Verpackungstipps</a> helfen dabei) und geben Sie das Paket innerhalb von ${SHIPPING_DEADLINE_DAYS} Tagen bei einer ${carrier}-Annahmestelle ab. Der Versand ist für Sie kostenlos und versichert.</p>
<h2 id="pruefung">3. Prüfung und Auszahlung</h2>
<p>Innerhalb von drei Werktagen nach Eingang prüfen unsere Techniker jedes Gerät. Stimmt der Zustand mit Ihren Angaben überein, überweisen wir den vereinbarten Betrag innerhalb von zwei Werktagen auf Ihr Bankkonto oder Ihr PayPal-Konto.</p>
<h2 id="abweichung">Und wenn der Zustand abweicht?</h2>
<p>Dann bekommen Sie von uns eine Rückfrage mit einem neuen Angebot: Sie sehen Ihre Angaben und unseren Befund nebeneinander, jeden Abzug einzeln begründet. Sie entscheiden, ob Sie den neuen Preis annehmen oder das Gerät kostenlos zurückhaben möchten. Ohne Ihre Zustimmung ändern wir nichts – wer nicht antwortet, bekommt sein Gerät kostenlos zurück.</p>
<h2 id="daten">Ihre Daten</h2>
<p>Bitte setzen Sie Ihr Gerät vor dem Versand zurück. Zusätzlich löschen wir jedes Speichermedium zertifiziert – mehr dazu unter <a href="route:content/dataErasure">Datenlöschung</a>.</p>
<p>Noch Fragen? Unser <a href="route:contact">Kundenservice</a> hilft Ihnen gern weiter.</p>`,
    },
    packingTips: {
      title: 'Verpackungstipps',
      metaDescription:
        'So kommt Ihr Gerät sicher bei uns an: Tipps zum Verpacken von Smartphone, Laptop, Kamera und Konsole.',
      body: `
<p>Ein gut verpacktes Gerät kommt so an, wie Sie es losgeschickt haben – und nur dann können wir den vereinbarten Preis zahlen. Mit diesen Tipps klappt es.</p>
<h2>Vor dem Verpacken</h2>
<ul>
<li>Sichern Sie Ihre Daten und setzen Sie das Gerät auf die Werkseinstellungen zurück.</li>
<li>Melden Sie sich von Ihrem Konto ab und schalten Sie die Aktivierungssperre aus (z. B. „Wo ist?“ bei Apple, „Mein Gerät finden“ bei Android).</li>
<li>Entnehmen Sie SIM- und Speicherkarten.</li>
<li>Laden Sie Akkus auf etwa 30 bis 50 Prozent – so dürfen sie sicher versendet werden.</li>
</ul>
<h2>Richtig verpacken</h2>
<ol>
<li>Nehmen Sie einen stabilen Karton, der rundherum etwa drei Zentimeter größer ist als das Gerät. Ideal ist die Originalverpackung.</li>
<li>Wickeln Sie das Gerät in Luftpolsterfolie oder ein weiches Tuch; Displays und Objektivlinsen zeigen nach innen.</li>
<li>Füllen Sie Hohlräume mit Papier, damit nichts verrutscht. Beim Schütteln darf nichts klappern.</li>
<li>Legen Sie mehrere Geräte nicht lose aufeinander, sondern verpacken Sie jedes einzeln.</li>
<li>Verschließen Sie den Karton mit Paketband und kleben Sie das ${carrier}-Etikett gut sichtbar auf die größte Fläche.</li>
</ol>
<h2>Bitte nicht mitschicken</h2>
<ul>
<li>Ladegeräte, Kabel und Hüllen, sofern sie im Angebot nicht abgefragt wurden – wir können sie nicht zurücksenden.</li>
<li>Ausgelaufene oder aufgeblähte Akkus: Diese dürfen nicht verschickt werden. Sprechen Sie uns an, wir finden eine Lösung.</li>
<li>Umschläge und ${bag}n statt Karton – darin bricht ein Display schnell.</li>
</ul>
<p>Bewahren Sie den Einlieferungsbeleg auf, bis Ihre Auszahlung angekommen ist.</p>`,
    },
    dataErasure: {
      title: 'Datenlöschung',
      metaDescription:
        'Zertifizierte Datenlöschung für jedes angekaufte Gerät – nach NIST SP 800-88, mit Löschnachweis auf Wunsch.',
      body: `
<p>Auf Ihrem Gerät stecken Fotos, Nachrichten und Zugangsdaten. Deshalb löschen wir jedes Speichermedium, das bei uns ankommt, vollständig und nachweisbar – auch wenn Sie es bereits zurückgesetzt haben.</p>
<h2>So löschen wir</h2>
<ul>
<li>Smartphones und Tablets setzen wir mit einer zertifizierten Löschsoftware nach dem Standard NIST SP 800-88 („Purge“) zurück; verschlüsselte Speicher werden kryptografisch gelöscht.</li>
<li>Festplatten und SSDs in Laptops und Monitoren mit Speicher überschreiben bzw. löschen wir mit herstellerunterstützten Verfahren.</li>
<li>Speicher, die sich nicht sicher löschen lassen, etwa bei defekten Geräten, werden physisch zerstört.</li>
</ul>
<p>Jeder Löschvorgang wird mit Seriennummer, Verfahren und Zeitpunkt protokolliert. Auf Wunsch senden wir Ihnen den Löschnachweis zu – schreiben Sie uns einfach über das <a href="route:contact">Kontaktformular</a> mit Ihrer Auftragsnummer.</p>
<h2>Was Sie vorher tun sollten</h2>
<ol>
<li>Sichern Sie alles, was Sie behalten möchten: Fotos, Kontakte, Chats, Zwei-Faktor-Apps.</li>
<li>Melden Sie sich aus iCloud, Google-Konto, Samsung-Konto und Spielkonsolen-Konten ab.</li>
<li>Schalten Sie die Aktivierungssperre aus – ist sie noch aktiv, können wir das Gerät nicht ankaufen.</li>
<li>Setzen Sie das Gerät auf die Werkseinstellungen zurück und entnehmen Sie SIM- und Speicherkarten.</li>
</ol>
<p>Für Unternehmen mit vielen Geräten bieten wir eine Löschung mit Einzelzertifikat pro Gerät an – siehe <a href="${businessLink}">Angebot für Geschäftskunden</a>.</p>`,
    },
    aboutUs: {
      title: 'Über uns',
      metaDescription:
        'Revalu kauft gebrauchte Elektronik zum fairen Festpreis an und gibt ihr ein zweites Leben. Lernen Sie uns kennen.',
      body: `
<p>Revalu wurde ${COMPANY.founded} in Berlin gegründet, weil in deutschen Schubladen Millionen funktionierender Geräte liegen, die niemand mehr nutzt. Wir machen es leicht, sie zu verkaufen – zu einem fairen Preis, ohne Risiko und mit gutem Gewissen.</p>
<h2>Was wir tun</h2>
<p>Wir kaufen Smartphones, Tablets, Laptops, Kameras, Objektive, Camcorder, Spielkonsolen und Monitore an. In unserem Prüfzentrum in Berlin testen Techniker jedes Gerät, löschen alle Daten zertifiziert und bereiten es auf. Über unseren Schwestershop Revalu Refurbished finden die Geräte neue Besitzer; was sich nicht mehr reparieren lässt, geht an zertifizierte Recyclingbetriebe.</p>
<h2>Woran wir uns messen lassen</h2>
<ul>
<li><strong>Feste Preise:</strong> Das Angebot, das Sie online sehen, zahlen wir – wenn der Zustand stimmt.</li>
<li><strong>Transparenz:</strong> Weicht ein Gerät ab, begründen wir jeden Abzug. Sie entscheiden, und die Rücksendung ist immer kostenlos.</li>
<li><strong>Schnelligkeit:</strong> Prüfung in drei Werktagen, Auszahlung in zwei weiteren.</li>
<li><strong>Datenschutz:</strong> Zertifizierte Löschung jedes Speichers.</li>
</ul>
<h2>Das Team</h2>
<p>Heute arbeiten ${COMPANY.employees} Menschen bei Revalu – in Prüfung, Kundenservice, Logistik und Technik. Gemeinsam haben wir bereits über ${COMPANY.devicesBought} Geräte angekauft. Geschäftsführer sind ${COMPANY.directors}.</p>
<p>Sie möchten mehr wissen? Schauen Sie in unseren <a href="route:content/press">Pressebereich</a> oder <a href="route:contact">schreiben Sie uns</a>.</p>`,
    },
    press: {
      title: 'Presse',
      metaDescription: 'Pressekontakt, Zahlen und Fakten zu Revalu, dem Ankaufservice für gebrauchte Elektronik.',
      body: `
<p>Sie berichten über Kreislaufwirtschaft, Elektroschrott oder den Gebrauchtmarkt? Wir unterstützen Sie gern mit Zahlen, Hintergründen und Gesprächspartnern.</p>
<h2>Pressekontakt</h2>
<address>Revalu GmbH – Unternehmenskommunikation<br>${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}<br>E-Mail: <a href="mailto:presse@revalu.de">presse@revalu.de</a></address>
<p>Wir antworten in der Regel innerhalb eines Werktags.</p>
<h2>Zahlen und Fakten</h2>
<table>
<caption>Revalu auf einen Blick</caption>
<tbody>
<tr><th scope="row">Gegründet</th><td>${COMPANY.founded} in Berlin</td></tr>
<tr><th scope="row">Mitarbeitende</th><td>${COMPANY.employees}</td></tr>
<tr><th scope="row">Angekaufte Geräte</th><td>über ${COMPANY.devicesBought}</td></tr>
<tr><th scope="row">Länder</th><td>Deutschland, Österreich, Spanien, Frankreich, Italien</td></tr>
<tr><th scope="row">Geschäftsführung</th><td>${COMPANY.directors}</td></tr>
</tbody>
</table>
<h2>Themen, zu denen wir Auskunft geben</h2>
<ul>
<li>Was gebrauchte Smartphones, Kameras und Konsolen heute wert sind – und wie schnell sie an Wert verlieren</li>
<li>Wie viel CO₂ die Weiternutzung eines Geräts einspart (siehe <a href="route:content/ecoEffect">Öko-Effekt</a>)</li>
<li>Sichere Datenlöschung bei gebrauchten Geräten</li>
</ul>
<p>Logos und Fotos aus unserem Prüfzentrum senden wir Ihnen auf Anfrage zu.</p>`,
    },
    ecoEffect: {
      title: 'Öko-Effekt',
      metaDescription:
        'Warum Weiterverkaufen gut fürs Klima ist: So viel CO₂ und Rohstoffe spart ein zweites Geräteleben.',
      body: `
<p>Das umweltfreundlichste Gerät ist eines, das nicht neu gebaut werden muss. Rund 80 Prozent des CO₂-Fußabdrucks eines Smartphones entstehen bei der Herstellung – nicht während der Nutzung. Jedes Gerät, das ein zweites Leben bekommt, ersetzt im besten Fall eine Neuproduktion.</p>
<h2>Was ein zweites Leben bringt</h2>
<ul>
<li>Die Herstellung eines Smartphones verursacht laut den Ökobilanzen der Hersteller etwa 50 bis 80 kg CO₂-Äquivalente, die eines Laptops 200 bis 350 kg.</li>
<li>In jedem Gerät stecken Rohstoffe wie Kobalt, Gold, Zinn und seltene Erden, deren Abbau Landschaften und Menschen belastet.</li>
<li>Elektroschrott ist die am schnellsten wachsende Abfallart Europas – und wird noch immer zu einem großen Teil nicht fachgerecht recycelt.</li>
</ul>
<h2>Was wir tun</h2>
<p>Wir prüfen jedes angekaufte Gerät und bereiten alles auf, was sich sinnvoll reparieren lässt. Über Revalu Refurbished geht es an neue Besitzer. Defekte Geräte, die sich nicht mehr lohnen, geben wir an zertifizierte Recyclingbetriebe, die Rohstoffe zurückgewinnen. Nichts landet im Restmüll.</p>
<p>Auch beim Versand achten wir auf die Umwelt: Die Pakete reisen mit ${carrier} und werden gebündelt zugestellt.</p>
<p>Am meisten helfen Sie der Umwelt, wenn Sie Geräte verkaufen, solange sie noch gefragt sind. <a href="route:home">Finden Sie jetzt heraus, was Ihr Gerät wert ist.</a></p>`,
    },
    partnerProgram: {
      title: 'Partnerprogramm',
      metaDescription:
        'Werden Sie Revalu-Partner: Provision für jeden vermittelten Ankauf, einbindbares Ankauf-Widget und persönliche Betreuung.',
      body: `
<p>Ob Tech-Blog, Vergleichsportal, Reparaturwerkstatt oder Mobilfunkshop: Wenn Ihre Kundinnen und Kunden alte Geräte loswerden möchten, verdienen Sie mit Revalu mit.</p>
<h2>So funktioniert das Partnerprogramm</h2>
<ol>
<li>Sie bewerben sich mit ein paar Angaben zu Ihrem Angebot.</li>
<li>Nach der Freischaltung erhalten Sie Ihre Partnerlinks oder binden unser Ankauf-Widget in Ihre Website ein – passend zu Ihrem Design.</li>
<li>Für jeden abgeschlossenen Ankauf erhalten Sie eine Provision, monatlich abgerechnet.</li>
</ol>
<h2>Ihre Vorteile</h2>
<ul>
<li>Provision von 5 Prozent des Ankaufswerts, mindestens 3 € pro Gerät</li>
<li>Cookie-Laufzeit von 30 Tagen</li>
<li>Übersichtliches Reporting über Klicks, Angebote und Ankäufe</li>
<li>Feste Ansprechperson für Ihre Fragen</li>
</ul>
<p>Interessiert? Schreiben Sie uns über das <a href="route:contact">Kontaktformular</a> (Betreff „Geschäftskunden und Partner“) oder an <a href="mailto:partner@revalu.de">partner@revalu.de</a>.</p>`,
    },
    businessPhones: {
      title: 'Business-Handys verkaufen',
      metaDescription:
        'Diensthandys, Tablets und Laptops aus Ihrem Unternehmen verkaufen: Festpreise, Abholung ab 20 Geräten, zertifizierte Löschung.',
      body: `
<p>Wenn Ihr Unternehmen die Geräteflotte erneuert, stecken in den alten Diensthandys, Tablets und Laptops oft noch erhebliche Werte. Revalu kauft sie an – sicher, nachvollziehbar und mit wenig Aufwand für Ihre IT.</p>
<h2>Was Sie bekommen</h2>
<ul>
<li><strong>Festpreise</strong> für jedes Gerät, auch für größere Mengen und gemischte Bestände</li>
<li><strong>Kostenlose Abholung</strong> ab 20 Geräten, darunter kostenloser Paketversand</li>
<li><strong>Zertifizierte Datenlöschung</strong> mit Einzelnachweis pro Seriennummer</li>
<li><strong>Rechnung mit ausgewiesener Umsatzsteuer</strong> und Auszahlung per Überweisung</li>
<li><strong>Eine feste Ansprechperson</strong> vom Angebot bis zur Auszahlung</li>
</ul>
<h2>So läuft es ab</h2>
<ol>
<li>Sie senden uns Ihre Geräteliste (Modell, Speicher, Zustand), gern als Tabelle.</li>
<li>Sie erhalten innerhalb von zwei Werktagen ein verbindliches Angebot.</li>
<li>Wir holen die Geräte ab, prüfen sie und löschen alle Daten.</li>
<li>Sie erhalten das Prüfprotokoll, die Löschnachweise und die Zahlung.</li>
</ol>
<p>Bis zu einem Auftragswert von 5.000 € können Sie auch direkt online im Geschäftskundenmodus verkaufen. <a href="${businessLink}">Zum Angebot für Geschäftskunden</a> · E-Mail: <a href="mailto:${c.businessEmail}">${c.businessEmail}</a></p>`,
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      metaDescription: 'Die Allgemeinen Geschäftsbedingungen für den Verkauf gebrauchter Geräte an die Revalu GmbH.',
      body: `
<p><small>Stand: 1. Juni 2025</small></p>
<h2 id="geltung">1. Geltungsbereich</h2>
<p>Diese Bedingungen gelten für alle Verträge, mit denen Kundinnen und Kunden (im Folgenden „Sie“) über ${c.domain} gebrauchte Geräte an die ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city} (im Folgenden „Revalu“) verkaufen.</p>
<h2 id="vertrag">2. Angebot und Vertragsschluss</h2>
<p>Der online berechnete Preis ist ein verbindliches Angebot von Revalu für ein Gerät in dem von Ihnen beschriebenen Zustand. Es gilt bis zu dem im Angebot genannten Datum. Mit dem Abschluss des Verkaufs nehmen Sie es an; der Vertrag steht unter der Bedingung, dass das Gerät Ihrer Beschreibung entspricht (Ziffer 5).</p>
<h2 id="voraussetzungen">3. Voraussetzungen</h2>
<p>Sie müssen volljährig und Eigentümerin bzw. Eigentümer des Geräts sein. Das Gerät darf nicht als gestohlen oder verloren gemeldet und nicht durch eine Aktivierungssperre oder Netzsperre blockiert sein.</p>
<h2 id="versand">4. Versand</h2>
<p>Revalu stellt Ihnen ein kostenloses, versichertes Versandetikett von ${carrier} zur Verfügung. Bitte senden Sie das Gerät innerhalb von ${SHIPPING_DEADLINE_DAYS} Tagen ein und verpacken Sie es sicher. Die Gefahr des Verlusts geht mit der Übergabe an ${carrier} auf Revalu über.</p>
<h2 id="pruefung">5. Prüfung und Rückfrage</h2>
<p>Revalu prüft jedes Gerät innerhalb von drei Werktagen nach Eingang. Weicht der Zustand von Ihrer Beschreibung ab, erhalten Sie eine Rückfrage mit einem neuen Angebot und einer Begründung für jeden Abzug. Sie können das neue Angebot innerhalb der genannten Frist (mindestens 7 Tage) annehmen oder ablehnen. Lehnen Sie ab oder antworten Sie nicht, erhalten Sie das Gerät kostenlos zurück; Ihr Schweigen gilt nie als Zustimmung.</p>
<h2 id="zahlung">6. Zahlung</h2>
<p>Der Kaufpreis wird innerhalb von zwei Werktagen nach erfolgreicher Prüfung bzw. nach Annahme des neuen Angebots auf das von Ihnen angegebene Bankkonto oder PayPal-Konto überwiesen.</p>
<h2 id="eigentum">7. Eigentum und Daten</h2>
<p>Mit der Zahlung geht das Eigentum am Gerät auf Revalu über. Revalu löscht alle Daten auf dem Gerät zertifiziert; eine Rückgabe von Daten ist nicht möglich. Bitte sichern Sie Ihre Daten vorher.</p>
<h2 id="storno">8. Stornierung</h2>
<p>Sie können den Verkauf bis zum Versand des Geräts jederzeit kostenlos stornieren, indem Sie uns über das Kontaktformular Ihre Auftragsnummer nennen.</p>
<h2 id="haftung">9. Haftung</h2>
<p>Revalu haftet unbeschränkt bei Vorsatz, grober Fahrlässigkeit und bei Verletzung von Leben, Körper oder Gesundheit; im Übrigen nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren Schaden.</p>
<h2 id="recht">10. Anwendbares Recht und Streitbeilegung</h2>
<p>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.${at ? ' Zwingende Verbraucherschutzvorschriften Österreichs, wo Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.' : ''} Revalu ist nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
    },
    privacy: {
      title: 'Datenschutzerklärung',
      metaDescription: 'Wie Revalu Ihre personenbezogenen Daten verarbeitet, wofür und welche Rechte Sie haben.',
      body: `
<p><small>Stand: 1. Juni 2025</small></p>
<h2>1. Verantwortlicher</h2>
<address>${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}, Deutschland<br>E-Mail: <a href="mailto:datenschutz@revalu.de">datenschutz@revalu.de</a></address>
<p>Unseren Datenschutzbeauftragten erreichen Sie unter derselben Anschrift und unter <a href="mailto:datenschutz@revalu.de">datenschutz@revalu.de</a>.</p>
<h2>2. Welche Daten wir verarbeiten und wozu</h2>
<ul>
<li><strong>Ankauf:</strong> Name, Anschrift, E-Mail, Telefonnummer, Bank- oder PayPal-Verbindung und die Angaben zu Ihren Geräten, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO).</li>
<li><strong>Kundenkonto:</strong> Zugangsdaten und Auftragshistorie, solange Sie das Konto nutzen (Art. 6 Abs. 1 lit. b DSGVO).</li>
<li><strong>Kontaktformular:</strong> Ihre Nachricht und Kontaktdaten, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO).</li>
<li><strong>Newsletter:</strong> E-Mail-Adresse und freiwillige Angaben nach Ihrer Einwilligung mit Bestätigung per E-Mail (Double-Opt-in, Art. 6 Abs. 1 lit. a DSGVO). Sie können sich jederzeit über den Link in jeder E-Mail abmelden.</li>
<li><strong>Sicherheit:</strong> IP-Adressen in Server-Protokollen für höchstens 14 Tage, um Missbrauch abzuwehren (Art. 6 Abs. 1 lit. f DSGVO).</li>
</ul>
<h2>3. Empfänger</h2>
<p>Wir geben Daten nur weiter, soweit es für den Ankauf nötig ist: an ${carrier} für den Versand und an unsere Bank bzw. PayPal für die Auszahlung. Unsere Server stehen in Rechenzentren in der Europäischen Union.</p>
<h2>4. Speicherdauer</h2>
<p>Vertragsdaten bewahren wir so lange auf, wie handels- und steuerrechtliche Pflichten es verlangen (bis zu 10 Jahre). Newsletter-Daten löschen wir, sobald Sie sich abmelden; den Nachweis Ihrer Einwilligung bewahren wir bis zu drei Jahre auf.</p>
<h2>5. Cookies</h2>
<p>Technisch notwendige Cookies (z. B. für Warenkorb und Sprache) setzen wir immer. Cookies für Statistik und Marketing setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.</p>
<h2>6. Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung jederzeit zu widerrufen. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit${at ? ' oder bei der österreichischen Datenschutzbehörde in Wien' : ''}.</p>`,
    },
    imprint: {
      title: 'Impressum',
      metaDescription: 'Anbieterkennzeichnung der Revalu GmbH, Berlin.',
      body: `
<h2>Anbieter</h2>
<address>${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Deutschland</address>
<h2>Kontakt</h2>
<p>Telefon: <a href="tel:${phone.replace(/\s/g, '')}">${phone}</a> (Montag bis Freitag, 9 bis 18 Uhr)<br>E-Mail: <a href="mailto:${mail}">${mail}</a><br>Oder über unser <a href="route:contact">Kontaktformular</a>.</p>
<h2>Registereintrag</h2>
<p>${COMPANY.court}, ${COMPANY.register}<br>Geschäftsführung: ${COMPANY.directors}<br>Umsatzsteuer-Identifikationsnummer: ${COMPANY.vatId}</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Jana Hoffmann, Anschrift wie oben</p>
${at ? `<h2>Offenlegung gemäß § 25 Mediengesetz</h2>\n<p>Medieninhaberin: ${COMPANY.name}, ${COMPANY.city}. Unternehmensgegenstand: Ankauf, Aufbereitung und Vermarktung gebrauchter Elektronikgeräte. Grundlegende Richtung: Information über den Ankaufservice von Revalu.</p>` : ''}
<h2>Streitbeilegung</h2>
<p>Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
    },
  };
}

export const pagesDe: SeedPages = germanPages('de');
export const pagesAt: SeedPages = germanPages('at');
