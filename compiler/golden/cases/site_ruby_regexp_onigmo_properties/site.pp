notice(wmflib::props("Wikipédia: Accueil_principal 0xFF ß\tend"))
