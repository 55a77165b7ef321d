puppet lookup profile::settings.features --node web01.example.com --facts facts.json --environmentpath environments --environment production
