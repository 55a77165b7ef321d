puppet lookup profile::packages --node web01.example.com --facts facts.json --environmentpath environments --environment production
