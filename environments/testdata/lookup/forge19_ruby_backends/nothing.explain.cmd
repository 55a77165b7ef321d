puppet lookup app::nothing --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
