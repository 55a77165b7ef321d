puppet lookup profile::literal_pct --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
