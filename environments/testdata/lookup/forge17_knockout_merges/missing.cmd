puppet lookup profile::nosuch --default fallback --node web01.example.com --facts facts.json --environmentpath environments --environment production
