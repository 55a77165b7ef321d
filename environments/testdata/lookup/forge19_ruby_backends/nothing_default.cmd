puppet lookup app::nothing --default dflt --node web01.example.com --facts facts.json --environmentpath environments --environment production
