puppet lookup profile::nothing --default fallback --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
