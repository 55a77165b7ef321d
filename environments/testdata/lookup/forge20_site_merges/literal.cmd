puppet lookup profile::literal_pct --node web01.example.com --facts facts.json --environmentpath environments --environment production
