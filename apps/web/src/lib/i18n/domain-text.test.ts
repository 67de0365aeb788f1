import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG_NAMES } from './catalog-files';
import { loadCatalogs } from './catalogs';
import { domainText } from './domain-text';

afterEach(async () => {
  await loadCatalogs('en', CATALOG_NAMES);
});

describe('domainText', () => {
  it('shows a domain or server text in English as it is', () => {
    expect(domainText('Enter your name')).toBe('Enter your name');
    expect(domainText("Enrol in Amara's Path before writing your capstone.")).toBe("Enrol in Amara's Path before writing your capstone.");
  });

  it('translates a listed text, and one with parts the server filled in, on a French page', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    expect(domainText('Enter your name')).toBe('Saisissez votre nom');
    expect(domainText("Enrol in Amara's Path before writing your capstone.")).toBe(
      "Inscrivez-vous au parcours Amara's Path avant de rédiger votre défi final.",
    );
    expect(domainText('You are signed in as Kofi Mensah, but this session was logged with Awa Diop. Sign out and open the link again, or ask Awa Diop to open it.')).toBe(
      "Vous êtes connecté en tant que Kofi Mensah, mais cette séance a été enregistrée avec Awa Diop. Déconnectez-vous puis rouvrez le lien, ou demandez à Awa Diop de l'ouvrir.",
    );
    expect(domainText('Too many wrong codes. Wait 1 second, then enter the code the host shows.')).toBe(
      "Trop de codes erronés. Attendez 1 seconde, puis saisissez le code affiché par l'animateur.",
    );
    expect(domainText('45%')).toBe('45 %');
    // "de" elides before a vowel, whatever the name (lib/i18n/elision.ts).
    expect(domainText("Amara's Path")).toBe("Le parcours d'Amara");
    expect(domainText("Ifeoma's Path")).toBe("Le parcours d'Ifeoma");
    expect(domainText("Kwame's Path")).toBe('Le parcours de Kwame');
    // A text nobody listed stays as the server wrote it.
    expect(domainText('Something the catalogue never heard of.')).toBe('Something the catalogue never heard of.');
  });
});
