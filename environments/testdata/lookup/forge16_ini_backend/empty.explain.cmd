puppet lookup app::empty --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
