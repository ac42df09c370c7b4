/**
 * German texts of the messages `@agentry/modal-core` puts in front of people (error `shortMessage`s,
 * snackbar texts), keyed by the spec's English text. `{name}` marks a part that varies (a number, an
 * address, a name): it is carried over into the German text. Loaded only when German is chosen; English
 * needs no table, as core's text already is the spec's.
 *
 * @example
 * deCoreMessages['Please try again after {seconds} seconds'] // 'Bitte versuchen Sie es in {seconds} Sekunden erneut'
 */
export const deCoreMessages: Readonly<Record<string, string>> = {
  // Connection and wallet requests
  'Connection request declined': 'Verbindungsanfrage abgelehnt',
  'Network switch declined': 'Netzwerkwechsel abgelehnt',
  'Signature declined': 'Signatur abgelehnt',
  'Wallet request failed': 'Die Anfrage an die Wallet ist fehlgeschlagen',
  'Provider not found': 'Provider nicht gefunden',
  'CaipNetwork or CaipAddress is undefined': 'Netzwerk oder Adresse (CAIP) ist nicht festgelegt',
  'Request was aborted': 'Die Anfrage wurde abgebrochen',
  'WalletConnectConnector not found': 'WalletConnect-Connector nicht gefunden',
  'Cannot set both `siweConfig` and `siwx` options': '`siweConfig` und `siwx` können nicht zusammen gesetzt werden',
  'Adapter not found': 'Adapter nicht gefunden',
  'Chain adapter not found': 'Chain-Adapter nicht gefunden',
  // Networks and RPC
  'Network with ID {id} not found': 'Netzwerk mit der ID {id} nicht gefunden',
  'Chain is not supported': 'Diese Chain wird nicht unterstützt',
  'Connector does not support programmatic chain switching': 'Diese Wallet kann das Netzwerk nicht per App wechseln',
  'Requested RPC call is not allowed': 'Der angefragte RPC-Aufruf ist nicht erlaubt',
  'Cannot remove last network for a namespace': 'Das letzte Netzwerk eines Namensraums kann nicht entfernt werden',
  'Invalid CAIP Address': 'Ungültige CAIP-Adresse',
  'Invalid CAIP-10 address: {value}': 'Ungültige CAIP-10-Adresse: {value}',
  'Invalid CAIP-2 network id: {value}': 'Ungültige CAIP-2-Netzwerk-ID: {value}',
  'No RPC url provided for chainId': 'Für diese chainId ist keine RPC-URL angegeben',
  'HTTP status code: {status}': 'HTTP-Statuscode: {status}',
  'Network request failed': 'Die Netzwerkanfrage ist fehlgeschlagen',
  'Network response was not ok': 'Die Antwort des Netzwerks war fehlerhaft',
  'Unsupported chain': 'Nicht unterstützte Chain',
  'Invalid commitment: {value}': 'Ungültiges Commitment: {value}',
  // Balances, activity
  'Token Balance Unavailable': 'Guthaben nicht verfügbar',
  'Failed to fetch transactions': 'Transaktionen konnten nicht geladen werden',
  // Sign-in
  'Failed to verify message': 'Die Nachricht konnte nicht geprüft werden',
  'Sign message failed': 'Signieren der Nachricht fehlgeschlagen',
  // Sending and transactions
  'Transaction started': 'Transaktion gestartet',
  'Sending…': 'Wird gesendet…',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'An error occurred': 'Ein Fehler ist aufgetreten',
  'Insufficient funds': 'Guthaben reicht nicht aus',
  'Insufficient gas': 'Nicht genug Guthaben für die Netzwerkgebühr',
  'Failed to send transaction. Please try again.':
    'Die Transaktion konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'Please enter a valid amount and receiver address':
    'Bitte geben Sie einen gültigen Betrag und eine Empfängeradresse ein',
  'estimate gas failed': 'Schätzen der Netzwerkgebühr fehlgeschlagen',
  'Error parsing wallet capabilities': 'Die Fähigkeiten der Wallet konnten nicht gelesen werden',
  'Invalid call {index}: {reason}': 'Ungültiger Aufruf {index}: {reason}',
  'Invalid transaction hash: {hash}': 'Ungültiger Transaktions-Hash: {hash}',
  'Transaction {hash} not found': 'Transaktion {hash} nicht gefunden',
  'Timed out after {timeout} ms waiting for the receipt of transaction {hash}':
    'Nach {timeout} ms kam keine Bestätigung für die Transaktion {hash}',
  // Numbers
  'Invalid number': 'Ungültige Zahl',
  'Invalid decimal places': 'Ungültige Anzahl Nachkommastellen',
  'Invalid rounding mode': 'Ungültige Rundungsart',
  'Division by zero': 'Division durch null',
  // Swaps
  'Network not supported for Swaps': 'In diesem Netzwerk ist Tauschen nicht möglich',
  'Network not supported for Gas Price': 'Für dieses Netzwerk gibt es keinen Gaspreis',
  'No quote is available for this pair': 'Für dieses Paar gibt es kein Angebot',
  'Invalid input': 'Ungültige Eingabe',
  // Hosted features
  'Swaps are not available: this app has no project id configured':
    'Tauschen ist nicht verfügbar: Diese App hat keine Projekt-ID eingerichtet',
  'Buying crypto is not available: this app has no project id configured':
    'Krypto kaufen ist nicht verfügbar: Diese App hat keine Projekt-ID eingerichtet',
  'Activity is not available: this app has no project id configured':
    'Aktivitäten sind nicht verfügbar: Diese App hat keine Projekt-ID eingerichtet',
  'Account names are not available: this app has no project id configured':
    'Kontonamen sind nicht verfügbar: Diese App hat keine Projekt-ID eingerichtet',
  'Email and social login are not available: this app has no project id configured':
    'Anmeldung per E-Mail und sozialen Konten ist nicht verfügbar: Diese App hat keine Projekt-ID eingerichtet',
  // Email and social login
  'W3mFrame: {missing} is not set': 'W3mFrame: {missing} ist nicht gesetzt',
  'Invalid email': 'Ungültige E-Mail-Adresse',
  'Invalid code': 'Ungültiger Code',
  'This login method is not available': 'Diese Anmeldeart ist nicht verfügbar',
  'Theme mode must be light or dark': 'Der Farbmodus muss hell oder dunkel sein',
  'Please try again after {seconds} seconds': 'Bitte versuchen Sie es in {seconds} Sekunden erneut',
  'The login window was blocked: allow pop-ups for this site and try again':
    'Das Anmeldefenster wurde blockiert: Erlauben Sie Pop-ups für diese Seite und versuchen Sie es erneut',
  'The login window was closed before the login finished':
    'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung fertig war',
  // Account names
  'Error resolving name': 'Der Name konnte nicht aufgelöst werden',
  'Error fetching name suggestions': 'Namensvorschläge konnten nicht geladen werden',
  'Error fetching names for address': 'Die Namen dieser Adresse konnten nicht geladen werden',
  'Error registering name': 'Der Name konnte nicht registriert werden',
  'Error registering name {name}': 'Der Name {name} konnte nicht registriert werden',
  'Name must be at least 4 characters: letters, digits and hyphens only':
    'Der Name braucht mindestens 4 Zeichen: nur Buchstaben, Ziffern und Bindestriche',
  'Invalid chainId': 'Ungültige chainId',
  'Network not found': 'Netzwerk nicht gefunden',
  'Address or auth connector not found': 'Adresse oder Anmelde-Connector nicht gefunden',
  // Buying crypto
  'Please enter a valid amount': 'Bitte geben Sie einen gültigen Betrag ein',
  'Enter an amount between {min} and {max} {currency}':
    'Geben Sie einen Betrag zwischen {min} und {max} {currency} ein',
  'Choose what to buy and how to pay': 'Wählen Sie, was Sie kaufen und wie Sie bezahlen',
}
