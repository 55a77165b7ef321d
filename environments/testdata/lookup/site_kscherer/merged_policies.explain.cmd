puppet lookup mcollective::site_policies --merge unique --explain --node yow-kscherer-d1.wrs.com --facts facts.json --environmentpath environments --environment production
