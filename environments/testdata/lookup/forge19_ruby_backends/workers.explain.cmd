puppet lookup app::workers --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
