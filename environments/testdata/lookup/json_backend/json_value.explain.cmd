puppet lookup json::value --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
