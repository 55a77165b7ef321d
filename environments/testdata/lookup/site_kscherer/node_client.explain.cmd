puppet lookup mcollective::client --explain --node yow-kscherer-d1.wrs.com --facts facts.json --environmentpath environments --environment production
