puppet lookup profile::settings --compile --node web01.example.com --facts facts.json --environmentpath environments --environment production
