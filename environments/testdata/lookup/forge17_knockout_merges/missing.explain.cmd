puppet lookup profile::nosuch --default fallback --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
